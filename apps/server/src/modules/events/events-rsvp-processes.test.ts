import { EVENT_MSG } from '@campus/shared/messages-events';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRsvps, notifications } from '../../db/schema/index';
import { createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../../test/helpers';
import { api } from '../../test/spawn-server';
import { type ServerGroup, startTwoServers } from '../../test/two-servers';

const SLOW = 240_000;
const HOUR = 3_600_000;

describe.skipIf(!onPostgres)(
  onPostgres
    ? 'PostgreSQL: event RSVPs through two server processes'
    : 'PostgreSQL only (skipped: this run is on PGlite — TEST_DB=pg runs it): event RSVPs through two server processes',
  () => {
    let t: TestApp;
    let group: ServerGroup;
    let admin: TestUser;

    beforeAll(async () => {
      t = await createTestApp({ eventReminderIntervalMs: 0 });
      admin = await createUser(t, { role: 'ADMIN', fullName: 'Process Admin' });
      group = await startTwoServers(t, { EVENT_REMINDER_INTERVAL_MS: '200' });
    }, SLOW);

    afterAll(async () => {
      await group?.killAll();
      await t?.close();
    }, SLOW);

    async function createEvent(base: string, fields: Record<string, unknown>) {
      const res = await api<{ id: number }>(base, 'POST', '/event/create', {
        token: admin.token,
        body: {
          type: 'EVENT',
          coverPic: '/uploads/demo/event-cover.webp',
          subtitle: 'Across processes',
          description: 'Two processes, one database',
          isCancel: false,
          isTopBanner: false,
          ...fields,
        },
      });
      expect(res.status, res.body.message).toBe(201);
      return res.body.data.id;
    }

    async function people(n: number, prefix: string) {
      const out: TestUser[] = [];
      for (let i = 0; i < n; i++) out.push(await createUser(t, { fullName: `${prefix} ${i + 1}` }));
      return out;
    }

    it(
      '200 concurrent "Going" through both processes on a 50-seat event: 50 GOING, waitlist 1..150 once each',
      async () => {
        const [a, b] = group.servers;
        const eventId = await createEvent(a.base, {
          title: 'Two-process Concert',
          capacity: 50,
          startTime: '2031-01-10T12:00:00Z',
          endTime: '2031-01-10T15:00:00Z',
        });
        const crowd = await people(200, 'Fan');
        const results = await Promise.all(
          crowd.map((u, i) =>
            api<{ status: string; position?: number }>((i % 2 ? a : b).base, 'POST', `/event/${eventId}/rsvp`, {
              token: u.token,
              body: { status: 'GOING' },
            }),
          ),
        );
        expect(results.filter((r) => r.status !== 200)).toEqual([]);
        expect(results.filter((r) => r.body.data.status === 'GOING')).toHaveLength(50);
        const positions = results
          .filter((r) => r.body.data.status === 'WAITLISTED')
          .map((r) => r.body.data.position ?? 0)
          .sort((x, y) => x - y);
        expect(positions).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
        const rows = await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
        expect(rows.filter((r) => r.status === 'GOING')).toHaveLength(50);
        expect(new Set(rows.filter((r) => r.status === 'WAITLISTED').map((r) => r.waitlistOrder)).size).toBe(150);

        // Two going members cancel at once, one through each process: exactly the first two waiting are promoted.
        const goers = crowd.filter((_, i) => results[i].body.data.status === 'GOING').slice(0, 2);
        const firstTwo = [1, 2].map((p) => crowd[results.findIndex((r) => r.body.data.position === p)]);
        const third = crowd[results.findIndex((r) => r.body.data.position === 3)];
        await Promise.all(
          goers.map((u, i) => api(group.servers[i].base, 'DELETE', `/event/${eventId}/rsvp`, { token: u.token })),
        );
        const after = await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
        expect(after.filter((r) => r.status === 'GOING')).toHaveLength(50);
        expect(after.filter((r) => r.status === 'WAITLISTED')).toHaveLength(148);
        const promoted = after.filter((r) => firstTwo.some((u) => u.id === r.userId)).map((r) => r.status);
        expect(promoted).toEqual(['GOING', 'GOING']);
        const told = await t.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.category, 'EVENT_RSVP'),
              inArray(
                notifications.userId,
                crowd.map((u) => u.id),
              ),
            ),
          );
        expect(told.map((n) => n.userId).sort()).toEqual(firstTwo.map((u) => u.id).sort());
        expect(told.every((n) => n.title === EVENT_MSG.spotOpened('Two-process Concert'))).toBe(true);
        const me = await api<{ myRsvp: unknown }>(a.base, 'GET', `/event/${eventId}`, { token: third.token });
        expect(me.body.data.myRsvp).toEqual({ status: 'WAITLISTED', position: 1 });
      },
      SLOW,
    );

    it(
      'reminders: two schedulers send each once; after kill -9 and a restart none is doubled and none lost',
      async () => {
        const [a] = group.servers;
        const now = Date.now();
        const at = (ms: number) => new Date(now + ms).toISOString();
        const soon = await createEvent(a.base, {
          title: 'Within the hour',
          startTime: at(HOUR / 2),
          endTime: at(HOUR),
        });
        const tomorrow = await createEvent(a.base, {
          title: 'Within a day',
          startTime: at(20 * HOUR),
          endTime: at(21 * HOUR),
        });
        const goers = await people(4, 'Reminded');
        // RSVPs written while both schedulers run.
        for (const u of goers) {
          for (const id of [soon, tomorrow])
            expect(
              (await api(a.base, 'POST', `/event/${id}/rsvp`, { token: u.token, body: { status: 'GOING' } })).status,
            ).toBe(200);
        }
        const reminders = async (ids: number[]) =>
          t.db
            .select()
            .from(notifications)
            .where(and(eq(notifications.category, 'EVENT_REMINDER'), inArray(notifications.userId, ids)));
        const waitFor = async (ids: number[], n: number) => {
          const until = Date.now() + 20_000;
          while ((await reminders(ids)).length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
        };
        const ids = goers.map((u) => u.id);
        await waitFor(ids, 8);
        // Many more passes of both schedulers go by: still one of each.
        await new Promise((r) => setTimeout(r, 2_000));
        const sent = await reminders(ids);
        expect(sent).toHaveLength(8);
        const titles = sent.map((n) => `${n.userId} ${n.title}`).sort();
        expect(titles).toEqual(
          ids
            .flatMap((id) => [
              `${id} ${EVENT_MSG.eventReminder1h('Within the hour')}`,
              `${id} ${EVENT_MSG.eventReminder24h('Within a day')}`,
            ])
            .sort(),
        );

        // Both processes die; meanwhile more members are going (written straight to the database).
        await group.killAll();
        const late = await people(3, 'Late');
        await t.db.insert(eventRsvps).values(
          late.map((u) => ({
            eventId: soon,
            userId: u.id,
            status: 'GOING' as const,
            ticketCode: `LATE${u.id}`.slice(0, 8),
          })),
        );
        await group.start();
        const lateIds = late.map((u) => u.id);
        await waitFor(lateIds, 3);
        await new Promise((r) => setTimeout(r, 2_000));
        expect((await reminders(lateIds)).map((n) => n.title)).toEqual([
          EVENT_MSG.eventReminder1h('Within the hour'),
          EVENT_MSG.eventReminder1h('Within the hour'),
          EVENT_MSG.eventReminder1h('Within the hour'),
        ]);
        expect(await reminders(ids)).toHaveLength(8);
      },
      SLOW,
    );
  },
);
