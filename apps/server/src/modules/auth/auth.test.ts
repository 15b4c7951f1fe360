import { MSG } from '@campus/shared/messages';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_AUDIENCE, EMULATOR_ISSUER } from '../../auth/identity';
import { call, createDirectory, createTestApp, createUser, idTokenFor, type TestApp } from '../../test/helpers';

let t: TestApp;
let dir: Awaited<ReturnType<typeof createDirectory>>;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['boss@campus.test'] });
  dir = await createDirectory(t);
});
afterAll(() => t.close());

function registration(overrides: Record<string, unknown> = {}) {
  return {
    profilePic: 'https://example.com/me.png',
    fullName: 'Nadia Islam',
    contactNo: '01712345678',
    session: '2021-22',
    departmentId: dir.uniDept.id,
    ...overrides,
  };
}

describe('POST /auth/login', () => {
  it('answers 404 telling an unknown Google account to register', async () => {
    const token = await idTokenFor(t, 'stranger@gmail.com');
    const res = await call(t.app, 'POST', '/auth/login', { body: { token } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: MSG.accountNotFound });
  });

  it('creates an ACTIVE ADMIN for an ADMIN_EMAILS address and returns an app token with id and role', async () => {
    const token = await idTokenFor(t, 'Boss@campus.test', 'The Boss');
    const res = await call<{ data: { accessToken: string } }>(t.app, 'POST', '/auth/login', { body: { token } });
    expect(res.status).toBe(200);
    const accessToken = (res.body.data as { accessToken: string }).accessToken;
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ role: 'ADMIN' });
    const me = await call(t.app, 'GET', '/user/details', { token: accessToken });
    expect(me.body.data).toMatchObject({
      email: 'boss@campus.test',
      role: 'ADMIN',
      status: 'ACTIVE',
      fullName: 'The Boss',
    });
  });

  it('refuses a REJECTED account with 403', async () => {
    const user = await createUser(t, { status: 'REJECTED' });
    const res = await call(t.app, 'POST', '/auth/login', { body: { token: await idTokenFor(t, user.email) } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.accountDisabled);
  });

  it.each([
    [
      'alg none',
      async () =>
        new UnsecuredJWT({ email: 'a@b.c', email_verified: true })
          .setIssuer(EMULATOR_ISSUER)
          .setAudience(EMULATOR_AUDIENCE)
          .setExpirationTime('1h')
          .encode(),
    ],
    [
      'a foreign signing key',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ email: 'a@b.c', email_verified: true })
          .setProtectedHeader({ alg: 'RS256', kid: 'emulator-1' })
          .setIssuer(EMULATOR_ISSUER)
          .setAudience(EMULATOR_AUDIENCE)
          .setExpirationTime('1h')
          .sign(privateKey);
      },
    ],
    ['garbage', async () => 'not-a-jwt-at-all'],
  ])('rejects an identity token signed with %s with 401', async (_name, make) => {
    const res = await call(t.app, 'POST', '/auth/login', { body: { token: await make() } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.invalidIdToken);
  });

  it('answers 400 with a message when the token is missing', async () => {
    const res = await call(t.app, 'POST', '/auth/login', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: MSG.invalidIdToken });
  });

  it('answers 400 for a body that is not JSON, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.invalidJson });
  });
});

describe('POST /auth/register', () => {
  it('creates a PENDING MEMBER at the open window’s institution and returns a token', async () => {
    const email = 'nadia@gmail.com';
    const token = await idTokenFor(t, email);
    const res = await call<{ data: { accessToken: string } }>(t.app, 'POST', '/auth/register', {
      body: { ...registration(), email, token, gmailPic: 'https://lh3.googleusercontent.com/x' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MSG.registrationSuccessful);
    const me = await call(t.app, 'GET', '/user/details', {
      token: (res.body.data as { accessToken: string }).accessToken,
    });
    expect(me.body.data).toMatchObject({
      email,
      role: 'MEMBER',
      status: 'PENDING',
      contactNo: '01712345678',
      instituteId: dir.institution.id,
      instituteName: { name: dir.institution.name },
      deptName: { name: dir.uniDept.name },
    });
    expect(me.body.data).not.toHaveProperty('gmailPic');
  });

  it('refuses a second account for the same email with 409', async () => {
    const email = 'twice@gmail.com';
    const token = await idTokenFor(t, email);
    expect((await call(t.app, 'POST', '/auth/register', { body: { ...registration(), email, token } })).status).toBe(
      201,
    );
    const again = await call(t.app, 'POST', '/auth/register', { body: { ...registration(), email, token } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.emailTaken);
  });

  it.each(['0171234567', '01212345678', '+8801712345678', '017123456789', 'abc'])(
    'rejects contact number %s with the SPEC message and writes nothing',
    async (contactNo) => {
      const email = `bad-${contactNo.replace(/\W/g, '')}@gmail.com`;
      const token = await idTokenFor(t, email);
      const res = await call(t.app, 'POST', '/auth/register', {
        body: { ...registration({ contactNo }), email, token },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.invalidContactNo);
      const login = await call(t.app, 'POST', '/auth/login', { body: { token } });
      expect(login.status).toBe(404);
    },
  );

  it('names the first missing field with the SPEC wording', async () => {
    const email = 'missing@gmail.com';
    const token = await idTokenFor(t, email);
    const res = await call(t.app, 'POST', '/auth/register', {
      body: { ...registration({ fullName: '  ' }), email, token },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill out the Full Name field.');
  });

  it("refuses an email that is not the Google account's own", async () => {
    const token = await idTokenFor(t, 'real@gmail.com');
    const res = await call(t.app, 'POST', '/auth/register', {
      body: { ...registration(), email: 'someone.else@gmail.com', token },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.emailMismatch);
  });

  it('refuses a COLLEGE department on the university registration form', async () => {
    const email = 'college@gmail.com';
    const token = await idTokenFor(t, email);
    const res = await call(t.app, 'POST', '/auth/register', {
      body: { ...registration({ departmentId: dir.collegeDept.id }), email, token },
    });
    expect(res.status).toBe(400);
  });
});

describe('registration closed', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp();
    await createDirectory(closed, { deadline: new Date(Date.now() - 60_000) });
  });
  afterAll(() => closed.close());

  it('answers 409 when the only window’s deadline has passed', async () => {
    const email = 'late@gmail.com';
    const d = await createDirectory(closed, { openWindow: false });
    const token = await idTokenFor(closed, email);
    const res = await call(closed.app, 'POST', '/auth/register', {
      body: {
        profilePic: 'https://example.com/p.png',
        fullName: 'Late',
        contactNo: '01812345678',
        session: '2020-21',
        departmentId: d.uniDept.id,
        email,
        token,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.registrationClosed);
  });
});

describe('app tokens', () => {
  it('a demoted admin loses admin rights at once, with the same token', async () => {
    const admin = await createUser(t, { role: 'ADMIN' });
    const before = await call(t.app, 'GET', `/user/details/${admin.id}`, { token: admin.token });
    expect(before.status).toBe(200);
    await call(t.app, 'PATCH', '/user/update', { token: admin.token, body: { fullName: 'Still me' } });
    const { users } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ role: 'MEMBER' }).where(eq(users.id, admin.id));
    const after = await call(t.app, 'GET', `/user/details/${admin.id}`, { token: admin.token });
    expect(after.status).toBe(403);
  });

  it('a RESIGNED account’s token answers 401', async () => {
    const user = await createUser(t, { status: 'RESIGNED' });
    const res = await call(t.app, 'GET', '/user/details', { token: user.token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.accountDisabled);
  });

  it('accepts "Bearer <token>" as well as the raw token', async () => {
    const user = await createUser(t);
    expect((await call(t.app, 'GET', '/user/details', { token: `Bearer ${user.token}` })).status).toBe(200);
  });

  it('refuses a token signed with another secret, an alg:none token and an expired token with 401', async () => {
    const user = await createUser(t);
    const forged = await new SignJWT({ id: user.id, role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const none = new UnsecuredJWT({ id: user.id, role: 'ADMIN' }).setExpirationTime('1h').encode();
    const expired = await new SignJWT({ id: user.id, role: 'MEMBER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const token of [forged, none, expired]) {
      const res = await call(t.app, 'GET', '/user/details', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MSG.sessionExpired);
    }
  });
});
