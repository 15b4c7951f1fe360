/**
 * The lanes (decision 044): on PostgreSQL statements that change data and named statements (key lookups) take
 * connections from pools of their own, so a write request whose reads are key lookups answers, and a key lookup
 * answers, even while every connection of the reads' pool is taken; a list or search statement waits for one.
 */
import { eq, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../test/helpers';
import { type LanePool, laneOf } from './lanes';
import { libraryCategories, users } from './schema/index';

describe('the lane of a statement', () => {
  it('sends named statements to the keys, statements that change data to the writes, and the rest to the reads', () => {
    expect(laneOf({ name: 'guard_user_row', text: 'select "id" from "users" where "id" = $1' })).toBe('keys');
    // Named so they are planned once, but read with the rest of an opened page, not ahead of every request's lookups.
    expect(laneOf({ name: 'event_with_host', text: 'select "id" from "events" where "id" = $1' })).toBe('reads');
    expect(laneOf({ name: 'library_item_with_refs', text: 'select 1' })).toBe('reads');
    expect(laneOf({ name: 'marketplace_visible_offers_on_item', text: 'select 1' })).toBe('reads');
    expect(laneOf({ name: 'notifications_page', text: 'select 1' })).toBe('reads');
    expect(laneOf({ text: 'insert into "library_items" ("title") values ($1) returning *' })).toBe('writes');
    expect(laneOf('update "marketplace_items" set "price" = $1 where "id" = $2')).toBe('writes');
    expect(laneOf({ text: 'delete from "task_comments" where "id" = $1' })).toBe('writes');
    expect(laneOf({ text: 'with claimed as (update "push_outbox" set "attempts" = 1) select * from claimed' })).toBe(
      'writes',
    );
    expect(laneOf({ text: 'select insert_notice($1::bigint[], $2::text[])' })).toBe('writes');
    expect(laneOf({ text: 'select count(*) from "marketplace_items" where "title" ilike $1' })).toBe('reads');
    expect(laneOf({ text: 'with s as (select 1) select * from s' })).toBe('reads');
  });
});

describe.skipIf(!onPostgres)(
  onPostgres
    ? 'PostgreSQL: writes and key lookups do not queue behind reads for a connection'
    : 'PostgreSQL only (skipped: this run is on PGlite, which has one connection): the write lane',
  () => {
    let t: TestApp;
    let member: TestUser;
    let categoryId: number;

    beforeAll(async () => {
      t = await createTestApp();
      member = await createUser(t);
      [{ id: categoryId }] = await t.db
        .insert(libraryCategories)
        .values({ name: 'Lecture Notes', coverPic: '/uploads/demo/notes.svg' })
        .returning({ id: libraryCategories.id });
    });
    afterAll(() => t?.close());

    /** The app's lanes: a PostgreSQL run always has them. */
    function lanes(): LanePool {
      const pool = t.dbHandle.pool;
      if (!pool) throw new Error('a PostgreSQL run has a pool');
      return pool;
    }

    /** Takes every connection the reads' pool may open; the caller releases them. */
    async function holdEveryRead(): Promise<PoolClient[]> {
      const { reads } = lanes();
      const held: PoolClient[] = [];
      while (held.length < (reads.options.max ?? 0)) held.push(await reads.connect());
      return held;
    }

    it('answers a write while every read connection is taken, and the read once one is free', async () => {
      const held = await holdEveryRead();
      let readAnswered = false;
      const read = call(t.app, 'GET', '/eLibrary/table', { token: member.token }).then((res) => {
        readAnswered = true;
        return res;
      });
      try {
        // Without the lane the write would wait for a read connection as long as they are held: give up after 10 s.
        const write = await Promise.race([
          call(t.app, 'POST', '/eLibrary/create', {
            token: member.token,
            body: { title: 'Notes written while reads wait', categoryId, images: [] },
          }),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('the write waited for a read connection')), 10_000),
          ),
        ]);
        expect(write.status).toBe(201);
        expect(write.body.data).toMatchObject({ title: 'Notes written while reads wait', status: 'PENDING' });
        expect(readAnswered).toBe(false);
      } finally {
        for (const client of held) client.release();
      }
      expect((await read).status).toBe(200);
    });

    it('answers a named key lookup while every read connection is taken, and an unnamed statement once one is free', async () => {
      const held = await holdEveryRead();
      let unnamedAnswered = false;
      const unnamed = t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, member.id))
        .then((rows) => {
          unnamedAnswered = true;
          return rows;
        });
      try {
        const lookup = t.db
          .select({ fullName: users.fullName })
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare('lanes_test_user_row');
        const named = await Promise.race([
          lookup.execute({ id: member.id }),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('the key lookup waited for a read connection')), 10_000),
          ),
        ]);
        expect(named).toEqual([{ fullName: member.fullName }]);
        expect(unnamedAnswered).toBe(false);
      } finally {
        for (const client of held) client.release();
      }
      expect(await unnamed).toEqual([{ id: member.id }]);
    });

    it('replaces a key connection that broke, and the next lookup answers', async () => {
      const { keys } = lanes();
      const pidOf = t.db
        .select({ pid: sql<number>`pg_backend_pid()` })
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('lanes_test_backend_pid');
      const [{ pid }] = await pidOf.execute({ id: member.id });
      const before = keys.totalCount;
      await t.db.execute(sql`select pg_terminate_backend(${pid})`);
      await expect.poll(() => keys.totalCount, { timeout: 5_000 }).toBe(before - 1);
      const [after] = await pidOf.execute({ id: member.id });
      expect(after.pid).not.toBe(pid);
    });

    it("sends a transaction's statements without waiting for each answer, in order, and rolls them back together", async () => {
      const client = await lanes().connect();
      try {
        expect(client.pipeline).toBe(true);
        await client.query('begin');
        // Issued together: both are on the wire before the first answer, and each gets its own answer.
        const [first, second] = await Promise.all([
          client.query('select $1::int as n', [1]),
          client.query('select $1::text as s', ['two']),
        ]);
        expect(first.rows).toEqual([{ n: 1 }]);
        expect(second.rows).toEqual([{ s: 'two' }]);
        await client.query('update "users" set "full_name" = $1 where "id" = $2', ['Inside a transaction', member.id]);
        await client.query('rollback');
      } finally {
        client.release();
      }
      const [row] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, member.id));
      expect(row.fullName).toBe(member.fullName);
    });

    it('fails the statements behind a begin that failed, with its error', async () => {
      const client = await lanes().connect();
      try {
        // The begin is answered at once (it went out with the next statement); its failure reaches that statement.
        await expect(client.query('begin isolation level nonsense')).resolves.toMatchObject({ command: 'BEGIN' });
        await expect(client.query('select 1')).rejects.toThrow(/syntax error/);
        // The next transaction on the same connection starts clean.
        await client.query('begin');
        await expect(client.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
        await client.query('commit');
      } finally {
        client.release();
      }
    });
  },
);
