/**
 * Faults across real server processes (`node --import tsx apps/server/src/main.ts`):
 * - PostgreSQL: two processes on one database — concurrent accepts through both leave exactly one winner;
 *   `kill -9` during a write burst loses no acknowledged write; SIGTERM exits 0.
 * - PGlite: `kill -9` during writes — the data directory opens again with every acknowledged write
 *   (or the start-up error says how to recover); SIGTERM exits 0 and removes the lock file.
 * Each half runs on its own database kind; the other half is skipped with the reason in its title.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@campus/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceCategories, marketplaceItems, marketplaceOffers, notifications } from '../../db/schema/index';
import { createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../helpers';
import { api, type ServerProcess, startServer } from '../spawn-server';
import { type ServerGroup, startTwoServers } from '../two-servers';

const SLOW = 240_000;

/**
 * Fires writes from `concurrency` workers and kills the server with SIGKILL once `killAtAcks` writes are
 * acknowledged, or `killAfterMs` after the first acknowledgement, whichever comes first. Returns what the server
 * acknowledged (2xx received) before it died, and how many writes were still unanswered at the kill (so a test
 * can show the kill came during the burst, not after it).
 */
async function burstThenKill<T>(
  server: ServerProcess,
  opts: { concurrency: number; killAtAcks: number; killAfterMs: number },
  write: (n: number) => Promise<T | undefined>,
): Promise<{ acked: T[]; attempted: number; inFlightAtKill: number; exit: number | string }> {
  const acked: T[] = [];
  let attempted = 0;
  let inFlight = 0;
  let dead = false;
  let killNow: (() => void) | undefined;
  const killed = new Promise<void>((r) => {
    killNow = r;
  });
  const workers = Array.from({ length: opts.concurrency }, async () => {
    while (!dead) {
      // Let timers run between writes, even when a write returns at once.
      await new Promise((r) => setImmediate(r));
      if (dead) return;
      const n = attempted++;
      inFlight++;
      try {
        const result = await write(n);
        if (result !== undefined && !dead) {
          acked.push(result);
          if (acked.length === 1) setTimeout(() => killNow?.(), opts.killAfterMs);
          if (acked.length >= opts.killAtAcks) killNow?.();
        }
      } catch {
        // Connection refused or reset: the process is gone.
        if (dead) return;
      } finally {
        inFlight--;
      }
    }
  });
  await killed;
  dead = true;
  const inFlightAtKill = inFlight;
  const exit = await server.kill('SIGKILL');
  await Promise.all(workers);
  return { acked, attempted, inFlightAtKill, exit };
}

describe.skipIf(!onPostgres)(
  onPostgres
    ? 'PostgreSQL: two server processes on one database'
    : 'PostgreSQL only (skipped: this run is on PGlite — `npm run test:pg` / TEST_DB=pg runs it): two server processes on one database',
  () => {
    let t: TestApp;
    let group: ServerGroup;
    let seller: TestUser;
    let buyers: TestUser[];
    let categoryId: number;

    beforeAll(async () => {
      t = await createTestApp();
      seller = await createUser(t, { fullName: 'Seller Both Processes' });
      buyers = [];
      for (let i = 0; i < 12; i++) buyers.push(await createUser(t));
      const [cat] = await t.db
        .insert(marketplaceCategories)
        .values({ name: 'Process tests', coverPic: 'https://example.com/c.png' })
        .returning();
      categoryId = cat.id;
      group = await startTwoServers(t);
    }, SLOW);

    afterAll(async () => {
      await group?.killAll();
      await t?.close();
    }, SLOW);

    async function items(n: number) {
      return t.db
        .insert(marketplaceItems)
        .values(
          Array.from({ length: n }, (_, i) => ({
            title: `Race item ${i}`,
            description: 'For the cross-process race',
            coverPic: 'https://example.com/i.png',
            type: 'SALE' as const,
            price: 100 + i,
            status: 'AVAILABLE' as const,
            sellerId: seller.id,
            categoryId,
          })),
        )
        .returning({ id: marketplaceItems.id });
    }

    it(
      'concurrent accepts through both processes leave exactly one accepted offer per item',
      async () => {
        const [a, b] = group.servers;
        const raced = await items(8);
        const offersByItem = new Map<number, number[]>();
        for (const { id } of raced) {
          const ids: number[] = [];
          for (const [i, buyer] of buyers.slice(0, 6).entries()) {
            const res = await api<{ id: number }>(i % 2 ? a.base : b.base, 'POST', '/marketplace/offer/create', {
              token: buyer.token,
              body: { marketplaceId: id, type: 'BUY', offerPrice: 90 + i, offerItemDescription: 'Library gate' },
            });
            expect(res.status, res.body.message).toBe(201);
            ids.push(res.body.data.id);
          }
          offersByItem.set(id, ids);
        }

        // Every offer of every item accepted at once, alternating between the two processes.
        const attempts = [...offersByItem].flatMap(([itemId, ids]) =>
          ids.map((offerId, i) =>
            api((i % 2 ? a : b).base, 'PATCH', '/marketplace/offer/accept', {
              token: seller.token,
              body: { marketplaceId: itemId, offerId },
            }).then((res) => ({ itemId, offerId, status: res.status, message: res.body.message })),
          ),
        );
        const results = await Promise.all(attempts);

        for (const [itemId, ids] of offersByItem) {
          const mine = results.filter((r) => r.itemId === itemId);
          const winners = mine.filter((r) => r.status === 200);
          expect(winners, `item ${itemId}: ${JSON.stringify(mine)}`).toHaveLength(1);
          for (const loser of mine.filter((r) => r.status !== 200)) {
            expect(loser.status).toBe(409);
            expect([MSG.offerAlreadyAccepted, MSG.noLongerAvailable]).toContain(loser.message);
          }
          const rows = await t.db.select().from(marketplaceOffers).where(inArray(marketplaceOffers.id, ids));
          expect(rows.filter((o) => o.status === 'ACCEPTED').map((o) => o.id)).toEqual([winners[0].offerId]);
          expect(rows.filter((o) => o.status === 'REJECTED')).toHaveLength(ids.length - 1);
          const [item] = await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, itemId));
          expect(item.status).toBe('RESERVED');
        }
      },
      SLOW,
    );

    it(
      'kill -9 during a burst of offers: every acknowledged offer and its notification is there after restart',
      async () => {
        const victim = group.servers.shift() as ServerProcess;
        const pool = await items(30);
        const pairs = pool.flatMap(({ id }) => buyers.map((buyer) => ({ itemId: id, buyer })));
        // 360 (item, buyer) pairs, each offered once; the kill comes at 150 acknowledgements, mid-burst.
        const burst = { concurrency: 16, killAtAcks: 150, killAfterMs: 5000 };
        const { acked, attempted, inFlightAtKill, exit } = await burstThenKill(victim, burst, async (n) => {
          const pair = pairs[n];
          if (!pair) return undefined;
          const res = await api<{ id: number }>(victim.base, 'POST', '/marketplace/offer/create', {
            token: pair.buyer.token,
            body: { marketplaceId: pair.itemId, type: 'BUY', offerPrice: 50, offerItemDescription: 'Zero point' },
          });
          return res.status === 201 ? { offerId: res.body.data.id, itemId: pair.itemId } : undefined;
        });
        expect(exit).toBe('SIGKILL');
        expect(acked.length).toBeGreaterThan(0);
        expect(attempted, 'the burst ran out of writes before the kill').toBeLessThan(pairs.length);
        expect(inFlightAtKill, 'no write was in flight at the kill').toBeGreaterThan(0);
        console.log(
          `PostgreSQL kill -9: ${acked.length} of ${attempted} offer writes acknowledged, ${inFlightAtKill} in flight at the kill`,
        );

        const [restarted] = await group.start();
        const stored = await t.db
          .select({ id: marketplaceOffers.id })
          .from(marketplaceOffers)
          .where(
            inArray(
              marketplaceOffers.id,
              acked.map((a) => a.offerId),
            ),
          );
        expect(stored).toHaveLength(acked.length);
        // The seller's notification committed in the same transaction as each offer.
        for (const itemId of new Set(acked.map((a) => a.itemId))) {
          const notes = await t.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.userId, seller.id), eq(notifications.url, `/marketplace/${itemId}`)));
          expect(notes.length).toBeGreaterThanOrEqual(acked.filter((a) => a.itemId === itemId).length);
        }
        // And the restarted process serves them.
        const sample = acked.slice(0, 5);
        for (const { itemId } of sample) {
          const res = await api<{ offerCount: number }>(restarted.base, 'GET', `/marketplace/${itemId}`);
          expect(res.status).toBe(200);
          expect(res.body.data.offerCount).toBeGreaterThan(0);
        }
      },
      SLOW,
    );

    it(
      'SIGTERM ends a process cleanly (exit code 0) while the other keeps serving',
      async () => {
        const [first, second] = group.servers;
        expect(await first.kill('SIGTERM')).toBe(0);
        group.servers.shift();
        expect((await api(second.base, 'GET', '/health/db')).status).toBe(200);
      },
      SLOW,
    );
  },
);

describe.skipIf(onPostgres)(
  onPostgres
    ? 'PGlite only (skipped: this run is on PostgreSQL, where the database is its own server): the embedded data directory'
    : 'PGlite: the embedded data directory',
  () => {
    let dataDir: string;
    const env = () => ({
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'boss@campus.test',
      JWT_SECRET: 'process-test-secret-0123456789-abcdefghijkl',
    });
    let server: ServerProcess | undefined;

    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'campus-pglite-fault-'));
    });
    afterAll(async () => {
      await server?.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function adminToken(base: string) {
      const id = await api<{ idToken: string }>(base, 'POST', '/identity-emulator/token', {
        body: { email: 'boss@campus.test' },
      });
      const login = await api<{ accessToken: string }>(base, 'POST', '/auth/login', {
        body: { token: id.body.data.idToken },
      });
      expect(login.status, login.body.message).toBe(200);
      return login.body.data.accessToken;
    }

    it(
      'kill -9 during writes: the data directory opens again and every acknowledged write is there',
      async () => {
        server = await startServer(env());
        const token = await adminToken(server.base);
        const victim = server;
        const burst = { concurrency: 8, killAtAcks: Number.POSITIVE_INFINITY, killAfterMs: 1500 };
        const { acked, attempted, inFlightAtKill, exit } = await burstThenKill(victim, burst, async (n) => {
          const res = await api<{ id: number; name: string }>(victim.base, 'POST', '/designation/create', {
            token,
            body: { name: `Burst designation ${n}` },
          });
          return res.status === 201 ? res.body.data : undefined;
        });
        expect(exit).toBe('SIGKILL');
        expect(acked.length).toBeGreaterThan(0);
        expect(inFlightAtKill, 'no write was in flight at the kill').toBeGreaterThan(0);
        // The killed process left its lock file behind; the next start must see that its owner is gone.
        expect(existsSync(path.join(dataDir, 'campus.lock'))).toBe(true);

        let restarted: ServerProcess;
        try {
          restarted = await startServer(env());
        } catch (error) {
          // If PGlite cannot open a directory killed mid-write, the start-up error must say how to recover.
          expect(String(error)).toMatch(/move that folder away/);
          console.log(
            `PGlite kill -9: the data directory did not open again; the server said how to recover:\n${error}`,
          );
          return;
        }
        server = restarted;
        const missing: string[] = [];
        for (const d of acked) {
          const res = await api<{ name: string }>(restarted.base, 'GET', `/designation/${d.id}`);
          if (res.status !== 200 || res.body.data.name !== d.name) missing.push(`${d.id} ${d.name} → ${res.status}`);
        }
        console.log(
          `PGlite kill -9: ${acked.length} of ${attempted} writes acknowledged, ${inFlightAtKill} in flight at the kill; ${missing.length} missing after restart`,
        );
        expect(missing).toEqual([]);
      },
      SLOW,
    );

    it(
      'SIGTERM closes cleanly: exit code 0 and the lock file is removed',
      async () => {
        server ??= await startServer(env());
        expect(existsSync(path.join(dataDir, 'campus.lock'))).toBe(true);
        const code = await server.kill('SIGTERM');
        expect(code, server.output()).toBe(0);
        server = undefined;
        expect(existsSync(path.join(dataDir, 'campus.lock'))).toBe(false);
      },
      SLOW,
    );
  },
);
