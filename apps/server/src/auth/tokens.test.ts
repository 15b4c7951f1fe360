import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens, tokenFromHeader } from './tokens';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';

afterEach(() => {
  vi.useRealTimers();
});

describe('app tokens', () => {
  it('verifies a token it signed, again and again, to the same user id', async () => {
    const tokens = createTokens(SECRET, '1h');
    const token = await tokens.sign({ id: 42, role: 'MEMBER' });
    expect(await tokens.verify(token)).toEqual({ id: 42, version: 0 });
    expect(await tokens.verify(token)).toEqual({ id: 42, version: 0 });
  });

  it('carries the token version it was issued with, from the signature check and from its memory', async () => {
    const tokens = createTokens(SECRET, '1h');
    const token = await tokens.sign({ id: 42, role: 'MEMBER', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ id: 42, version: 3 });
    expect(await tokens.verify(token)).toEqual({ id: 42, version: 3 });
  });

  it('refuses a token once it has expired, although it verified a moment before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createTokens(SECRET, '1h');
    const token = await tokens.sign({ id: 7, role: 'ADMIN' });
    expect(await tokens.verify(token)).toEqual({ id: 7, version: 0 });
    vi.setSystemTime(new Date('2026-11-22T11:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret and one with a changed payload', async () => {
    const tokens = createTokens(SECRET, '1h');
    const other = await createTokens('another-secret-another-secret-0123456', '1h').sign({ id: 1, role: 'ADMIN' });
    expect(await tokens.verify(other)).toBeNull();
    const good = await tokens.sign({ id: 5, role: 'MEMBER' });
    const [head, , sig] = good.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ id: 1, role: 'ADMIN', exp: 9999999999 })).toString('base64url')}.${sig}`;
    expect(await tokens.verify(good)).toEqual({ id: 5, version: 0 });
    expect(await tokens.verify(forged)).toBeNull();
  });

  it('refuses a correctly signed token whose id is 0 or whose token version is not a whole number ≥ 0', async () => {
    const tokens = createTokens(SECRET, '1h');
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(await signed({ id: 0, role: 'ADMIN' }))).toBeNull();
    for (const tv of [-1, 1.5, 'x', null]) {
      expect(await tokens.verify(await signed({ id: 3, role: 'MEMBER', tv })), `tv ${tv}`).toBeNull();
    }
    expect(await tokens.verify(await signed({ id: -5, role: 'MEMBER' }))).toBeNull();
    expect(await tokens.verify(await signed({ id: 3, role: 'MEMBER', tv: 2 }))).toEqual({ id: 3, version: 2 });
  });

  it('refuses a correctly signed token without an expiry: it would be valid for ever', async () => {
    const tokens = createTokens(SECRET, '1h');
    const forever = await new SignJWT({ id: 3, role: 'MEMBER' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(forever)).toBeNull();
  });

  it('signs a standard JWT: HS256, typ JWT, the user id as subject, issued and expiring at the set time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const token = await createTokens(SECRET, '30d').sign({ id: 42, role: 'MEMBER', tokenVersion: 2 });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const at = Date.parse('2026-11-22T10:00:00Z') / 1000;
    expect(decodeJwt(token)).toEqual({ id: 42, role: 'MEMBER', tv: 2, sub: '42', iat: at, exp: at + 30 * 86_400 });
  });
});

describe('the Authorization header', () => {
  it('gives the raw token or the one after "Bearer ", without surrounding spaces; nothing for blank headers', () => {
    expect(tokenFromHeader('  abc.def.ghi  ')).toBe('abc.def.ghi');
    expect(tokenFromHeader('Bearer   abc.def.ghi  ')).toBe('abc.def.ghi');
    expect(tokenFromHeader('bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('   ')).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
  });
});
