import { MSG } from '@campus/shared/messages';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The server's data.message when present; otherwise a plain description of the failure (product §8). */
export function errorMessage(error: unknown, fallback = 'Please try again'): string {
  if (!error || typeof error !== 'object') return fallback;
  const e = error as FetchBaseQueryError | SerializedError;
  if ('status' in e) {
    if (e.status === 'FETCH_ERROR')
      return typeof navigator !== 'undefined' && !navigator.onLine
        ? `${MSG.offlineTitle}. ${MSG.offlineBody}`
        : 'Network error: check your connection';
    if (e.status === 'TIMEOUT_ERROR') return 'The request timed out';
    if (e.status === 'PARSING_ERROR') return 'The server sent an unreadable answer';
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
