/**
 * The per-user token version (decision 017): "Sign out everywhere" and an admin disabling an account make every token
 * issued before refused with 401 on the next request — on this process, and on PostgreSQL on another process that
 * had the user's row in memory. A fresh sign-in gets a token that works. A role change keeps the token: the guard
 * reads the current role, so it gets 403 on what the new role may not do (issue 16).
 */
import { MSG } from '@campus/shared/messages';
import type { TAuditEntry } from '@campus/shared/schemas/audit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';
import { call, createTestApp, createUser, idTokenFor, onPostgres, type TestApp, type TestUser } from '../helpers';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

async function versionOf(id: number) {
  const [row] = await t.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, id));
  return row.v;
}

/** Signs in through the API, as the app does (emulator ID token → app token). */
async function signIn(email: string) {
  const res = await call<{ data: { accessToken: string } }>(t.app, 'POST', '/auth/login', {
    body: { token: await idTokenFor(t, email) },
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.data as { accessToken: string }).accessToken;
}

/** The audit rows of "Sign out everywhere" about one member. */
function signOutRows(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auth.logout.everywhere'), eq(auditLog.targetId, id)));
}

const details = (token: string) => call(t.app, 'GET', '/user/details', { token });

describe('POST /auth/logout/everywhere', () => {
  it('refuses bad input with a 400 and signs no one out', async () => {
    const member = await createUser(t);
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }, { confirm: 1 }, []]) {
      const res = await call(t.app, 'POST', '/auth/logout/everywhere', { token: member.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await call(t.app, 'POST', '/auth/logout/everywhere', { token: member.token, body: {} });
    expect(res.body.message).toContain(MSG.signOutEverywhereConfirmRequired);
    expect(await versionOf(member.id)).toBe(0);
    expect((await details(member.token)).status).toBe(200);
    expect(await signOutRows(member.id)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const res = await call(t.app, 'POST', '/auth/logout/everywhere', { body: { confirm: true } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.notSignedIn);
  });

  it('refuses every earlier token of the member, this one and other devices, and a new sign-in works', async () => {
    const member = await createUser(t, { email: 'everywhere@campus.test' });
    const phone = await signIn(member.email);
    // Both tokens are in use (and the guard has the row in memory) before the sign-out.
    expect((await details(member.token)).status).toBe(200);
    expect((await details(phone)).status).toBe(200);

    const res = await call(t.app, 'POST', '/auth/logout/everywhere', { token: member.token, body: { confirm: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MSG.signedOutEverywhere, data: null });

    for (const token of [member.token, phone]) {
      const after = await details(token);
      expect(after.status).toBe(401);
      expect(after.body.message).toBe(MSG.sessionEnded);
      // A public page treats the old token as a guest: no member-only fields, no 401.
      expect((await call(t.app, 'GET', '/user/home', { token })).status).toBe(200);
    }
    // Another member's tokens are untouched.
    expect((await details(admin.token)).status).toBe(200);

    const fresh = await signIn(member.email);
    expect((await details(fresh)).status).toBe(200);
    expect(await versionOf(member.id)).toBe(1);
  });

  it('writes one audit row naming the member as actor and target, with the bump', async () => {
    const member = await createUser(t, { fullName: 'Lost Phone Lamia' });
    const res = await call(t.app, 'POST', '/auth/logout/everywhere', {
      token: member.token,
      body: { confirm: true },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.status, res.body.message).toBe(200);
    const rows = await signOutRows(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: member.id,
      actorRole: 'MEMBER',
      actorName: 'Lost Phone Lamia',
      action: 'auth.logout.everywhere',
      targetKind: 'user',
      targetId: member.id,
      targetTitle: 'Lost Phone Lamia',
      changes: [],
    });
    expect(await versionOf(member.id)).toBe(1);
    // The admin's activity log lists it under its action.
    const log = await call(t.app, 'GET', '/audit/table', {
      token: admin.token,
      query: { action: 'auth.logout.everywhere' },
    });
    expect(log.status, log.body.message).toBe(200);
    expect((log.body.data as TAuditEntry[])[0]).toMatchObject({
      action: 'auth.logout.everywhere',
      actor: { id: member.id, name: 'Lost Phone Lamia' },
      target: { kind: 'user', id: member.id },
    });
  });
});

describe('an admin disabling an account or changing its role', () => {
  it('disabling refuses the old token as disabled, and re-enabling does not bring it back', async () => {
    const member = await createUser(t);
    expect((await details(member.token)).status).toBe(200);
    const off = await call(t.app, 'PATCH', `/user/update/${member.id}`, {
      token: admin.token,
      body: { status: 'REJECTED' },
    });
    expect(off.status, off.body.message).toBe(200);
    const refused = await details(member.token);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(MSG.accountDisabled);

    await call(t.app, 'PATCH', `/user/update/${member.id}`, { token: admin.token, body: { status: 'ACTIVE' } });
    const still = await details(member.token);
    expect(still.status).toBe(401);
    expect(still.body.message).toBe(MSG.sessionEnded);
  });

  it('a role change keeps the token, with the new role: 403 on what it may no longer do', async () => {
    const mentor = await createUser(t, { role: 'MENTOR' });
    const before = await call(t.app, 'GET', '/marketplace/summary', { token: mentor.token });
    expect(before.status, before.body.message).toBe(200);
    await call(t.app, 'PATCH', `/user/update/${mentor.id}`, { token: admin.token, body: { role: 'MEMBER' } });
    const demoted = await call(t.app, 'GET', '/marketplace/summary', { token: mentor.token });
    expect(demoted.status).toBe(403);
    const own = await details(mentor.token);
    expect(own.status).toBe(200);
    expect((own.body.data as { role: string }).role).toBe('MEMBER');
    expect(await versionOf(mentor.id)).toBe(0);
  });

  it('other edits, and saving the same role and status, keep the token', async () => {
    const member = await createUser(t);
    for (const body of [{ fullName: 'Renamed Member' }, { role: 'MEMBER', status: 'ACTIVE' }]) {
      const res = await call(t.app, 'PATCH', `/user/update/${member.id}`, { token: admin.token, body });
      expect(res.status, res.body.message).toBe(200);
    }
    expect((await details(member.token)).status).toBe(200);
    expect(await versionOf(member.id)).toBe(0);
  });
});

describe.runIf(onPostgres)('token version across two app instances on one PostgreSQL', () => {
  it('a sign-out everywhere on one instance refuses the old token on the next request to the other', async () => {
    const otherDb = await createDb({ databaseUrl: t.config.databaseUrl, pgliteDir: ':memory:' });
    const other = await buildApp(t.config, { dbHandle: otherDb, logger: false, persistEmulatorKeys: false });
    try {
      const member = await createUser(t);
      const manager = await createUser(t, { role: 'MENTOR' });
      // The other instance has both rows in memory.
      expect((await call(other, 'GET', '/user/details', { token: member.token })).status).toBe(200);
      expect((await call(other, 'GET', '/user/details', { token: manager.token })).status).toBe(200);

      await call(t.app, 'POST', '/auth/logout/everywhere', { token: member.token, body: { confirm: true } });
      const res = await call(other, 'GET', '/user/details', { token: member.token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MSG.sessionEnded);

      await call(t.app, 'PATCH', `/user/update/${manager.id}`, { token: admin.token, body: { status: 'REJECTED' } });
      const disabled = await call(other, 'GET', '/user/details', { token: manager.token });
      expect(disabled.status).toBe(401);
      expect(disabled.body.message).toBe(MSG.accountDisabled);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });
});
