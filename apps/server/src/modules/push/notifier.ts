import type { NotificationCategory } from '@campus/shared/enums';
import { localizeMessage } from '@campus/shared/i18n/translate';
import type { TPushPayload } from '@campus/shared/schemas/push';
import type { DbOrTx } from '../../db/client';
import { insertNotice } from './push.repository';

export interface NotifyInput {
  /** Recipients by user id, or 'everyone' for society-wide news (top-banner events, registration). */
  to: number[] | 'everyone';
  category: NotificationCategory;
  title: string;
  body: string;
  url: string;
}

/**
 * The single seam every feature calls when something happened that a user should learn about.
 * It writes the in-app inbox (inside the caller's transaction when given) and queues pushes;
 * it never throws into the request that caused it.
 */
export interface Notifier {
  notify(input: NotifyInput, tx?: DbOrTx): Promise<void>;
  close(): Promise<void>;
}

export const PUSH_ICON = '/icons/icon-192.png';

/** Only app-relative links open from a notification; anything else falls back to the home page. */
export function safeAppUrl(url: string): string {
  return /^\/(?![/\\])/.test(url) ? url : '/';
}

export function buildPushPayload(input: NotifyInput): TPushPayload {
  return {
    title: input.title.slice(0, 120),
    body: input.body.slice(0, 500),
    url: safeAppUrl(input.url),
    icon: PUSH_ICON,
    badge: PUSH_ICON,
    category: input.category,
    tag: input.category,
  };
}

/**
 * Writes the inbox rows and the push outbox in one round trip (inside `tx` when given): both or neither, and a
 * failure here never aborts the caller's transaction (the database function catches it). `onQueued` wakes delivery.
 */
export function createOutboxNotifier(deps: {
  db: DbOrTx;
  log: (err: unknown) => void;
  onQueued: (inCallerTx: boolean) => void;
  close: () => Promise<void>;
}): Notifier {
  return {
    async notify(input, tx) {
      const to =
        input.to === 'everyone' ? 'everyone' : [...new Set(input.to)].filter((id) => Number.isInteger(id) && id > 0);
      if (to !== 'everyone' && to.length === 0) return;
      const payload = buildPushPayload(input);
      // The recipient's language (decision 030): members who chose Bangla get the catalogue's Bangla of the
      // title and body; a text the catalogue does not know goes out in English to everyone.
      const bangla = { ...input, title: localizeMessage(input.title, 'bn'), body: localizeMessage(input.body, 'bn') };
      try {
        const rows = {
          category: input.category,
          url: payload.url,
          en: { title: input.title, body: input.body, payload },
          bn: { title: bangla.title, body: bangla.body, payload: buildPushPayload(bangla) },
        };
        // In the caller's transaction or alone: the function rolls back a failed notice by itself, so a failure
        // here never aborts the caller's write (decision 044).
        const failure = await insertNotice(tx ?? deps.db, to, rows);
        if (failure) {
          deps.log(new Error(`notice not written: ${failure}`));
          return;
        }
      } catch (err) {
        deps.log(err);
        return;
      }
      deps.onQueued(Boolean(tx));
    },
    close: deps.close,
  };
}
