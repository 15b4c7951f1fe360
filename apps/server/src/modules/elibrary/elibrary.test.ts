import type { Role } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { CAPABILITIES } from '@campus/shared/permissions';
import { LIBRARY_MAX_IMAGES, type TLibraryItem, type TLibrarySummary } from '@campus/shared/schemas/elibrary';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryCategories, libraryItems, notifications } from '../../db/schema/index';
import { ALL_ROLES, call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let admin: TestUser;
let mentor: TestUser;
let member: TestUser;
let notes: { id: number };
let books: { id: number };
const byRole = new Map<Role, TestUser>();

const img = (n: number) => `/uploads/demo/page-${n}.svg`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
  mentor = await createUser(t, { role: 'MENTOR', fullName: 'Mentor Mahin' });
  member = await createUser(t, { role: 'MEMBER' });
  for (const role of ALL_ROLES) byRole.set(role, await createUser(t, { role }));
  [notes, books] = await t.db
    .insert(libraryCategories)
    .values([
      { name: 'Lecture Notes', coverPic: '/uploads/demo/notes.svg' },
      { name: 'Textbooks', coverPic: '/uploads/demo/books.svg' },
    ])
    .returning({ id: libraryCategories.id });
});
afterAll(() => t.close());

type Seed = Partial<typeof libraryItems.$inferInsert>;
async function insertItems(rows: Seed[]) {
  return t.db
    .insert(libraryItems)
    .values(
      rows.map((r, i) => ({
        title: `Item ${i}`,
        categoryId: notes.id,
        authorId: mentor.id,
        status: 'APPROVED' as const,
        images: [img(1)],
        ...r,
      })),
    )
    .returning();
}

async function listAs(user: TestUser, query: Record<string, string | number | undefined>) {
  const res = await call(t.app, 'GET', '/eLibrary/table', { token: user.token, query });
  expect(res.status).toBe(200);
  return { rows: res.body.data as TLibraryItem[], meta: res.body.meta, body: res.body };
}

describe('POST /eLibrary/create', () => {
  it('creates a PENDING item authored by the caller, with the gallery as array and comma-joined description', async () => {
    const res = await call(t.app, 'POST', '/eLibrary/create', {
      token: member.token,
      body: {
        title: '  Organic Chemistry Notes ',
        categoryId: notes.id,
        externalLink: 'https://drive.example.com/chem.pdf',
        images: [img(1), img(2), 'https://example.com/p3.webp'],
        authorId: admin.id,
        status: 'APPROVED',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: MSG.eLibraryItemAdded,
      data: {
        title: 'Organic Chemistry Notes',
        status: 'PENDING',
        authorId: member.id,
        author: { id: member.id, fullName: member.fullName },
        category: { id: notes.id, name: 'Lecture Notes' },
        externalLink: 'https://drive.example.com/chem.pdf',
        images: [img(1), img(2), 'https://example.com/p3.webp'],
        description: `${img(1)},${img(2)},https://example.com/p3.webp`,
      },
    });
    const { author } = res.body.data as TLibraryItem;
    expect(Object.keys(author).sort()).toEqual(['fullName', 'id', 'profilePic']);
  });

  it('accepts the gallery as a comma-joined description', async () => {
    const res = await call(t.app, 'POST', '/eLibrary/create', {
      token: mentor.token,
      body: { title: 'Physics Lab Manual', categoryId: books.id, description: ` ${img(4)} , ${img(5)},` },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'PENDING',
      images: [img(4), img(5)],
      description: `${img(4)},${img(5)}`,
      externalLink: null,
    });
  });

  it("starts a manager's own upload PENDING too", async () => {
    const res = await call(t.app, 'POST', '/eLibrary/create', {
      token: admin.token,
      body: { title: 'Admin Guide', categoryId: notes.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'PENDING', images: [], description: '' });
  });

  it.each([
    [{ categoryId: 1 }, 'Please fill out the Title field.'],
    [{ title: '   ', categoryId: 1 }, 'Please fill out the Title field.'],
    [{ title: 'Notes' }, 'Please fill out the Category field.'],
    [{ title: 'Notes', categoryId: 'abc' }, 'Please fill out the Category field.'],
    [
      { title: 'Notes', categoryId: 1, externalLink: 'javascript:alert(1)' },
      'External Link must start with http:// or https://',
    ],
    [
      { title: 'Notes', categoryId: 1, externalLink: 'data:text/html,<script>' },
      'External Link must start with http:// or https://',
    ],
    [{ title: 'Notes', categoryId: 1, images: ['javascript:alert(1)'] }, 'Image must be an image uploaded to this app'],
    [
      { title: 'Notes', categoryId: 1, description: `${img(1)},javascript:alert(1)` },
      'Image must be an image uploaded to this app',
    ],
    [{ title: 'Notes', categoryId: 1, images: 'not-a-list' }, 'Images must be a list of image links'],
    [
      { title: 'Notes', categoryId: 1, images: Array.from({ length: LIBRARY_MAX_IMAGES + 1 }, (_, i) => img(i)) },
      `Please add at most ${LIBRARY_MAX_IMAGES} images`,
    ],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const before = await t.db.$count(libraryItems);
    const res = await call(t.app, 'POST', '/eLibrary/create', { token: member.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await t.db.$count(libraryItems)).toBe(before);
  });

  it('refuses a category that does not exist with 400 and writes nothing', async () => {
    const before = await t.db.$count(libraryItems);
    const res = await call(t.app, 'POST', '/eLibrary/create', {
      token: member.token,
      body: { title: 'Notes', categoryId: 999_999 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.chooseCategory);
    expect(res.body.errorMessages).toEqual([{ path: 'categoryId', message: MSG.chooseCategory }]);
    expect(await t.db.$count(libraryItems)).toBe(before);
  });

  it('answers 401 to a guest', async () => {
    const res = await call(t.app, 'POST', '/eLibrary/create', { body: { title: 'Notes', categoryId: notes.id } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });
});

describe('visibility', () => {
  let approved: typeof libraryItems.$inferSelect;
  let pending: typeof libraryItems.$inferSelect;
  let rejected: typeof libraryItems.$inferSelect;

  beforeAll(async () => {
    [approved, pending, rejected] = await insertItems([
      { title: 'Visibility Approved', status: 'APPROVED', categoryId: books.id },
      { title: 'Visibility Pending', status: 'PENDING', categoryId: books.id },
      { title: 'Visibility Rejected', status: 'REJECTED', categoryId: books.id },
    ]);
  });

  it.each(['PENDING', 'REJECTED', 'APPROVED', undefined])(
    'members see only APPROVED items when asking for status=%s',
    async (status) => {
      const { rows } = await listAs(member, { status, searchTerm: 'Visibility', limit: 100 });
      expect(rows.every((r) => r.status === 'APPROVED')).toBe(true);
      expect(rows.map((r) => r.title)).toEqual(status === 'APPROVED' || !status ? ['Visibility Approved'] : []);
    },
  );

  it('managers see every status and can filter by it', async () => {
    const all = await listAs(mentor, { searchTerm: 'Visibility', sortBy: 'title', sortOrder: 'asc' });
    expect(all.rows.map((r) => r.status)).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
    const onlyPending = await listAs(mentor, { searchTerm: 'Visibility', status: 'PENDING' });
    expect(onlyPending.rows.map((r) => r.title)).toEqual(['Visibility Pending']);
    expect(onlyPending.meta).toEqual({ page: 1, limit: 10, total: 1 });
  });

  it('GET /eLibrary/:id answers 404 to a member for PENDING and REJECTED items, and the item to a manager', async () => {
    for (const hidden of [pending, rejected]) {
      const res = await call(t.app, 'GET', `/eLibrary/${hidden.id}`, { token: member.token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'E-Library item not found' });
      const asManager = await call(t.app, 'GET', `/eLibrary/${hidden.id}`, { token: mentor.token });
      expect(asManager.status).toBe(200);
      expect(asManager.body.data).toMatchObject({ id: hidden.id, status: hidden.status });
    }
    const shown = await call(t.app, 'GET', `/eLibrary/${approved.id}`, { token: member.token });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      id: approved.id,
      title: 'Visibility Approved',
      category: { name: 'Textbooks' },
    });
  });

  it('GET /eLibrary/:id answers 404 for a missing id and 400 for a malformed one', async () => {
    expect((await call(t.app, 'GET', '/eLibrary/987654', { token: member.token })).status).toBe(404);
    const bad = await call(t.app, 'GET', '/eLibrary/abc', { token: member.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('reads need a session: 401 for guests', async () => {
    for (const url of ['/eLibrary/table', `/eLibrary/${approved.id}`, '/eLibrary/category/table']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MSG.notSignedIn);
    }
  });
});

describe('GET /eLibrary/table sorting, search and filters', () => {
  beforeAll(async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 10));
    await insertItems([
      { title: 'sorty banana', createdAt: day(3) },
      { title: 'Sorty Apple', createdAt: day(1) },
      { title: 'Sorty cherry', createdAt: day(2), categoryId: books.id },
      { title: 'Sorty 100% Pass_Guide', createdAt: day(4) },
      { title: 'Sorty 100 Pass Guide', createdAt: day(5) },
    ]);
  });

  it('sorts by title ascending and descending, ignoring case', async () => {
    const asc = await listAs(member, { searchTerm: 'sorty', sortBy: 'title', sortOrder: 'asc' });
    expect(asc.rows.map((r) => r.title)).toEqual([
      'Sorty 100 Pass Guide',
      'Sorty 100% Pass_Guide',
      'Sorty Apple',
      'sorty banana',
      'Sorty cherry',
    ]);
    const desc = await listAs(member, { searchTerm: 'sorty', sortBy: 'title', sortOrder: 'desc' });
    expect(desc.rows.map((r) => r.title)).toEqual([...asc.rows.map((r) => r.title)].reverse());
  });

  it('sorts by createdAt, newest first by default', async () => {
    const byDefault = await listAs(member, { searchTerm: 'sorty' });
    expect(byDefault.rows.map((r) => r.title)).toEqual([
      'Sorty 100 Pass Guide',
      'Sorty 100% Pass_Guide',
      'sorty banana',
      'Sorty cherry',
      'Sorty Apple',
    ]);
    const oldest = await listAs(member, { searchTerm: 'sorty', sortBy: 'createdAt', sortOrder: 'asc' });
    expect(oldest.rows.map((r) => r.title)).toEqual([...byDefault.rows.map((r) => r.title)].reverse());
  });

  it('matches % and _ in searchTerm literally', async () => {
    expect((await listAs(member, { searchTerm: '100%' })).rows.map((r) => r.title)).toEqual(['Sorty 100% Pass_Guide']);
    expect((await listAs(member, { searchTerm: 'Pass_' })).rows.map((r) => r.title)).toEqual(['Sorty 100% Pass_Guide']);
    expect((await listAs(member, { searchTerm: 'SORTY 100 PASS' })).rows.map((r) => r.title)).toEqual([
      'Sorty 100 Pass Guide',
    ]);
  });

  it('filters by categoryId and by createdAt day, and pages with meta.total', async () => {
    const cherry = await listAs(member, { searchTerm: 'sorty', categoryId: books.id });
    expect(cherry.rows.map((r) => r.title)).toEqual(['Sorty cherry']);
    const day2 = await listAs(member, { searchTerm: 'sorty', createdAt: '2026-01-02' });
    expect(day2.rows.map((r) => r.title)).toEqual(['Sorty cherry']);
    const page2 = await listAs(member, { searchTerm: 'sorty', sortBy: 'title', sortOrder: 'asc', page: 2, limit: 2 });
    expect(page2.rows.map((r) => r.title)).toEqual(['Sorty Apple', 'sorty banana']);
    expect(page2.meta).toEqual({ page: 2, limit: 2, total: 5 });
  });

  it('starts a title-ordered search where its matches begin, and shows a match approved before them at once', async () => {
    // Titles before the matches in both orders: a walk from either end passes them before the first match.
    await insertItems([
      ...Array.from({ length: 30 }, (_, i) => ({ title: `Aardvark filler ${i}` })),
      ...Array.from({ length: 30 }, (_, i) => ({ title: `Zebra filler ${i}` })),
    ]);
    t.app.ctx.changes.bump();
    await listAs(member, { limit: 1 }); // the guard's row of this member is read again after the bump, here
    const statements = async (query: Record<string, string | number>) => {
      const before = t.dbHandle.queries.count;
      const page = await listAs(member, { searchTerm: 'sorty', sortBy: 'title', ...query });
      return { titles: page.rows.map((r) => r.title), statements: t.dbHandle.queries.count - before };
    };
    const first = await statements({ sortOrder: 'asc', limit: 2 });
    expect(first.titles).toEqual(['Sorty 100 Pass Guide', 'Sorty 100% Pass_Guide']);
    // Page 2 reuses where the matches begin and the total: two statements fewer (the page alone, and on
    // PostgreSQL the guard's read, decision 014); a category and the other order still find their matches
    const second = await statements({ sortOrder: 'asc', limit: 2, page: 2 });
    expect(second.titles).toEqual(['Sorty Apple', 'sorty banana']);
    expect(second.statements).toBe(first.statements - 2);
    expect((await statements({ sortOrder: 'asc', categoryId: books.id })).titles).toEqual(['Sorty cherry']);
    expect((await statements({ sortOrder: 'desc', limit: 2 })).titles).toEqual(['Sorty cherry', 'sorty banana']);

    const author = await createUser(t, { role: 'MEMBER', fullName: 'Primer Author' });
    const created = await call(t.app, 'POST', '/eLibrary/create', {
      token: author.token,
      body: { title: 'A sorty primer', categoryId: notes.id, images: [img(3)] },
    });
    expect(created.status).toBe(201);
    const pending = await statements({ sortOrder: 'asc', limit: 2 });
    expect(pending.titles).toEqual(['Sorty 100 Pass Guide', 'Sorty 100% Pass_Guide']); // not approved yet
    const approved = await call(t.app, 'PATCH', '/eLibrary/update', {
      token: mentor.token,
      body: { id: (created.body.data as TLibraryItem).id, status: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    expect((await statements({ sortOrder: 'asc', limit: 2 })).titles).toEqual([
      'A sorty primer',
      'Sorty 100 Pass Guide',
    ]);
    expect((await statements({ sortOrder: 'desc', limit: 10 })).titles.at(-1)).toBe('A sorty primer');
  });

  it.each([
    [{ sortBy: 'authorId' }, 'sortBy must be one of: title, createdAt'],
    [{ sortOrder: 'up' }, 'sortOrder must be asc or desc'],
    [{ status: 'DELETED' }, 'status must be one of: PENDING, APPROVED, REJECTED'],
    [{ limit: 0 }, 'limit must be between 1 and 1000'],
    [{ page: 0 }, 'page must be 1 or more'],
  ])('refuses %j with 400', async (query, message) => {
    const res = await call(t.app, 'GET', '/eLibrary/table', { token: member.token, query });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('issues the same number of SQL statements for limit=1 and limit=50', async () => {
    await insertItems(
      Array.from({ length: 60 }, (_, i) => ({
        title: `Bulk ${i}`,
        authorId: byRole.get(ALL_ROLES[i % ALL_ROLES.length])?.id,
      })),
    );
    const countFor = async (limit: number) => {
      t.app.ctx.changes.bump(); // a cold cache: count what the query path costs
      const before = t.dbHandle.queries.count;
      const { rows } = await listAs(member, { limit });
      expect(rows).toHaveLength(limit);
      return t.dbHandle.queries.count - before;
    };
    const one = await countFor(1);
    expect(await countFor(50)).toBe(one);
  });
});

describe('PATCH /eLibrary/update', () => {
  let item: typeof libraryItems.$inferSelect;
  beforeAll(async () => {
    [item] = await insertItems([{ title: 'Review Me', status: 'PENDING', authorId: member.id }]);
  });

  it('lets a manager approve, edit fields and drops id-like extras; the author is notified', async () => {
    const res = await call(t.app, 'PATCH', '/eLibrary/update', {
      token: mentor.token,
      body: {
        id: item.id,
        status: 'APPROVED',
        title: 'Reviewed Notes',
        images: [img(7), img(8)],
        externalLink: 'http://example.com/file.pdf',
        author: { id: admin.id },
        authorId: admin.id,
        category: { name: 'hack' },
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.eLibraryItemUpdated,
      data: {
        id: item.id,
        status: 'APPROVED',
        title: 'Reviewed Notes',
        authorId: member.id,
        description: `${img(7)},${img(8)}`,
        category: { name: 'Lecture Notes' },
      },
    });
    expect((res.body.data as TLibraryItem).createdAt).toBe(item.createdAt.toISOString());
    const inbox = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.category, 'LIBRARY_REVIEWED')));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ url: '/course' });
    expect(inbox[0].body).toContain('Reviewed Notes');
    const visible = await call(t.app, 'GET', `/eLibrary/${item.id}`, { token: member.token });
    expect(visible.status).toBe(200);
  });

  it('rejecting notifies the author; clearing externalLink with an empty string stores null', async () => {
    const res = await call(t.app, 'PATCH', '/eLibrary/update', {
      token: admin.token,
      body: { id: item.id, status: 'REJECTED', externalLink: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'REJECTED', externalLink: null });
    const inbox = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(inbox.map((n) => n.title)).toContain('Your resource was not approved');
    expect((await call(t.app, 'GET', `/eLibrary/${item.id}`, { token: member.token })).status).toBe(404);
  });

  it('sets a gallery given as description and moves the item to another category', async () => {
    const res = await call(t.app, 'PATCH', '/eLibrary/update', {
      token: admin.token,
      body: { id: item.id, description: `${img(9)}`, categoryId: books.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ images: [img(9)], categoryId: books.id, category: { name: 'Textbooks' } });
  });

  it.each([
    [{ id: 1, status: 'ARCHIVED' }, 'Status must be one of: PENDING, APPROVED, REJECTED'],
    [{ id: 1, title: '' }, 'Please fill out the Title field.'],
    [{ id: 1, externalLink: 'javascript:alert(document.cookie)' }, 'External Link must start with http:// or https://'],
    [{ status: 'APPROVED' }, 'Please fill out the Id field.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call(t.app, 'PATCH', '/eLibrary/update', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for a missing item and 400 for a missing category', async () => {
    expect(
      (await call(t.app, 'PATCH', '/eLibrary/update', { token: admin.token, body: { id: 987654, title: 'x' } })).status,
    ).toBe(404);
    const res = await call(t.app, 'PATCH', '/eLibrary/update', {
      token: admin.token,
      body: { id: item.id, categoryId: 987654 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.chooseCategory);
  });
});

describe('capabilities on manager routes', () => {
  const managerRoutes: [string, 'GET' | 'POST' | 'PATCH', string, unknown][] = [
    ['update', 'PATCH', '/eLibrary/update', { id: 1, status: 'APPROVED' }],
    ['summary', 'GET', '/eLibrary/summary', undefined],
    ['category create', 'POST', '/eLibrary/category/create', { name: 'Forbidden', coverPic: img(1) }],
    ['category update', 'PATCH', '/eLibrary/category/update', { id: 1, name: 'Forbidden' }],
  ];

  it.each(managerRoutes)('%s answers 401 to a guest', async (_name, method, url, body) => {
    const res = await call(t.app, method, url, { body });
    expect(res.status).toBe(401);
  });

  it.each(ALL_ROLES.filter((r) => !(CAPABILITIES.manageLibrary as readonly Role[]).includes(r)))(
    '%s gets 403 on every manager route',
    async (role) => {
      for (const [, method, url, body] of managerRoutes) {
        const res = await call(t.app, method, url, { token: byRole.get(role)?.token, body });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: MSG.forbidden });
      }
    },
  );

  it.each(CAPABILITIES.manageLibrary)('%s may read the summary', async (role) => {
    const res = await call(t.app, 'GET', '/eLibrary/summary', { token: byRole.get(role)?.token });
    expect(res.status).toBe(200);
  });

  it.each(ALL_ROLES)('%s may upload a resource', async (role) => {
    const res = await call(t.app, 'POST', '/eLibrary/create', {
      token: byRole.get(role)?.token,
      body: { title: `By ${role}`, categoryId: notes.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'PENDING', authorId: byRole.get(role)?.id });
  });
});

describe('GET /eLibrary/summary', () => {
  it('counts items by status and by category, matching the table totals', async () => {
    const res = await call(t.app, 'GET', '/eLibrary/summary', { token: admin.token });
    expect(res.status).toBe(200);
    const summary = res.body.data as TLibrarySummary;
    for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const) {
      const { meta } = await listAs(admin, { status, limit: 1 });
      expect(summary.byStatus[status]).toBe(meta?.total);
    }
    expect(summary.total).toBe(await t.db.$count(libraryItems));
    const textbooks = summary.byCategory.find((c) => c.id === books.id);
    expect(textbooks).toMatchObject({
      name: 'Textbooks',
      total: await t.db.$count(libraryItems, eq(libraryItems.categoryId, books.id)),
    });
    expect(summary.byCategory.reduce((s, c) => s + c.total, 0)).toBe(summary.total);
  });
});

describe('categories', () => {
  it('creates a category with name and cover', async () => {
    const res = await call(t.app, 'POST', '/eLibrary/category/create', {
      token: mentor.token,
      body: { name: 'Question Banks', coverPic: img(1) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: MSG.categoryAdded, data: { name: 'Question Banks', coverPic: img(1) } });
  });

  it.each([
    [{ coverPic: img(1) }, 'Please fill out the Name field.'],
    [{ name: 'Career Guides' }, 'Please fill out the Cover Picture field.'],
    [{ name: 'Career Guides', coverPic: 'javascript:alert(1)' }, 'Cover Picture must be an image uploaded to this app'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call(t.app, 'POST', '/eLibrary/category/create', { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a duplicate name (any case) with 409', async () => {
    const res = await call(t.app, 'POST', '/eLibrary/category/create', {
      token: admin.token,
      body: { name: 'lecture notes', coverPic: img(1) },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.categoryTaken);
  });

  it('updates a category and refuses renaming onto another one', async () => {
    const res = await call(t.app, 'PATCH', '/eLibrary/category/update', {
      token: admin.token,
      body: { id: books.id, coverPic: img(3) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: MSG.categoryUpdated,
      data: { id: books.id, name: 'Textbooks', coverPic: img(3) },
    });
    const clash = await call(t.app, 'PATCH', '/eLibrary/category/update', {
      token: admin.token,
      body: { id: books.id, name: 'Lecture Notes' },
    });
    expect(clash.status).toBe(409);
    const missing = await call(t.app, 'PATCH', '/eLibrary/category/update', {
      token: admin.token,
      body: { id: 987654, name: 'X' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('E-Library category not found');
  });

  it('lists categories by name with page and limit for any signed-in user', async () => {
    const res = await call(t.app, 'GET', '/eLibrary/category/table', {
      token: member.token,
      query: { page: 1, limit: 2 },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as { name: string }[]).map((c) => c.name)).toEqual(['Lecture Notes', 'Question Banks']);
    expect(res.body.meta).toEqual({ page: 1, limit: 2, total: 3 });
  });
});

describe('OpenAPI', () => {
  it('documents the E-Library routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/eLibrary/create', '/api/v1/eLibrary/table', '/api/v1/eLibrary/{id}']),
    );
  });
});

describe("E-Library notices in the recipient's language (decision 030)", () => {
  it('tells an author who chose Bangla of the approval in Bangla, an English author in English', async () => {
    const bangla = await createUser(t, { role: 'MEMBER', language: 'bn' });
    const english = await createUser(t, { role: 'MEMBER', language: 'en' });
    const [first, second] = await insertItems([
      { title: 'Thermodynamics Notes', status: 'PENDING', authorId: bangla.id },
      { title: 'Circuit Notes', status: 'PENDING', authorId: english.id },
    ]);
    for (const id of [first.id, second.id]) {
      const res = await call(t.app, 'PATCH', '/eLibrary/update', {
        token: mentor.token,
        body: { id, status: 'APPROVED' },
      });
      expect(res.status).toBe(200);
    }
    const inboxOf = (userId: number) =>
      t.db
        .select({ title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.category, 'LIBRARY_REVIEWED')));
    expect(await inboxOf(bangla.id)).toEqual([
      {
        title: 'আপনার রিসোর্স ই-লাইব্রেরিতে যোগ হয়েছে',
        body: '"Thermodynamics Notes" অনুমোদিত হয়েছে, এখন সবাই দেখতে পাচ্ছেন।',
      },
    ]);
    expect(await inboxOf(english.id)).toEqual([
      {
        title: 'Your resource is in the E-Library',
        body: '"Circuit Notes" was approved and is now visible to everyone.',
      },
    ]);
  });
});
