/**
 * PostgreSQL, two server processes on one database: votes and points awards arriving through both at once
 * count once per member (the primary key and the ledger's unique index decide, not the process).
 */
import type { TIdea } from '@campus/shared/schemas/ideas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaCategories, ideas, libraryCategories, libraryItems, pointsLedger } from '../../db/schema/index';
import { createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../../test/helpers';
import { api } from '../../test/spawn-server';
import { type ServerGroup, startTwoServers } from '../../test/two-servers';

const SLOW = 240_000;

describe.skipIf(!onPostgres)(
  onPostgres
    ? 'PostgreSQL: ideas and points through two server processes'
    : 'PostgreSQL only (skipped: this run is on PGlite — TEST_DB=pg runs it): ideas and points through two processes',
  () => {
    let t: TestApp;
    let group: ServerGroup;
    let author: TestUser;
    let voters: TestUser[];
    let managers: TestUser[];

    beforeAll(async () => {
      t = await createTestApp();
      author = await createUser(t);
      voters = [];
      for (let i = 0; i < 40; i++) voters.push(await createUser(t));
      managers = [await createUser(t, { role: 'ADMIN' }), await createUser(t, { role: 'MENTOR' })];
      group = await startTwoServers(t);
    }, SLOW);

    afterAll(async () => {
      await group?.killAll();
      await t?.close();
    }, SLOW);

    it(
      'counts each member once when every member votes twice, once through each process',
      async () => {
        const [cat] = await t.db.insert(ideaCategories).values({ name: 'Two processes' }).returning();
        const [idea] = await t.db
          .insert(ideas)
          .values({
            title: 'Raced idea',
            problem: 'p',
            solution: 's',
            categoryId: cat.id,
            coverPic: '/uploads/x.webp',
            authorId: author.id,
          })
          .returning();
        const results = await Promise.all(
          voters.flatMap((v) =>
            group.servers.map((s) => api<TIdea>(s.base, 'POST', `/idea/${idea.id}/vote`, { token: v.token })),
          ),
        );
        expect(results.every((r) => r.status === 200)).toBe(true);
        const [row] = await t.db.select().from(ideas).where(eq(ideas.id, idea.id));
        expect(row.voteCount).toBe(voters.length);
      },
      SLOW,
    );

    it(
      'awards a library approval once when two managers approve it through two processes at once',
      async () => {
        const [cat] = await t.db
          .insert(libraryCategories)
          .values({ name: 'Two processes', coverPic: '/uploads/c.webp' })
          .returning();
        const items = await t.db
          .insert(libraryItems)
          .values(
            Array.from({ length: 10 }, (_, i) => ({
              title: `Raced ${i}`,
              categoryId: cat.id,
              authorId: author.id,
              images: ['/uploads/a.webp'],
            })),
          )
          .returning();
        const results = await Promise.all(
          items.flatMap((item) =>
            group.servers.map((s, i) =>
              api(s.base, 'PATCH', '/eLibrary/update', {
                token: managers[i].token,
                body: { id: item.id, status: 'APPROVED' },
              }),
            ),
          ),
        );
        expect(results.every((r) => r.status === 200)).toBe(true);
        const rows = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, author.id));
        expect(rows).toHaveLength(items.length);
        expect(rows.reduce((s, r) => s + r.points, 0)).toBe(items.length * 10);
      },
      SLOW,
    );
  },
);
