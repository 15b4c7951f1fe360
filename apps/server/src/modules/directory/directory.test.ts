import { MSG } from '@campus/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationWindows } from '../../db/schema/index';
import { ALL_ROLES, call, createTestApp, createUser, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

const NON_ADMIN_ROLES = ALL_ROLES.filter((r) => r !== 'ADMIN');

interface Entity {
  path: 'institution' | 'department' | 'designation' | 'team';
  label: string;
  typed: boolean;
  deletable: boolean;
  userColumn: 'instituteId' | 'departmentId' | 'designationId' | 'teamId';
}

const ENTITIES: Entity[] = [
  { path: 'institution', label: 'Institution', typed: true, deletable: true, userColumn: 'instituteId' },
  { path: 'department', label: 'Department', typed: true, deletable: true, userColumn: 'departmentId' },
  { path: 'designation', label: 'Designation', typed: false, deletable: true, userColumn: 'designationId' },
  { path: 'team', label: 'Team', typed: false, deletable: false, userColumn: 'teamId' },
];

type Row = { id: number; name: string; type?: string; coverPic?: string | null; createdAt: string; updatedAt: string };
let seq = 0;

function bodyFor(e: Entity, overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    name: `${e.label} ${seq}`,
    ...(e.typed ? { type: 'UNIVERSITY' } : {}),
    ...(e.path === 'team' ? { coverPic: 'https://example.com/team.png' } : {}),
    ...overrides,
  };
}

async function create(e: Entity, overrides: Record<string, unknown> = {}): Promise<Row> {
  const res = await call(t.app, 'POST', `/${e.path}/create`, { token: admin.token, body: bodyFor(e, overrides) });
  expect(res.status).toBe(201);
  return res.body.data as Row;
}

describe.each(ENTITIES)('$path', (e) => {
  describe(`POST /${e.path}/create`, () => {
    it(`creates the row and answers 201 with '${e.label} Posted'`, async () => {
      const body = bodyFor(e);
      const res = await call(t.app, 'POST', `/${e.path}/create`, { token: admin.token, body });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: MSG.entityPosted(e.label), data: body });
      const data = res.body.data as Row;
      expect(data.id).toBeGreaterThan(0);
      expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);
      expect(new Date(data.updatedAt).toISOString()).toBe(data.updatedAt);
    });

    it.each([[undefined], [''], ['   '], [42]])(
      "refuses name %j with 'Please fill out the Name field.'",
      async (name) => {
        const res = await call(t.app, 'POST', `/${e.path}/create`, { token: admin.token, body: bodyFor(e, { name }) });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Please fill out the Name field.',
        });
      },
    );

    if (e.typed) {
      it.each([[undefined], ['SCHOOL'], ['']])(
        "refuses type %j with 'Please fill out the Type field.'",
        async (type) => {
          const res = await call(t.app, 'POST', `/${e.path}/create`, {
            token: admin.token,
            body: bodyFor(e, { type }),
          });
          expect(res.status).toBe(400);
          expect(res.body.message).toBe('Please fill out the Type field.');
        },
      );

      it('allows the same name once per type', async () => {
        const name = `Shared name ${++seq}`;
        await create(e, { name, type: 'UNIVERSITY' });
        const college = await create(e, { name, type: 'COLLEGE' });
        expect(college).toMatchObject({ name, type: 'COLLEGE' });
      });
    }

    if (e.path === 'team') {
      it('accepts a team without a cover picture', async () => {
        const res = await call(t.app, 'POST', '/team/create', {
          token: admin.token,
          body: { name: `Bare team ${++seq}` },
        });
        expect(res.status).toBe(201);
        expect(res.body.data).toMatchObject({ coverPic: null });
      });

      it('refuses a cover picture that is not an http(s) link or an upload', async () => {
        const res = await call(t.app, 'POST', '/team/create', {
          token: admin.token,
          body: bodyFor(e, { coverPic: 'javascript:alert(1)' }),
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Cover Picture must be an image uploaded to this app');
      });
    }

    it('refuses a duplicate name (ignoring letter case) with 409 and a clear message', async () => {
      const first = await create(e);
      const res = await call(t.app, 'POST', `/${e.path}/create`, {
        token: admin.token,
        body: bodyFor(e, { name: first.name.toUpperCase() }),
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONFLICT');
      expect(res.body.message).toContain('already exists');
      expect(res.body.message).toContain(first.name.toUpperCase());
    });

    it('answers 401 to a guest', async () => {
      const res = await call(t.app, 'POST', `/${e.path}/create`, { body: bodyFor(e) });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MSG.notSignedIn);
    });

    it.each(NON_ADMIN_ROLES)('answers 403 to a %s and writes nothing', async (role) => {
      const user = await createUser(t, { role });
      const body = bodyFor(e);
      const res = await call(t.app, 'POST', `/${e.path}/create`, { token: user.token, body });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.forbidden);
      const list = await call(t.app, 'GET', `/${e.path}`);
      expect((list.body.data as Row[]).some((r) => r.name === body.name)).toBe(false);
    });

    it('lists the new row at once, although the list is cached', async () => {
      await call(t.app, 'GET', `/${e.path}`);
      const row = await create(e);
      const list = await call(t.app, 'GET', `/${e.path}`);
      expect((list.body.data as Row[]).map((r) => r.id)).toContain(row.id);
    });
  });

  describe(`PATCH /${e.path}/update`, () => {
    it(`renames the row and answers '${e.label} Updated'`, async () => {
      const row = await create(e);
      const res = await call(t.app, 'PATCH', `/${e.path}/update`, {
        token: admin.token,
        body: { id: row.id, name: `${row.name} renamed` },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: MSG.entityUpdated(e.label),
        data: { id: row.id, name: `${row.name} renamed` },
      });
      const got = await call(t.app, 'GET', `/${e.path}/${row.id}`);
      expect(got.body.data).toMatchObject({ name: `${row.name} renamed` });
    });

    it("refuses a missing id with 'Please fill out the Id field.'", async () => {
      const res = await call(t.app, 'PATCH', `/${e.path}/update`, { token: admin.token, body: { name: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill out the Id field.');
    });

    it("refuses an empty name with 'Please fill out the Name field.'", async () => {
      const row = await create(e);
      const res = await call(t.app, 'PATCH', `/${e.path}/update`, {
        token: admin.token,
        body: { id: row.id, name: ' ' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill out the Name field.');
    });

    it('answers 404 for an id that does not exist', async () => {
      const res = await call(t.app, 'PATCH', `/${e.path}/update`, {
        token: admin.token,
        body: { id: 999_999, name: 'x' },
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: MSG.notFound(e.label) });
    });

    it("refuses renaming onto another row's name with 409 and leaves the row unchanged", async () => {
      const a = await create(e);
      const b = await create(e);
      const res = await call(t.app, 'PATCH', `/${e.path}/update`, {
        token: admin.token,
        body: { id: b.id, name: a.name },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('already exists');
      const got = await call(t.app, 'GET', `/${e.path}/${b.id}`);
      expect(got.body.data).toMatchObject({ name: b.name });
    });

    it('accepts saving a row under its own name', async () => {
      const a = await create(e);
      const res = await call(t.app, 'PATCH', `/${e.path}/update`, {
        token: admin.token,
        body: { id: a.id, name: a.name },
      });
      expect(res.status).toBe(200);
    });

    it('answers 401 to a guest', async () => {
      const res = await call(t.app, 'PATCH', `/${e.path}/update`, { body: { id: 1, name: 'x' } });
      expect(res.status).toBe(401);
    });

    it.each(NON_ADMIN_ROLES)('answers 403 to a %s and changes nothing', async (role) => {
      const row = await create(e);
      const user = await createUser(t, { role });
      const res = await call(t.app, 'PATCH', `/${e.path}/update`, {
        token: user.token,
        body: { id: row.id, name: 'Hacked' },
      });
      expect(res.status).toBe(403);
      const got = await call(t.app, 'GET', `/${e.path}/${row.id}`);
      expect(got.body.data).toMatchObject({ name: row.name });
    });
  });

  describe(`GET /${e.path} and /${e.path}/:id`, () => {
    it('lists every row for anyone, sorted by name, with meta.total', async () => {
      await create(e, { name: `zz last ${++seq}` });
      await create(e, { name: `AA first ${++seq}` });
      const res = await call(t.app, 'GET', `/${e.path}`);
      expect(res.status).toBe(200);
      const rows = res.body.data as Row[];
      expect(res.body.meta?.total).toBe(rows.length);
      const names = rows.map((r) => r.name);
      expect(names.findIndex((n) => n.startsWith('AA first'))).toBeLessThan(
        names.findIndex((n) => n.startsWith('zz last')),
      );
      const slash = await call(t.app, 'GET', `/${e.path}/`);
      expect(slash.status).toBe(200);
      expect((slash.body.data as Row[]).length).toBe(rows.length);
    });

    if (e.typed) {
      it('filters the list with ?type=', async () => {
        await create(e, { type: 'COLLEGE' });
        const res = await call(t.app, 'GET', `/${e.path}`, { query: { type: 'COLLEGE' } });
        const rows = res.body.data as Row[];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.type === 'COLLEGE')).toBe(true);
        const bad = await call(t.app, 'GET', `/${e.path}`, { query: { type: 'SCHOOL' } });
        expect(bad.status).toBe(400);
      });
    }

    it('answers one row by id, 404 for an unknown id and 400 for a non-numeric id', async () => {
      const row = await create(e);
      const res = await call(t.app, 'GET', `/${e.path}/${row.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: row });
      const missing = await call(t.app, 'GET', `/${e.path}/999999`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(MSG.notFound(e.label));
      expect((await call(t.app, 'GET', `/${e.path}/abc`)).status).toBe(400);
    });

    it('issues the same number of SQL statements for 2 rows and for 30', async () => {
      t.app.ctx.changes.bump(); // a cold cache: count what the query path costs
      const before = t.dbHandle.queries.count;
      await call(t.app, 'GET', `/${e.path}`);
      const few = t.dbHandle.queries.count - before;
      for (let i = 0; i < 28; i++) await create(e);
      t.app.ctx.changes.bump(); // a cold cache: count what the query path costs
      const mid = t.dbHandle.queries.count;
      await call(t.app, 'GET', `/${e.path}`);
      expect(t.dbHandle.queries.count - mid).toBe(few);
    });
  });

  if (e.deletable) {
    describe(`DELETE /${e.path}/:id`, () => {
      it('deletes an unused row', async () => {
        const row = await create(e);
        const res = await call(t.app, 'DELETE', `/${e.path}/${row.id}`, { token: admin.token });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, message: `${e.label} Deleted`, data: { id: row.id } });
        expect((await call(t.app, 'GET', `/${e.path}/${row.id}`)).status).toBe(404);
      });

      it('answers 404 for an id that does not exist', async () => {
        const res = await call(t.app, 'DELETE', `/${e.path}/999999`, { token: admin.token });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(MSG.notFound(e.label));
      });

      it('refuses to delete a row users still refer to with 409 saying so, and keeps it', async () => {
        const row = await create(e);
        await createUser(t, { [e.userColumn]: row.id });
        await createUser(t, { [e.userColumn]: row.id });
        const res = await call(t.app, 'DELETE', `/${e.path}/${row.id}`, { token: admin.token });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 'CONFLICT',
          message: MSG.stillReferenced(e.label.toLowerCase(), '2 users'),
        });
        expect((await call(t.app, 'GET', `/${e.path}/${row.id}`)).status).toBe(200);
      });

      it('answers 401 to a guest', async () => {
        const row = await create(e);
        expect((await call(t.app, 'DELETE', `/${e.path}/${row.id}`)).status).toBe(401);
      });

      it.each(NON_ADMIN_ROLES)('answers 403 to a %s and keeps the row', async (role) => {
        const row = await create(e);
        const user = await createUser(t, { role });
        const res = await call(t.app, 'DELETE', `/${e.path}/${row.id}`, { token: user.token });
        expect(res.status).toBe(403);
        expect((await call(t.app, 'GET', `/${e.path}/${row.id}`)).status).toBe(200);
      });
    });
  } else {
    it('offers no DELETE route', async () => {
      const row = await create(e);
      const res = await call(t.app, 'DELETE', `/${e.path}/${row.id}`, { token: admin.token });
      expect(res.status).toBe(404);
      expect((await call(t.app, 'GET', `/${e.path}/${row.id}`)).status).toBe(200);
    });
  }
});

describe('DELETE /institution/:id with a registration window', () => {
  it('names every kind of row that still uses the institution', async () => {
    const inst = await create(ENTITIES[0]);
    await createUser(t, { instituteId: inst.id });
    await t.db.insert(registrationWindows).values({
      isOpen: false,
      openForId: inst.id,
      imageUrl: 'https://example.com/r.png',
      deadline: new Date(),
    });
    const res = await call(t.app, 'DELETE', `/institution/${inst.id}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.stillReferenced('institution', '1 user and 1 registration window'));
    await t.db.delete(registrationWindows).where(eq(registrationWindows.openForId, inst.id));
  });
});
