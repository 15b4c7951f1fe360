/**
 * The access guard on its own (architecture §5, decisions 003, 014, 017): every API route says who may call it, and
 * each request is answered from the CURRENT row of its caller — 401 with the message that says why, 403 for a role
 * without the capability, a guest on public routes whatever is wrong with the token. A small app with the real
 * guard, database, tokens and change feed, so that the row cache's modes (one process, or PostgreSQL shared with
 * other processes) can both be tried; also the mutation scope of guards.ts (decision 026).
 */
import { MSG } from '@campus/shared/messages';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { registerErrorHandling } from '../http/error-handler';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers';
import { accessGuard, currentUser, type RegisteredRoute } from './guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Writes a user row the way another server process would: straight to the database, nothing told to the caches. */
async function elsewhere(id: number, values: Partial<typeof users.$inferInsert>) {
  await t.db.update(users).set(values).where(eq(users.id, id));
}

/** Writes a user row as an API write of this process does: the `users` area moves. */
async function here(id: number, values: Partial<typeof users.$inferInsert>) {
  await elsewhere(id, values);
  await t.app.ctx.changes.bump(['users']);
}

async function guarded(options: { sharedDatabase: boolean; ttlMs?: number }) {
  const app = Fastify();
  const registered: RegisteredRoute[] = [];
  registerErrorHandling(app);
  await app.register(accessGuard, {
    db: t.db,
    tokens: t.app.ctx.tokens,
    changes: t.app.ctx.changes,
    registered,
    ttlMs: options.ttlMs ?? 60_000,
    sharedDatabase: options.sharedDatabase,
  });
  const who = async (request: { user: unknown }) => ({ data: request.user });
  app.route({ method: ['GET', 'POST'], url: '/api/v1/open', config: { access: 'public' }, handler: who });
  app.get('/api/v1/mine', { config: { access: 'signedIn' } }, async (request) => ({ data: currentUser(request) }));
  app.get('/api/v1/me-or-401', { config: { access: 'public' } }, async (request) => ({ data: currentUser(request) }));
  app.get('/api/v1/manage', { config: { access: 'manageMarketplace' } }, who);
  // Static files and the web app: no access declared, served to anyone.
  app.get('/assets/app.js', async () => 'app');
  await app.ready();
  return { app, registered };
}

type Guarded = Awaited<ReturnType<typeof guarded>>;
let single: Guarded;
let shared: Guarded;
beforeAll(async () => {
  single = await guarded({ sharedDatabase: false });
  shared = await guarded({ sharedDatabase: true });
});
afterAll(async () => {
  await single.app.close();
  await shared.app.close();
});

async function ask(app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string) {
  const res = await app.inject({ method, url, headers: token ? { authorization: token } : {} });
  return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown> | null; message?: string } };
}

const fresh = (role: TestUser['role'] = 'MEMBER') => createUser(t, { role });

describe('routes', () => {
  it('refuses to register an API route that does not say who may call it', async () => {
    const app = Fastify();
    await app.register(accessGuard, {
      db: t.db,
      tokens: t.app.ctx.tokens,
      changes: t.app.ctx.changes,
      registered: [],
      ttlMs: 0,
      sharedDatabase: false,
    });
    expect(() => app.post('/api/v1/forgot', async () => ({}))).toThrow(
      'Route POST /api/v1/forgot declares no access (config.access) and cannot be registered',
    );
    // Static files and the web app are not API routes.
    expect(() => app.get('/assets/app.js', async () => '')).not.toThrow();
    await app.close();
  });

  it('serves what is not an API route to anyone, whatever token comes with it', async () => {
    for (const token of [undefined, 'Bearer x.y.z']) {
      const res = await single.app.inject({ url: '/assets/app.js', headers: token ? { authorization: token } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('app');
    }
  });

  it('lists every API route with its access, once per method, without the HEAD twins', () => {
    expect(single.registered).toEqual([
      { method: 'GET', url: '/api/v1/open', access: 'public' },
      { method: 'POST', url: '/api/v1/open', access: 'public' },
      { method: 'GET', url: '/api/v1/mine', access: 'signedIn' },
      { method: 'GET', url: '/api/v1/me-or-401', access: 'public' },
      { method: 'GET', url: '/api/v1/manage', access: 'manageMarketplace' },
    ]);
  });
});

describe.each([
  ['one process', () => single],
  ['PostgreSQL shared with other processes', () => shared],
])('the guard (%s)', (_mode, use) => {
  it('signed-in routes: 401 with the reason, the current row for a valid token', async () => {
    const { app } = use();
    const member = await fresh();
    const none = await ask(app, 'GET', '/api/v1/mine');
    expect(none).toMatchObject({ status: 401, body: { message: MSG.notSignedIn } });
    const garbage = await ask(app, 'GET', '/api/v1/mine', 'Bearer not-a-token');
    expect(garbage).toMatchObject({ status: 401, body: { message: MSG.sessionExpired } });
    const ok = await ask(app, 'GET', '/api/v1/mine', member.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({
      id: member.id,
      role: 'MEMBER',
      status: 'ACTIVE',
      email: member.email,
      fullName: member.fullName,
      profilePic: null,
      language: null, // empty until the member chooses (decision 030)
      teamId: null, // the CURRENT team, which task access reads from this row
    });
  });

  it('a token of a user that no longer exists is an expired session', async () => {
    const { app } = use();
    const gone = await fresh();
    expect((await ask(app, 'GET', '/api/v1/mine', gone.token)).status).toBe(200);
    await t.db.delete(users).where(eq(users.id, gone.id));
    await t.app.ctx.changes.bump(['users']);
    const res = await ask(app, 'GET', '/api/v1/mine', gone.token);
    expect(res).toMatchObject({ status: 401, body: { message: MSG.sessionExpired } });
  });

  it('capabilities: 403 for a role without it, 200 for one with it', async () => {
    const { app } = use();
    const member = await fresh();
    const mentor = await fresh('MENTOR');
    expect(await ask(app, 'GET', '/api/v1/manage', member.token)).toMatchObject({
      status: 403,
      body: { message: MSG.forbidden },
    });
    const res = await ask(app, 'GET', '/api/v1/manage', mentor.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: mentor.id, role: 'MENTOR' });
  });

  it('public routes: a guest for no token, a bad token, a revoked one or a disabled account', async () => {
    const { app } = use();
    const member = await fresh();
    expect((await ask(app, 'GET', '/api/v1/open', member.token)).body.data).toMatchObject({ id: member.id });
    expect((await ask(app, 'GET', '/api/v1/open')).body.data).toBeNull();
    expect((await ask(app, 'GET', '/api/v1/open', 'Bearer x.y.z')).body.data).toBeNull();
    // A newer token version: the old token is revoked.
    await here(member.id, { tokenVersion: 1 });
    expect(await ask(app, 'GET', '/api/v1/open', member.token)).toMatchObject({ status: 200, body: { data: null } });
    const disabled = await fresh();
    await here(disabled.id, { status: 'RESIGNED' });
    expect(await ask(app, 'GET', '/api/v1/open', disabled.token)).toMatchObject({ status: 200, body: { data: null } });
    // A handler that needs a user on a public route answers a guest 401.
    expect(await ask(app, 'GET', '/api/v1/me-or-401')).toMatchObject({
      status: 401,
      body: { message: MSG.notSignedIn },
    });
  });

  it('an older token version is a session ended, also while the row is known; a disabled account hears so', async () => {
    const { app } = use();
    const member = await fresh();
    await here(member.id, { tokenVersion: 1 });
    const current = await t.app.ctx.tokens.sign({ id: member.id, role: 'MEMBER', tokenVersion: 1 });
    // The current token reads (and remembers) the row; the old one is then checked against the remembered row.
    expect((await ask(app, 'GET', '/api/v1/mine', current)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(await ask(app, 'GET', '/api/v1/mine', member.token)).toMatchObject({
        status: 401,
        body: { message: MSG.sessionEnded },
      });
    }
    expect((await ask(app, 'GET', '/api/v1/mine', current)).status).toBe(200);

    // Disabling bumps the version too; both tokens hear that the account is disabled, first and second time.
    await here(member.id, { status: 'REJECTED', tokenVersion: 2 });
    for (const token of [member.token, current, member.token, current]) {
      expect(await ask(app, 'GET', '/api/v1/mine', token)).toMatchObject({
        status: 401,
        body: { message: MSG.accountDisabled },
      });
    }
  });

  it('a demotion or disabling made through this process counts on the next request', async () => {
    const { app } = use();
    const mentor = await fresh('MENTOR');
    expect((await ask(app, 'GET', '/api/v1/manage', mentor.token)).status).toBe(200);
    await here(mentor.id, { role: 'MEMBER' });
    expect((await ask(app, 'GET', '/api/v1/manage', mentor.token)).status).toBe(403);
    await here(mentor.id, { status: 'REJECTED' });
    expect(await ask(app, 'GET', '/api/v1/mine', mentor.token)).toMatchObject({
      status: 401,
      body: { message: MSG.accountDisabled },
    });
  });
});

describe('the row cache', () => {
  it('with other processes on the database, a change made elsewhere counts at once on every non-public route', async () => {
    const { app } = shared;
    const mentor = await fresh('MENTOR');
    const member = await fresh();
    expect((await ask(app, 'GET', '/api/v1/manage', mentor.token)).status).toBe(200);
    expect((await ask(app, 'GET', '/api/v1/mine', member.token)).status).toBe(200);
    await elsewhere(mentor.id, { role: 'MEMBER' });
    await elsewhere(member.id, { status: 'REJECTED' });
    expect((await ask(app, 'GET', '/api/v1/manage', mentor.token)).status).toBe(403);
    expect(await ask(app, 'GET', '/api/v1/mine', member.token)).toMatchObject({
      status: 401,
      body: { message: MSG.accountDisabled },
    });
  });

  it('with other processes, a public write or a manager on a public page reads the row again too', async () => {
    const { app } = shared;
    const member = await fresh();
    const mentor = await fresh('MENTOR');
    expect((await ask(app, 'POST', '/api/v1/open', member.token)).body.data).toMatchObject({ id: member.id });
    expect((await ask(app, 'GET', '/api/v1/open', mentor.token)).body.data).toMatchObject({ role: 'MENTOR' });
    await elsewhere(member.id, { status: 'RESIGNED' });
    await elsewhere(mentor.id, { role: 'MEMBER' });
    expect((await ask(app, 'POST', '/api/v1/open', member.token)).body.data).toBeNull();
    expect((await ask(app, 'GET', '/api/v1/open', mentor.token)).body.data).toMatchObject({ role: 'MEMBER' });
  });

  it('with other processes, an old token version set elsewhere is refused at once', async () => {
    const { app } = shared;
    const member = await fresh();
    expect((await ask(app, 'GET', '/api/v1/mine', member.token)).status).toBe(200);
    await elsewhere(member.id, { tokenVersion: 1 });
    expect(await ask(app, 'GET', '/api/v1/mine', member.token)).toMatchObject({
      status: 401,
      body: { message: MSG.sessionEnded },
    });
  });

  it('with other processes, an account re-enabled elsewhere is a member again at once, also on a public page', async () => {
    const { app } = shared;
    const member = await fresh();
    await here(member.id, { status: 'REJECTED' });
    expect((await ask(app, 'GET', '/api/v1/open', member.token)).body.data).toBeNull();
    await elsewhere(member.id, { status: 'ACTIVE' });
    expect((await ask(app, 'GET', '/api/v1/open', member.token)).body.data).toMatchObject({ status: 'ACTIVE' });
  });

  it('without a cache lifetime (ttl 0) every request reads the row', async () => {
    const { app } = await guarded({ sharedDatabase: false, ttlMs: 0 });
    const mentor = await fresh('MENTOR');
    expect((await ask(app, 'GET', '/api/v1/manage', mentor.token)).status).toBe(200);
    await elsewhere(mentor.id, { role: 'MEMBER' });
    expect((await ask(app, 'GET', '/api/v1/manage', mentor.token)).status).toBe(403);
    await app.close();
  });

  it('the real app refuses a guest on a signed-in route with the envelope', async () => {
    const res = await call(t.app, 'GET', '/user/details');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', message: MSG.notSignedIn });
  });
});
