import { MSG } from '@campus/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  libraryCategories,
  libraryItems,
  marketplaceCategories,
  marketplaceItems,
} from '../../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let admin: TestUser;
let mentor: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN', fullName: 'Admin Category' });
  mentor = await createUser(t, { role: 'MENTOR' });
  member = await createUser(t);
});
afterAll(() => t.close());

const auditRows = (kind: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'category.delete'), eq(auditLog.targetKind, kind), eq(auditLog.targetId, targetId)));

/** The two areas whose categories gained DELETE: how to make a category and an item filed under it. */
const AREAS = [
  {
    name: 'marketplace',
    path: '/marketplace/category',
    kind: 'marketplace-category',
    things: ['listing', 'listings'] as const,
    async category(name: string) {
      const [row] = await t.db
        .insert(marketplaceCategories)
        .values({ name, coverPic: 'https://example.com/c.png' })
        .returning();
      return row.id;
    },
    async fileUnder(categoryId: number) {
      await t.db.insert(marketplaceItems).values({
        title: 'Physics notes',
        description: 'Second hand',
        coverPic: 'https://example.com/i.png',
        type: 'SALE',
        price: 100,
        status: 'AVAILABLE',
        sellerId: member.id,
        categoryId,
      });
    },
    async exists(id: number) {
      return (await t.db.select().from(marketplaceCategories).where(eq(marketplaceCategories.id, id))).length === 1;
    },
  },
  {
    name: 'E-Library',
    path: '/eLibrary/category',
    kind: 'library-category',
    things: ['resource', 'resources'] as const,
    async category(name: string) {
      const [row] = await t.db
        .insert(libraryCategories)
        .values({ name, coverPic: 'https://example.com/c.png' })
        .returning();
      return row.id;
    },
    async fileUnder(categoryId: number) {
      await t.db
        .insert(libraryItems)
        .values({ title: 'Calculus', categoryId, authorId: mentor.id, images: ['https://example.com/p.png'] });
    },
    async exists(id: number) {
      return (await t.db.select().from(libraryCategories).where(eq(libraryCategories.id, id))).length === 1;
    },
  },
];

describe.each(AREAS)('DELETE $path/{id} ($name)', (area) => {
  const drop = (id: number | string, who: TestUser = admin) =>
    call(t.app, 'DELETE', `${area.path}/${id}`, { token: who.token });

  it('lets an ADMIN delete an unused category, with a category.delete audit row', async () => {
    const id = await area.category(`${area.name} unused`);
    const res = await drop(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MSG.categoryDeleted, data: { id } });
    expect(await area.exists(id)).toBe(false);
    const [row] = await auditRows(area.kind, id);
    expect(row).toMatchObject({ actorId: admin.id, targetTitle: `${area.name} unused` });
    expect(row.changes).toEqual([{ field: 'name', from: `${area.name} unused`, to: null }]);
    const again = await drop(id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MSG.notFound('Category'));
  });

  it('names one use in the singular', async () => {
    const id = await area.category(`${area.name} used once`);
    await area.fileUnder(id);
    const res = await drop(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`This category cannot be deleted: it is still used by 1 ${area.things[0]}`);
  });

  it('refuses a category in use with 409 and the count, deleting and auditing nothing', async () => {
    const id = await area.category(`${area.name} in use`);
    await area.fileUnder(id);
    await area.fileUnder(id);
    const res = await drop(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.categoryInUse(2, area.things));
    expect(res.body.message).toBe(`This category cannot be deleted: it is still used by 2 ${area.things[1]}`);
    expect(await area.exists(id)).toBe(true);
    expect(await auditRows(area.kind, id)).toEqual([]);
  });

  it('is for ADMIN only: a manager of the area and a member get 403, a guest 401', async () => {
    const id = await area.category(`${area.name} kept`);
    expect((await drop(id, mentor)).status).toBe(403);
    expect((await drop(id, member)).status).toBe(403);
    expect((await call(t.app, 'DELETE', `${area.path}/${id}`)).status).toBe(401);
    expect((await drop('abc')).status).toBe(400);
    expect(await area.exists(id)).toBe(true);
  });
});
