import { EVENT_MSG } from '@campus/shared/messages-events';
import type { AppContext } from '../../app-context';
import { claimDueReminders, tryReminderLock } from './events-rsvp.repository';

const HOUR = 3_600_000;

/**
 * Reminders to GOING members, 24 h and 1 h before the start. A reminder is due while the start is inside its
 * window (24 h: between 24 h and 1 h ahead; 1 h: the last hour), so a process that was down catches up when it
 * comes back, and a window that passed entirely is not sent late. The claim row (event, member, kind) is written
 * in the same transaction as the outbox rows: sent once, whatever the number of processes or restarts.
 */
export const REMINDERS = [
  { kind: '24h', from: HOUR, to: 24 * HOUR, title: EVENT_MSG.eventReminder24h },
  { kind: '1h', from: 0, to: HOUR, title: EVENT_MSG.eventReminder1h },
] as const;

export async function sendDueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // One pass at a time across processes; the others skip this round instead of queueing behind it.
    if (!(await tryReminderLock(tx))) return 0;
    let sent = 0;
    for (const reminder of REMINDERS) {
      const due = await claimDueReminders(tx, reminder.kind, now, reminder);
      const byEvent = new Map<number, { title: string; userIds: number[] }>();
      for (const d of due) {
        const entry = byEvent.get(d.eventId) ?? { title: d.title, userIds: [] };
        entry.userIds.push(d.userId);
        byEvent.set(d.eventId, entry);
      }
      for (const [eventId, { title, userIds }] of byEvent) {
        await ctx.notifier.notify(
          {
            to: userIds,
            category: 'EVENT_REMINDER',
            title: reminder.title(title),
            body: EVENT_MSG.rsvpGoing,
            url: `/news/${eventId}`,
          },
          tx,
        );
        sent += userIds.length;
      }
    }
    return sent;
  });
}

/** Runs the reminder pass every `intervalMs` (0: never, for tests that drive the clock themselves). */
export function startReminderScheduler(ctx: AppContext, intervalMs: number, log: (err: unknown) => void) {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(ctx)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
