import type { NotificationCategory } from '@campus/shared/enums';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/index';

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

/** Inbox-only notifier used until push delivery is configured. */
export function createInboxNotifier(db: DbOrTx, log: (err: unknown) => void): Notifier {
  return {
    async notify(input, tx) {
      if (input.to === 'everyone' || input.to.length === 0) return;
      try {
        await (tx ?? db)
          .insert(notifications)
          .values(input.to.map((userId) => ({ userId, category: input.category, title: input.title, body: input.body, url: input.url })));
      } catch (err) {
        log(err);
      }
    },
    close: async () => undefined,
  };
}
