/**
 * The race-error mapping (issue 16 finding 13): when concurrent requests get past the checks together, the database
 * refuses the loser — a unique violation (23505) or a serialization failure (40001) — and the client gets the 409
 * the sequential case gets, with the same message, never a 500. Real concurrent requests on PostgreSQL, where they
 * run in parallel on a pool (`TEST_DB=pg TEST_DATABASE_URL=… npx vitest run --project server race-errors`). Each
 * fails there when its mapping is removed (checked by hand, 2026-11-24). The sign-up and category races also run on
 * PGlite, whose one connection runs the statements in turn, so there the checks before the insert mostly answer.
 */
import { MSG } from '@campus/shared/messages';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb } from '../../db/client';
import { marketplaceCategories, marketplaceOffers, users } from '../../db/schema/index';
import {
  type CallResult,
  call,
  createDirectory,
  createTestApp,
  createUser,
  idTokenFor,
  onPostgres,
  type TestApp,
  type TestUser,
} from '../helpers';

let t: TestApp;
let admin: TestUser;
let dir: Awaited<ReturnType<typeof createDirectory>>;

beforeAll(async () => {
  t = await createTestApp();
  // The first user of a fresh database is id 1, the fixed seller of admin-created items (product §9).
  admin = await createUser(t, { role: 'ADMIN' });
  dir = await createDirectory(t);
});
afterAll(() => t.close());

/** Exactly one success; every other answer a 409 with `message`. */
function oneWinner(results: CallResult[], success: number, message: string) {
  const statuses = results.map((r) => r.status).sort();
  expect(statuses, JSON.stringify(results.map((r) => r.body.message))).toEqual([
    success,
    ...Array<number>(results.length - 1).fill(409),
  ]);
  for (const r of results.filter((x) => x.status === 409)) expect(r.body).toMatchObject({ code: 'CONFLICT', message });
}

describe('two sign-ups of one email at once', () => {
  it('store one account; every other answers 409 "An account with this email already exists"', async () => {
    const email = 'race.signup@gmail.com';
    const token = await idTokenFor(t, email);
    const body = {
      email,
      token,
      profilePic: 'https://example.com/me.png',
      fullName: 'Rumana Race',
      contactNo: '01712345678',
      session: '2021-22',
      departmentId: dir.uniDept.id,
    };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => call(t.app, 'POST', '/auth/register', { body })),
    );
    oneWinner(results, 201, MSG.emailTaken);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('two categories of one name at once', () => {
  it('store one; every other answers 409 with the name-taken message', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(t.app, 'POST', '/marketplace/category/create', {
          token: admin.token,
          body: { name: 'Lab Coats', coverPic: '/uploads/coats.webp' },
        }),
      ),
    );
    oneWinner(results, 201, MSG.categoryTaken);
    const stored = await t.db
      .select({ id: marketplaceCategories.id })
      .from(marketplaceCategories)
      .where(eq(marketplaceCategories.name, 'Lab Coats'));
    expect(stored).toHaveLength(1);
  });
});

/**
 * Under READ COMMITTED (PostgreSQL's default) the item's row lock makes a second accept wait and then see the
 * first: it is refused by the check, not by the database. A database whose default isolation is REPEATABLE READ
 * or SERIALIZABLE (a DBA may set either) refuses the waiting transaction instead, with 40001: that must read the
 * same 409.
 */
describe.runIf(onPostgres)('concurrent accepts on a database that runs transactions as REPEATABLE READ', () => {
  it('accept exactly one offer; every other answers 409 "An offer has already been accepted for this item"', async () => {
    const url = t.config.databaseUrl as string;
    const name = new URL(url).pathname.slice(1);
    const owner = new pg.Client({ connectionString: url });
    await owner.connect();
    await owner.query(`alter database ${name} set default_transaction_isolation = 'repeatable read'`);
    await owner.end();
    // A second process on the database, started after the change: its connections run REPEATABLE READ.
    const strictDb = await createDb({ databaseUrl: url, pgliteDir: ':memory:', poolSize: 25 });
    const strict = await buildApp(t.config, { dbHandle: strictDb, logger: false, persistEmulatorKeys: false });
    try {
      const shown = (await strictDb.db.execute(sql`show transaction_isolation`)) as unknown as {
        rows: { transaction_isolation: string }[];
      };
      expect(shown.rows[0].transaction_isolation).toBe('repeatable read');
      const category = await call(t.app, 'POST', '/marketplace/category/create', {
        token: admin.token,
        body: { name: 'Race Books', coverPic: '/uploads/race.webp' },
      });
      for (let round = 0; round < 3; round++) {
        const listed = await call(t.app, 'POST', '/marketplace/create', {
          token: admin.token,
          body: {
            title: `Raced calculator ${round}`,
            description: 'Casio fx-991ES, works fine.',
            coverPic: '/uploads/calc.webp',
            type: 'SALE',
            price: 900,
            categoryId: (category.body.data as { id: number }).id,
          },
        });
        expect(listed.status, listed.body.message).toBe(201);
        const itemId = (listed.body.data as { id: number; sellerId: number }).id;
        const offers: number[] = [];
        for (let i = 0; i < 8; i++) {
          const buyer = await createUser(t);
          const res = await call(t.app, 'POST', '/marketplace/offer/create', {
            token: buyer.token,
            body: { marketplaceId: itemId, type: 'BUY', offerPrice: 800 + i, offerItemDescription: 'TSC, after 3 pm' },
          });
          expect(res.status, res.body.message).toBe(201);
          offers.push((res.body.data as { id: number }).id);
        }
        // Each offer accepted twice at once: 16 accepts, one winner.
        const results = await Promise.all(
          [...offers, ...offers].map((offerId) =>
            call(strict, 'PATCH', '/marketplace/offer/accept', {
              token: admin.token,
              body: { marketplaceId: itemId, offerId },
            }),
          ),
        );
        oneWinner(results, 200, MSG.offerAlreadyAccepted);
        const stored = await t.db
          .select({ status: marketplaceOffers.status })
          .from(marketplaceOffers)
          .where(eq(marketplaceOffers.marketplaceId, itemId));
        expect(stored.filter((o) => o.status === 'ACCEPTED')).toHaveLength(1);
        expect(stored.filter((o) => o.status === 'REJECTED')).toHaveLength(7);
      }
    } finally {
      await strict.close();
      await strictDb.close();
    }
  });
});
