/**
 * The write lane (decision 044): on PostgreSQL a request that writes takes its connections from a pool of its own,
 * so it answers even while every connection of the reads' pool is taken; a read waits for one.
 */
import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../test/helpers';
import { libraryCategories } from './schema/index';
import { isWriteMethod } from './write-lane';

describe('which requests write', () => {
  it('puts every method but GET, HEAD and OPTIONS in the write lane', () => {
    expect(['POST', 'PATCH', 'PUT', 'DELETE'].filter(isWriteMethod)).toEqual(['POST', 'PATCH', 'PUT', 'DELETE']);
    expect(['GET', 'HEAD', 'OPTIONS'].filter(isWriteMethod)).toEqual([]);
  });
});

describe.skipIf(!onPostgres)(
  onPostgres
    ? 'PostgreSQL: writes do not queue behind reads for a connection'
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

    it('answers a write while every read connection is taken, and the read once one is free', async () => {
      const pool = t.dbHandle.pool;
      if (!pool) throw new Error('a PostgreSQL run has a pool');
      // Take every connection the reads' pool may open (outside any request, so outside the write lane).
      const held: PoolClient[] = [];
      while (held.length < pool.options.max) held.push(await pool.connect());
      let readAnswered = false;
      const read = call(t.app, 'GET', '/user/details', { token: member.token }).then((res) => {
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
  },
);
