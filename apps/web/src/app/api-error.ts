import { common } from '@campus/shared/i18n/en/common';
import { msg } from '@campus/shared/i18n/en/msg';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { tr } from '../lib/i18n';

/**
 * The server's data.message when present (already in the member's language, decision 030); otherwise a plain
 * description of the failure (product §8) in the language on screen.
 */
export function errorMessage(error: unknown, fallback = tr(common, 'tryAgain')): string {
  if (!error || typeof error !== 'object') return fallback;
  const e = error as FetchBaseQueryError | SerializedError;
  if ('status' in e) {
    if (e.status === 'FETCH_ERROR')
      return typeof navigator !== 'undefined' && !navigator.onLine
        ? `${tr(msg, 'offlineTitle')}. ${tr(msg, 'offlineBody')}`
        : tr(common, 'networkError');
    if (e.status === 'TIMEOUT_ERROR') return tr(common, 'timedOut');
    if (e.status === 'PARSING_ERROR') return tr(common, 'unreadableAnswer');
    const data = e.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string') return data.message;
    return fallback;
  }
  return e.message ?? fallback;
}

/** True when a request got no answer from the server at all (offline, network error, time-out). */
export function isUnanswered(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const { status } = error as FetchBaseQueryError;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}
