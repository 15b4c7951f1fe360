/**
 * Tokens, beyond modules/auth/auth.test.ts (which covers an app token forged with another secret, alg:none and
 * an expired app token): identity (ID) tokens with alg none, a wrong key, expired, wrong audience or issuer,
 * unverified email, algorithm confusion; app tokens with a pinned algorithm, tampered payloads, unknown users,
 * a role claim that the database contradicts; and one member acting on another member's things.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@campus/shared/messages';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIdentity, EMULATOR_AUDIENCE, EMULATOR_ISSUER } from '../../auth/identity';
import {
  marketplaceCategories,
  marketplaceItems,
  marketplaceOffers,
  notifications,
  users,
} from '../../db/schema/index';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let t: TestApp;
let keyDir: string;
/** The emulator's signing key, known to this test so it can mint tokens the emulator itself never would. */
let privateKey: SigningKey;
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  keyDir = mkdtempSync(path.join(tmpdir(), 'campus-keys-'));
  writeFileSync(
    path.join(keyDir, 'identity-emulator-key.json'),
    JSON.stringify({ ...(await exportJWK(pair.privateKey)), kid: 'emulator-1' }),
  );
  // The real verifier (createIdentity), loading this key the way a persisted emulator key is loaded.
  t.app.ctx.identity = await createIdentity({ ...t.config, dataDir: keyDir }, { persistKeys: true });
  member = await createUser(t, { email: 'member.tokens@campus.test' });
  admin = await createUser(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
  rmSync(keyDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

interface Claims {
  iss?: string;
  aud?: string;
  exp?: number | string;
  email?: string;
  email_verified?: boolean;
}

function idToken(claims: Claims = {}, key: SigningKey | Uint8Array = privateKey, alg = 'RS256') {
  const { iss = EMULATOR_ISSUER, aud = EMULATOR_AUDIENCE, exp = '1h', ...rest } = claims;
  return new SignJWT({ email: member.email, email_verified: true, ...rest })
    .setProtectedHeader({ alg, kid: 'emulator-1', typ: 'JWT' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject('emulator:someone')
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);
}

async function login(token: string) {
  return call<{ data: { accessToken: string } }>(t.app, 'POST', '/auth/login', { body: { token } });
}

describe('identity (ID) tokens at /auth/login', () => {
  it('accepts a well-formed token signed with the emulator key (control)', async () => {
    const res = await login(await idToken());
    expect(res.status, res.body.message).toBe(200);
  });

  it.each([
    ['signed by another key', async () => idToken({}, (await generateKeyPair('RS256')).privateKey)],
    [
      'alg: none',
      async () =>
        new UnsecuredJWT({ email: member.email, email_verified: true })
          .setIssuer(EMULATOR_ISSUER)
          .setAudience(EMULATOR_AUDIENCE)
          .setExpirationTime('1h')
          .encode(),
    ],
    ['expired', async () => idToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['for another audience', async () => idToken({ aud: 'someone-elses-client-id' })],
    ['from another issuer', async () => idToken({ iss: 'https://evil.example.com' })],
    [
      'claiming Google as issuer while Google sign-in is not configured',
      async () => idToken({ iss: 'https://accounts.google.com' }),
    ],
    [
      'HS256 keyed with the public JWK (algorithm confusion)',
      async () => {
        const pub = JSON.stringify(await exportJWK((await generateKeyPair('RS256', { extractable: true })).publicKey));
        return idToken({}, new TextEncoder().encode(pub), 'HS256');
      },
    ],
    ['with the signature cut off', async () => `${(await idToken()).split('.').slice(0, 2).join('.')}.`],
    [
      'with a tampered payload',
      async () => {
        const [h, , s] = (await idToken()).split('.');
        const body = Buffer.from(
          JSON.stringify({
            email: admin.email,
            email_verified: true,
            iss: EMULATOR_ISSUER,
            aud: EMULATOR_AUDIENCE,
            exp: 9_999_999_999,
          }),
        ).toString('base64url');
        return `${h}.${body}.${s}`;
      },
    ],
    ['that is not a JWT at all', async () => 'definitely-not-a-jwt-token'],
  ])('refuses a token %s with 401 and the SPEC message', async (_name, make) => {
    const res = await login(await make());
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.invalidIdToken);
  });

  it('refuses an unverified email with 401', async () => {
    const res = await login(await idToken({ email_verified: false }));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.emailVerificationFailed);
  });

  it('refuses an emulator token once it has expired (clock moved past exp)', async () => {
    // A token issued by the emulator itself (one hour of validity), then the clock moves past it.
    const emulator = t.app.ctx.identity.emulator;
    if (!emulator) throw new Error('the test app runs with the identity emulator');
    const token = await emulator.issue({ email: member.email });
    expect((await login(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    const res = await login(token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.invalidIdToken);
  });

  it('refuses an app token where an ID token is expected', async () => {
    const res = await login(member.token);
    expect(res.status).toBe(401);
  });

  it('refuses a forged ID token as upload authorization (x-id-token) with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: {
        'x-id-token': await idToken({ aud: 'someone-else' }),
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('app tokens', () => {
  const secret = () => new TextEncoder().encode(t.config.jwtSecret);

  it.each([
    [
      'signed with HS512 (the algorithm is pinned to HS256)',
      async () =>
        new SignJWT({ id: member.id, role: 'MEMBER' })
          .setProtectedHeader({ alg: 'HS512' })
          .setExpirationTime('1h')
          .sign(secret()),
    ],
    [
      'with the payload swapped for an admin id',
      async () => {
        const [h, , s] = member.token.split('.');
        const body = Buffer.from(JSON.stringify({ id: admin.id, role: 'ADMIN', exp: 9_999_999_999 })).toString(
          'base64url',
        );
        return `${h}.${body}.${s}`;
      },
    ],
    [
      'for a user that does not exist',
      async () =>
        new SignJWT({ id: 987_654, role: 'ADMIN' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(secret()),
    ],
    [
      'with a non-numeric id',
      async () =>
        new SignJWT({ id: '1 OR 1=1', role: 'ADMIN' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(secret()),
    ],
    [
      'with a negative id',
      async () =>
        new SignJWT({ id: -1, role: 'ADMIN' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(secret()),
    ],
    ['that is an identity-provider ID token', async () => idToken()],
    ['of 10 000 characters', async () => 'a'.repeat(10_000)],
    ['that says "null"', async () => 'null'],
  ])('refuses a token %s with 401', async (_name, make) => {
    const res = await call(t.app, 'GET', '/user/details', { token: await make() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.sessionExpired);
  });

  it('ignores the role claim: a correctly signed token saying ADMIN for a MEMBER gets 403 on admin routes', async () => {
    const claimsAdmin = await new SignJWT({ id: member.id, role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(secret());
    const res = await call(t.app, 'GET', '/user/table', { token: claimsAdmin });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbidden);
  });

  it('refuses an empty "Bearer " header with 401', async () => {
    const res = await call(t.app, 'GET', '/user/details', { headers: { authorization: 'Bearer ' } });
    expect(res.status).toBe(401);
    expect([MSG.notSignedIn, MSG.sessionExpired]).toContain(res.body.message);
  });
});

describe("one member acting on another member's things", () => {
  let seller: TestUser;
  let buyer: TestUser;
  let intruder: TestUser;
  let itemId: number;
  let offerId: number;

  beforeAll(async () => {
    seller = await createUser(t);
    buyer = await createUser(t);
    intruder = await createUser(t);
    const [cat] = await t.db
      .insert(marketplaceCategories)
      .values({ name: 'Token tests', coverPic: 'https://example.com/c.png' })
      .returning();
    const [item] = await t.db
      .insert(marketplaceItems)
      .values({
        title: 'Calculator',
        description: 'Works',
        coverPic: 'https://example.com/i.png',
        type: 'SALE',
        price: 100,
        status: 'AVAILABLE',
        sellerId: seller.id,
        categoryId: cat.id,
      })
      .returning();
    itemId = item.id;
    const offer = await call<{ data: { id: number; buyerId: number } }>(t.app, 'POST', '/marketplace/offer/create', {
      token: buyer.token,
      // buyerId in the body names someone else: the token decides who the buyer is.
      body: {
        marketplaceId: itemId,
        type: 'BUY',
        offerPrice: 90,
        offerItemDescription: 'Library gate',
        buyerId: intruder.id,
      },
    });
    expect(offer.status, offer.body.message).toBe(201);
    offerId = (offer.body.data as { id: number }).id;
    const [stored] = await t.db.select().from(marketplaceOffers).where(eq(marketplaceOffers.id, offerId));
    expect(stored.buyerId).toBe(buyer.id);
  });

  it("cannot accept an offer on another member's item (403) and nothing changes", async () => {
    const res = await call(t.app, 'PATCH', '/marketplace/offer/accept', {
      token: intruder.token,
      body: { marketplaceId: itemId, offerId, sellerId: seller.id },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.onlySellerAccepts);
    const [offer] = await t.db.select().from(marketplaceOffers).where(eq(marketplaceOffers.id, offerId));
    expect(offer.status).toBe('PENDING');
  });

  it("cannot edit another member's listing (403)", async () => {
    const res = await call(t.app, 'PATCH', `/marketplace/member-update/book/${itemId}`, {
      token: intruder.token,
      body: { title: 'Mine now' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.onlySellerEdits);
    const [item] = await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, itemId));
    expect(item.title).toBe('Calculator');
  });

  it("cannot mark another member's notification as read", async () => {
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id)).limit(1);
    expect(note, 'the offer notified the seller').toBeDefined();
    const res = await call(t.app, 'PATCH', `/notifications/${note.id}/read`, { token: intruder.token });
    expect([403, 404]).toContain(res.status);
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(after.isRead).toBe(false);
  });

  it("cannot read or change another member's account through admin routes (403)", async () => {
    expect((await call(t.app, 'GET', `/user/details/${seller.id}`, { token: intruder.token })).status).toBe(403);
    const res = await call(t.app, 'PATCH', `/user/update/${seller.id}`, {
      token: intruder.token,
      body: { fullName: 'Hacked' },
    });
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(row.fullName).not.toBe('Hacked');
  });
});
