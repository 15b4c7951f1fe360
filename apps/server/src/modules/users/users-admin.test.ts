import type { Role } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designations, institutions, teams, users } from '../../db/schema/index';
import {
  ALL_ROLES,
  call,
  createDirectory,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers';

let t: TestApp;
let admin: TestUser;
let dir: Awaited<ReturnType<typeof createDirectory>>;
let designationId: number;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN', fullName: 'Admin Person' });
  dir = await createDirectory(t, { openWindow: false });
  [{ id: designationId }] = await t.db.insert(designations).values({ name: 'General Secretary' }).returning();
  [{ id: teamId }] = await t.db.insert(teams).values({ name: 'Media Team' }).returning();
});
afterAll(() => t.close());

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Rafiq Hasan',
    contactNo: '01812345678',
    email: `rafiq.${Math.random().toString(36).slice(2, 8)}@gmail.com`,
    profilePic: 'https://example.com/rafiq.png',
    studyAt: 'UNIVERSITY',
    instituteId: dir.institution.id,
    departmentId: dir.uniDept.id,
    session: '2021-22',
    ...overrides,
  };
}

async function userCount() {
  const [row] = await t.db.select({ n: count() }).from(users);
  return row.n;
}

const NON_ADMIN_ROLES = ALL_ROLES.filter((r) => r !== 'ADMIN');

describe('POST /user/create', () => {
  it('creates an ACTIVE user and answers 201 with the full record and the SPEC toast text', async () => {
    const body = newUser({
      designationId,
      teamId,
      coverPic: '/uploads/cover.webp',
      link: 'https://fb.com/rafiq',
      role: 'MENTOR',
    });
    const res = await call(t.app, 'POST', '/user/create', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: MSG.userPosted });
    expect(res.body.data).toMatchObject({
      fullName: 'Rafiq Hasan',
      email: body.email,
      contactNo: '01812345678',
      role: 'MENTOR',
      status: 'ACTIVE',
      studyAt: 'UNIVERSITY',
      session: '2021-22',
      coverPic: '/uploads/cover.webp',
      instituteName: { name: dir.institution.name },
      deptName: { name: dir.uniDept.name },
      designation: { name: 'General Secretary' },
      team: { name: 'Media Team' },
    });
    expect(res.body.data).not.toHaveProperty('gmailPic');
    expect(typeof (res.body.data as { id: number }).id).toBe('number');
  });

  it('keeps the status and role the admin chose', async () => {
    const res = await call(t.app, 'POST', '/user/create', {
      token: admin.token,
      body: newUser({ status: 'PENDING', role: 'BUS' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'PENDING', role: 'BUS' });
  });

  it.each([
    ['fullName', '', 'Please fill out the Full Name field.'],
    ['fullName', undefined, 'Please fill out the Full Name field.'],
    ['contactNo', '0171234', MSG.invalidContactNo],
    ['contactNo', undefined, 'Please fill out the Contact Number field.'],
    ['email', 'not-an-email', 'Please fill out the Email field.'],
    ['email', undefined, 'Please fill out the Email field.'],
    ['profilePic', '', 'Please fill out the Profile Picture field.'],
    ['profilePic', 'javascript:alert(1)', 'Profile Picture must be an image uploaded to this app'],
    ['studyAt', 'SCHOOL', 'Please fill out the Study At field.'],
    ['instituteId', undefined, 'Please fill out the Institute field.'],
    ['departmentId', 'abc', 'Please fill out the Department field.'],
    ['session', ' ', 'Please fill out the Session field.'],
  ])('refuses %s = %j with 400 "%s" and writes nothing', async (field, value, message) => {
    const before = await userCount();
    const res = await call(t.app, 'POST', '/user/create', { token: admin.token, body: newUser({ [field]: value }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['instituteId', 'Please choose an institution from the list'],
    ['departmentId', 'Please choose a department from the list'],
    ['designationId', 'Please choose a designation from the list'],
    ['teamId', 'Please choose a team from the list'],
  ])('refuses an unknown %s with 400 and writes nothing', async (field, message) => {
    const before = await userCount();
    const res = await call(t.app, 'POST', '/user/create', { token: admin.token, body: newUser({ [field]: 999_999 }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate email (any letter case) with 409', async () => {
    const body = newUser({ email: 'dupe@gmail.com' });
    expect((await call(t.app, 'POST', '/user/create', { token: admin.token, body })).status).toBe(201);
    const again = await call(t.app, 'POST', '/user/create', {
      token: admin.token,
      body: { ...body, email: 'DUPE@Gmail.com' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: MSG.emailTaken });
  });

  it('ignores keys that are not part of the form (no mass assignment)', async () => {
    const res = await call(t.app, 'POST', '/user/create', {
      token: admin.token,
      body: { ...newUser(), id: 424242, gmailPic: 'https://evil.example/x.png', createdAt: '2000-01-01' },
    });
    expect(res.status).toBe(201);
    const data = res.body.data as { id: number; createdAt: string };
    expect(data.id).not.toBe(424242);
    expect(data.createdAt.startsWith('2000')).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, data.id));
    expect(row.gmailPic).toBeNull();
  });

  it('shows a new mentor on Home at once, although Home is cached', async () => {
    await call(t.app, 'GET', '/user/home');
    const res = await call(t.app, 'POST', '/user/create', { token: admin.token, body: newUser({ role: 'MENTOR' }) });
    const home = await call(t.app, 'GET', '/user/home');
    expect((home.body.data as { mentors: { id: number }[] }).mentors.map((m) => m.id)).toContain(
      (res.body.data as { id: number }).id,
    );
  });

  it('answers 401 to a guest', async () => {
    const res = await call(t.app, 'POST', '/user/create', { body: newUser() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });

  it.each(NON_ADMIN_ROLES)('answers 403 to a %s and writes nothing', async (role) => {
    const user = await createUser(t, { role });
    const before = await userCount();
    const res = await call(t.app, 'POST', '/user/create', { token: user.token, body: newUser() });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbidden);
    expect(await userCount()).toBe(before);
  });
});

describe('PATCH /user/update/:id', () => {
  it("changes a user's role and answers with the record and 'User Updated'", async () => {
    const user = await createUser(t, { role: 'MEMBER' });
    const res = await call(t.app, 'PATCH', `/user/update/${user.id}`, {
      token: admin.token,
      body: { role: 'TEAM_HEAD' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: MSG.userUpdated,
      data: { id: user.id, role: 'TEAM_HEAD' },
    });
    const details = await call(t.app, 'GET', `/user/details/${user.id}`, { token: admin.token });
    expect(details.body.data).toMatchObject({ role: 'TEAM_HEAD' });
  });

  it('takes the demoted role away at once (the guard reads the current role)', async () => {
    const other = await createUser(t, { role: 'ADMIN' });
    await call(t.app, 'PATCH', `/user/update/${other.id}`, { token: admin.token, body: { role: 'MEMBER' } });
    const res = await call(t.app, 'GET', '/user/table', { token: other.token });
    expect(res.status).toBe(403);
  });

  it('updates directory links and clears optional ones with null', async () => {
    const user = await createUser(t, { designationId, teamId });
    const res = await call(t.app, 'PATCH', `/user/update/${user.id}`, {
      token: admin.token,
      body: { instituteId: dir.institution.id, departmentId: dir.collegeDept.id, designationId: null, teamId: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      instituteName: { name: dir.institution.name },
      deptName: { name: dir.collegeDept.name },
      designation: null,
      team: null,
    });
  });

  it('drops gmailPic from the payload', async () => {
    const user = await createUser(t, { gmailPic: 'https://lh3.googleusercontent.com/original' });
    const res = await call(t.app, 'PATCH', `/user/update/${user.id}`, {
      token: admin.token,
      body: { gmailPic: 'https://evil.example/x.png', fullName: 'Renamed' },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.gmailPic).toBe('https://lh3.googleusercontent.com/original');
    expect(row.fullName).toBe('Renamed');
  });

  it.each([
    ['instituteId', 'Please choose an institution from the list'],
    ['departmentId', 'Please choose a department from the list'],
    ['designationId', 'Please choose a designation from the list'],
    ['teamId', 'Please choose a team from the list'],
  ])('refuses an unknown %s with 400 and changes nothing', async (field, message) => {
    const user = await createUser(t, { fullName: 'Unchanged' });
    const res = await call(t.app, 'PATCH', `/user/update/${user.id}`, {
      token: admin.token,
      body: { fullName: 'Changed', [field]: 888_888 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.fullName).toBe('Unchanged');
  });

  it.each([
    ['fullName', '', 'Please fill out the Full Name field.'],
    ['contactNo', '02123', MSG.invalidContactNo],
    [
      'role',
      'KING',
      'Invalid option: expected one of "ADMIN"|"MENTOR"|"TOP_TEN"|"TEAM_HEAD"|"CITIZEN"|"MEMBER"|"BUS"|"PRAYER"|"DEVELOPER"',
    ],
  ])('refuses %s = %j with 400', async (field, value, message) => {
    const user = await createUser(t);
    const res = await call(t.app, 'PATCH', `/user/update/${user.id}`, { token: admin.token, body: { [field]: value } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses another user's email with 409", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await call(t.app, 'PATCH', `/user/update/${b.id}`, {
      token: admin.token,
      body: { email: a.email.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.emailTaken);
  });

  it('accepts the user keeping their own email', async () => {
    const a = await createUser(t);
    const res = await call(t.app, 'PATCH', `/user/update/${a.id}`, { token: admin.token, body: { email: a.email } });
    expect(res.status).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await call(t.app, 'PATCH', '/user/update/987654', { token: admin.token, body: { fullName: 'X' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: MSG.notFound('User') });
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await call(t.app, 'PATCH', '/user/update/abc', { token: admin.token, body: { fullName: 'X' } });
    expect(res.status).toBe(400);
  });

  it.each([[{ role: 'MEMBER' }], [{ status: 'REJECTED' }], [{ status: 'RESIGNED' }]])(
    'refuses an admin demoting or disabling themself (%j) with 409',
    async (body) => {
      const self = await createUser(t, { role: 'ADMIN' });
      const res = await call(t.app, 'PATCH', `/user/update/${self.id}`, { token: self.token, body });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MSG.cannotDemoteSelf);
      const [row] = await t.db.select().from(users).where(eq(users.id, self.id));
      expect(row).toMatchObject({ role: 'ADMIN', status: 'ACTIVE' });
    },
  );

  it('shows a promoted mentor on Home at once, although Home is cached', async () => {
    const user = await createUser(t);
    const mentorIds = async () =>
      ((await call(t.app, 'GET', '/user/home')).body.data as { mentors: { id: number }[] }).mentors.map((m) => m.id);
    expect(await mentorIds()).not.toContain(user.id);
    await call(t.app, 'PATCH', `/user/update/${user.id}`, { token: admin.token, body: { role: 'MENTOR' } });
    expect(await mentorIds()).toContain(user.id);
  });

  it('answers 401 to a guest', async () => {
    const res = await call(t.app, 'PATCH', `/user/update/${admin.id}`, { body: { fullName: 'X' } });
    expect(res.status).toBe(401);
  });

  it.each(NON_ADMIN_ROLES)('answers 403 to a %s, even for their own record', async (role) => {
    const user = await createUser(t, { role });
    const res = await call(t.app, 'PATCH', `/user/update/${user.id}`, { token: user.token, body: { role: 'ADMIN' } });
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.role).toBe(role);
  });
});

describe('GET /user/table', () => {
  let table: TestApp;
  let boss: TestUser;
  let tableDir: Awaited<ReturnType<typeof createDirectory>>;

  type Row = { id: number; fullName: string; email: string; role: Role; status: string; session: string | null };
  const rowsOf = (res: { body: { data: unknown } }) => res.body.data as Row[];

  beforeAll(async () => {
    table = await createTestApp();
    boss = await createUser(table, { role: 'ADMIN', fullName: 'Boss', email: 'boss@campus.test', session: '2018-19' });
    const d = await createDirectory(table, { openWindow: false });
    tableDir = d;
    const [inst2] = await table.db
      .insert(institutions)
      .values({ name: 'Mymensingh Girls College', type: 'COLLEGE' })
      .returning();
    const [desig] = await table.db.insert(designations).values({ name: 'Treasurer' }).returning();
    const people: Array<Partial<typeof users.$inferInsert>> = [
      {
        fullName: 'Ayesha Siddiqua',
        email: 'ayesha@gmail.com',
        contactNo: '01711111111',
        role: 'MENTOR',
        session: '2020-21',
        instituteId: d.institution.id,
        departmentId: d.uniDept.id,
        designationId: desig.id,
      },
      {
        fullName: 'Babul Mia',
        email: 'babul@gmail.com',
        contactNo: '01822222222',
        role: 'MEMBER',
        status: 'PENDING',
        session: '2021-22',
        instituteId: inst2.id,
        departmentId: d.collegeDept.id,
      },
      {
        fullName: '100% Sure',
        email: 'percent@gmail.com',
        contactNo: '01933333333',
        role: 'MEMBER',
        session: '2021-22',
      },
      {
        fullName: 'under_score',
        email: 'under@gmail.com',
        contactNo: '01644444444',
        role: 'CITIZEN',
        session: '2022-23',
      },
      {
        fullName: 'O\'Brien "Quote"',
        email: 'obrien@gmail.com',
        contactNo: '01555555555',
        role: 'BUS',
        session: '2022-23',
      },
      {
        fullName: 'Plain Hundred Sure',
        email: 'plain@gmail.com',
        contactNo: '01766666666',
        role: 'MEMBER',
        session: '2023-24',
      },
    ];
    for (const p of people) await createUser(table, p);
    await table.db
      .update(users)
      .set({ createdAt: new Date('2024-03-05T10:00:00Z') })
      .where(eq(users.email, 'ayesha@gmail.com'));
  });
  afterAll(() => table.close());

  const get = (query: Record<string, string | number>, token = boss.token) =>
    call(table.app, 'GET', '/user/table', { token, query });

  it('answers data and meta.total, newest first by default', async () => {
    const res = await get({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, meta: { page: 1, limit: 10, total: 7 } });
    const rows = rowsOf(res);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ email: 'plain@gmail.com' });
    expect(rows[rows.length - 1]).toMatchObject({ email: 'ayesha@gmail.com' });
    expect(rows[0]).toHaveProperty('instituteName');
    expect(rows[0]).not.toHaveProperty('gmailPic');
  });

  it('paginates with page and limit', async () => {
    const p1 = await get({ limit: 3, page: 1, sortBy: 'fullName', sortOrder: 'asc' });
    const p3 = await get({ limit: 3, page: 3, sortBy: 'fullName', sortOrder: 'asc' });
    expect(p1.body.meta).toEqual({ page: 1, limit: 3, total: 7 });
    expect(rowsOf(p1).map((r) => r.fullName)).toEqual(['100% Sure', 'Ayesha Siddiqua', 'Babul Mia']);
    expect(rowsOf(p3).map((r) => r.fullName)).toEqual(['under_score']);
    const beyond = await get({ limit: 3, page: 9 });
    expect(rowsOf(beyond)).toEqual([]);
    expect(beyond.body.meta?.total).toBe(7);
  });

  it.each([
    [{ searchTerm: 'ayesha' }, ['ayesha@gmail.com']],
    [{ searchTerm: 'BABUL@' }, ['babul@gmail.com']],
    [{ searchTerm: '0193333' }, ['percent@gmail.com']],
    [{ searchTerm: '%' }, ['percent@gmail.com']],
    [{ searchTerm: '100%' }, ['percent@gmail.com']],
    [{ searchTerm: '_' }, ['under@gmail.com']],
    [{ searchTerm: "o'brien" }, ['obrien@gmail.com']],
    [{ searchTerm: '"Quote"' }, ['obrien@gmail.com']],
    [{ searchTerm: '\\' }, []],
    [{ role: 'MEMBER' }, ['plain@gmail.com', 'percent@gmail.com', 'babul@gmail.com']],
    [{ status: 'PENDING' }, ['babul@gmail.com']],
    [{ session: '2022-23' }, ['obrien@gmail.com', 'under@gmail.com']],
    [{ instituteName: 'girls COLLEGE' }, ['babul@gmail.com']],
    [{ deptName: 'cse' }, ['ayesha@gmail.com']],
    [{ deptName: '%' }, []],
    [{ createdAt: '2024-03-05' }, ['ayesha@gmail.com']],
    [{ role: 'MEMBER', searchTerm: 'sure' }, ['plain@gmail.com', 'percent@gmail.com']],
  ])('filters by %j', async (query, emails) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    expect(rowsOf(res).map((r) => r.email)).toEqual(emails);
    expect(res.body.meta?.total).toBe(emails.length);
  });

  it('filters by designationId and by the day a user was last updated', async () => {
    const [desig] = await table.db.select().from(designations);
    expect(rowsOf(await get({ designationId: desig.id })).map((r) => r.email)).toEqual(['ayesha@gmail.com']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get({ updatedAt: today })).body.meta?.total).toBe(7);
    expect((await get({ updatedAt: '2001-01-01' })).body.meta?.total).toBe(0);
  });

  it('sorts by a whitelisted field in either order', async () => {
    const asc = rowsOf(await get({ sortBy: 'session', sortOrder: 'asc', limit: 2 }));
    expect(asc.map((r) => r.session)).toEqual(['2018-19', '2020-21']);
    const desc = rowsOf(await get({ sortBy: 'fullName', sortOrder: 'desc', limit: 1 }));
    expect(desc[0].fullName).toBe('under_score');
  });

  it.each([
    [{ sortBy: 'password' }, 'sortBy must be one of: createdAt, updatedAt, fullName, session, role, status'],
    [{ sortOrder: 'sideways' }, 'sortOrder must be asc or desc'],
    [{ page: 0 }, 'page must be 1 or more'],
    [{ limit: 5000 }, 'limit must be between 1 and 1000'],
    [{ createdAt: 'yesterday-ish' }, 'createdAt must be a date like 2026-11-22'],
    [{ updatedAt: 'soon' }, 'updatedAt must be a date like 2026-11-22'],
  ])('refuses %j with 400', async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses an unknown role filter with 400', async () => {
    expect((await get({ role: 'KING' })).status).toBe(400);
  });

  it('answers 401 to a guest', async () => {
    const res = await call(table.app, 'GET', '/user/table');
    expect(res.status).toBe(401);
  });

  it.each(NON_ADMIN_ROLES)('answers 403 to a %s', async (role) => {
    const user = await createUser(table, { role });
    const res = await get({}, user.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbidden);
  });

  it('counts a filter once and reuses it on every page, until a member is added', async () => {
    const statements = async (query: Record<string, string | number>) => {
      const before = table.dbHandle.queries.count;
      const res = await get(query);
      expect(res.status).toBe(200);
      return { total: res.body.meta?.total, statements: table.dbHandle.queries.count - before };
    };
    await statements({ role: 'MENTOR', limit: 1 }); // the guard's row of this admin is cached from here on
    const first = await statements({ role: 'MEMBER', limit: 1 });
    const second = await statements({ role: 'MEMBER', limit: 1, page: 2 });
    expect(second.total).toBe(first.total);
    expect(second.statements).toBe(first.statements - 1); // the page alone: the total was counted once
    const added = await call(table.app, 'POST', '/user/create', {
      token: boss.token,
      body: newUser({
        fullName: 'Counted At Once',
        role: 'MEMBER',
        instituteId: tableDir.institution.id,
        departmentId: tableDir.uniDept.id,
      }),
    });
    expect(added.body.message).toBe(MSG.userPosted);
    expect(added.status).toBe(201);
    const after = await statements({ role: 'MEMBER', limit: 1, page: 2 });
    expect(after.total).toBe((first.total ?? 0) + 1);
    // counted again; on PGlite the guard reads the admin's row again too, since a person changed (on
    // PostgreSQL it reads it on every request, decision 014)
    expect(after.statements).toBe(first.statements + (table.dbHandle.driver === 'pg' ? 0 : 1));
  });
});

describe('GET /user/table with 20,000 users', () => {
  let big: TestApp;
  let boss: TestUser;
  const TOTAL = 20_000;
  const ROLES_CYCLE: Role[] = ['MEMBER', 'CITIZEN', 'MENTOR', 'MEMBER', 'BUS'];

  beforeAll(async () => {
    big = await createTestApp();
    boss = await createUser(big, { role: 'ADMIN', email: 'boss@campus.test' });
    const d = await createDirectory(big, { openWindow: false });
    const BATCH = 5_000;
    for (let start = 0; start < TOTAL; start += BATCH) {
      const rows = Array.from({ length: BATCH }, (_, i) => {
        const n = start + i;
        return {
          fullName: `Member ${n} ${n % 10 === 0 ? 'Karim' : 'Rahman'}`,
          email: `member${n}@bulk.test`,
          contactNo: `017${String(n).padStart(8, '0')}`,
          role: ROLES_CYCLE[n % ROLES_CYCLE.length],
          status: 'ACTIVE' as const,
          session: '2021-22',
          instituteId: d.institution.id,
          departmentId: d.uniDept.id,
        };
      });
      await big.db.insert(users).values(rows);
    }
  }, 120_000);
  afterAll(() => big.close());

  async function statementsFor(query: Record<string, string | number>) {
    big.app.ctx.changes.bump(); // a cold cache: count what the query path costs
    const before = big.dbHandle.queries.count;
    const res = await call(big.app, 'GET', '/user/table', { token: boss.token, query });
    expect(res.status).toBe(200);
    return { statements: big.dbHandle.queries.count - before, res };
  }

  it('answers page 1 filtered by role and searchTerm with the same small number of statements for limit 1 and 50', async () => {
    const one = await statementsFor({ role: 'MEMBER', searchTerm: 'karim', limit: 1 });
    const fifty = await statementsFor({ role: 'MEMBER', searchTerm: 'karim', limit: 50 });
    // n % 10 === 0 → Karim; of those, n % 5 is 0 → MEMBER: every 10th user is a Karim MEMBER.
    expect(one.res.body.meta).toEqual({ page: 1, limit: 1, total: 2_000 });
    expect(fifty.res.body.meta).toEqual({ page: 1, limit: 50, total: 2_000 });
    expect((fifty.res.body.data as Array<{ role: string }>).every((r) => r.role === 'MEMBER')).toBe(true);
    expect(fifty.res.body.data as unknown[]).toHaveLength(50);
    // The guard's current-user lookup, the page and the count.
    expect(one.statements).toBe(3);
    expect(fifty.statements).toBe(one.statements);
  });

  it('keeps the statement count constant with name filters and a large page', async () => {
    const small = await statementsFor({ deptName: 'cse', instituteName: 'uni', limit: 1 });
    const large = await statementsFor({ deptName: 'cse', instituteName: 'uni', limit: 1000, page: 3 });
    expect(small.res.body.meta?.total).toBe(TOTAL);
    expect(large.res.body.data as unknown[]).toHaveLength(1000);
    expect(large.statements).toBe(small.statements);
  });
});
