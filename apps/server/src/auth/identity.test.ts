/**
 * The identity verifier on its own (createIdentity): what an ID token must be for the app to believe its email, and
 * the emulator's signing key in DATA_DIR. The HTTP side (login and registration with such tokens) is in
 * modules/auth/auth.test.ts and test/security/tokens.test.ts; this file is also the mutation scope of identity.ts
 * (decision 026).
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@campus/shared/messages';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createIdentity, EMULATOR_AUDIENCE, EMULATOR_ISSUER, type Identity } from './identity';

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-identity-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const KEY_FILE = 'identity-emulator-key.json';
const emulatorConfig = (dir?: string) => ({ authEmulator: true, dataDir: dir }) as Config;

async function emulator(identity: Identity) {
  if (!identity.emulator) throw new Error('the emulator is off');
  return identity.emulator;
}

/** What verify throws, as the client would see it. */
async function refusal(identity: Identity, token: string) {
  try {
    await identity.verify(token);
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  throw new Error('the token was accepted');
}

const invalid = { code: 'UNAUTHORIZED', message: MSG.invalidIdToken };

/** A token signed by the emulator's own key with claims the emulator never issues. */
async function forged(dir: string, claims: Record<string, unknown>, options: { iss?: string; aud?: string } = {}) {
  const jwk = JSON.parse(readFileSync(path.join(dir, KEY_FILE), 'utf8'));
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'emulator-1' })
    .setIssuer(options.iss ?? EMULATOR_ISSUER)
    .setAudience(options.aud ?? EMULATOR_AUDIENCE)
    .setSubject('emulator:forged@campus.test')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk, 'RS256'));
}

describe('the emulator', () => {
  it('issues a token that verifies to the account: lower-cased email, name, https picture, emulator subject', async () => {
    const identity = await createIdentity(emulatorConfig(dataDir()));
    const token = await (await emulator(identity)).issue({
      email: 'Nadia.Rahman@Campus.Test',
      displayName: 'Nadia Rahman',
      photoURL: 'https://lh3.googleusercontent.com/a/nadia.png',
    });
    expect(await identity.verify(token)).toEqual({
      sub: 'emulator:Nadia.Rahman@Campus.Test',
      email: 'nadia.rahman@campus.test',
      name: 'Nadia Rahman',
      picture: 'https://lh3.googleusercontent.com/a/nadia.png',
    });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: EMULATOR_ISSUER, aud: EMULATOR_AUDIENCE, email_verified: true });
    // An hour, like Google's.
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', kid: 'emulator-1', typ: 'JWT' });
  });

  it('names an account without a display name after its email, and leaves out an empty or non-https picture', async () => {
    const identity = await createIdentity(emulatorConfig(dataDir()));
    const issue = (await emulator(identity)).issue;
    const plain = await identity.verify(await issue({ email: 'rafi@campus.test', displayName: '', photoURL: '' }));
    expect(plain).toEqual({ sub: 'emulator:rafi@campus.test', email: 'rafi@campus.test', name: 'rafi' });
    const script = await identity.verify(await issue({ email: 'x@campus.test', photoURL: 'javascript:alert(1)' }));
    expect(script.picture).toBeUndefined();
    const http = await identity.verify(await issue({ email: 'y@campus.test', photoURL: 'http://example.com/y.png' }));
    expect(http.picture).toBeUndefined();
  });

  it('publishes the public key only: the JWKS has no private part', async () => {
    const identity = await createIdentity(emulatorConfig(dataDir()));
    const [key] = (await emulator(identity)).jwks.keys;
    expect(key).toMatchObject({ kty: 'RSA', kid: 'emulator-1', alg: 'RS256', use: 'sig' });
    for (const part of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(part);
    const unsaved = await createIdentity(emulatorConfig(undefined));
    const [fresh] = (await emulator(unsaved)).jwks.keys;
    expect(fresh).toMatchObject({ kty: 'RSA', kid: 'emulator-1', alg: 'RS256', use: 'sig' });
    expect(fresh).not.toHaveProperty('d');
  });

  it('is off unless configured: no emulator, and its tokens are refused', async () => {
    const dir = dataDir();
    const on = await createIdentity(emulatorConfig(dir));
    const token = await (await emulator(on)).issue({ email: 'a@campus.test' });
    const off = await createIdentity({ authEmulator: false, dataDir: dir } as Config);
    expect(off.emulator).toBeUndefined();
    expect(await refusal(off, token)).toEqual(invalid);
  });
});

describe('the emulator key in DATA_DIR', () => {
  it('is created once, owner-only, and reused: a second process verifies the first one’s tokens', async () => {
    const dir = dataDir();
    const first = await createIdentity(emulatorConfig(dir));
    const file = path.join(dir, KEY_FILE);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({ kty: 'RSA', kid: 'emulator-1', d: expect.any(String) });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = await createIdentity(emulatorConfig(dir));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(saved);
    const token = await (await emulator(first)).issue({ email: 'shared@campus.test' });
    expect((await second.verify(token)).email).toBe('shared@campus.test');
    expect((await emulator(second)).jwks).toEqual((await emulator(first)).jwks);
  });

  it('is not written when keys are not persisted, and two such verifiers do not trust each other', async () => {
    const dir = dataDir();
    const a = await createIdentity(emulatorConfig(dir), { persistKeys: false });
    const b = await createIdentity(emulatorConfig(dir), { persistKeys: false });
    expect(() => statSync(path.join(dir, KEY_FILE))).toThrow();
    const token = await (await emulator(a)).issue({ email: 'a@campus.test' });
    expect((await a.verify(token)).email).toBe('a@campus.test');
    expect(await refusal(b, token)).toEqual(invalid);
  });

  it('refuses to start on a key file that is not an RSA private key, naming the file', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const cases: [string, string][] = [
      [JSON.stringify({ ...(await exportJWK(publicKey)), kid: 'emulator-1' }), 'does not hold an RSA private key'],
      [JSON.stringify({ kty: 'EC', d: 'x' }), 'does not hold an RSA private key'],
      ['null', 'does not hold an RSA private key'],
      ['"key"', 'does not hold an RSA private key'],
      ['{"kty":', 'is not valid JSON'],
    ];
    for (const [content, why] of cases) {
      const dir = dataDir();
      const file = path.join(dir, KEY_FILE);
      writeFileSync(file, content);
      await expect(createIdentity(emulatorConfig(dir)), content).rejects.toThrow(`Refusing to start: ${file} ${why}`);
    }
  });
});

describe('verify', () => {
  it('refuses what is not a token, and a token of an issuer it does not know', async () => {
    const dir = dataDir();
    const identity = await createIdentity(emulatorConfig(dir));
    for (const token of ['', 'not-a-jwt', 'a.b.c']) expect(await refusal(identity, token), token).toEqual(invalid);
    const noIssuer = new UnsecuredJWT({ email: 'x@campus.test' }).encode();
    expect(await refusal(identity, noIssuer)).toEqual(invalid);
    const google = await forged(dir, { email: 'g@campus.test', email_verified: true }, { iss: 'accounts.google.com' });
    expect(await refusal(identity, google)).toEqual(invalid);
    const elsewhere = await forged(dir, { email: 'e@campus.test', email_verified: true }, { iss: 'https://evil.test' });
    expect(await refusal(identity, elsewhere)).toEqual(invalid);
  });

  it('refuses a token for another audience, unsigned, or signed with another key', async () => {
    const dir = dataDir();
    const identity = await createIdentity(emulatorConfig(dir));
    const claims = { email: 'x@campus.test', email_verified: true };
    expect(await refusal(identity, await forged(dir, claims, { aud: 'another-app' }))).toEqual(invalid);
    const unsigned = new UnsecuredJWT(claims).setIssuer(EMULATOR_ISSUER).setAudience(EMULATOR_AUDIENCE).encode();
    expect(await refusal(identity, unsigned)).toEqual(invalid);
    const other = await generateKeyPair('RS256');
    const wrongKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'emulator-1' })
      .setIssuer(EMULATOR_ISSUER)
      .setAudience(EMULATOR_AUDIENCE)
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect(await refusal(identity, wrongKey)).toEqual(invalid);
  });

  it('refuses a token of the right key in another algorithm (RS384) and an expired one', async () => {
    const dir = dataDir();
    const identity = await createIdentity(emulatorConfig(dir));
    const jwk = JSON.parse(readFileSync(path.join(dir, KEY_FILE), 'utf8'));
    const rs384 = await new SignJWT({ email: 'x@campus.test', email_verified: true })
      .setProtectedHeader({ alg: 'RS384', kid: 'emulator-1' })
      .setIssuer(EMULATOR_ISSUER)
      .setAudience(EMULATOR_AUDIENCE)
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'RS384'));
    expect(await refusal(identity, rs384)).toEqual(invalid);
    const expired = await new SignJWT({ email: 'x@campus.test', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'emulator-1' })
      .setIssuer(EMULATOR_ISSUER)
      .setAudience(EMULATOR_AUDIENCE)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await importJWK(jwk, 'RS256'));
    expect(await refusal(identity, expired)).toEqual(invalid);
  });

  it('believes an email only when the issuer says it is verified', async () => {
    const dir = dataDir();
    const identity = await createIdentity(emulatorConfig(dir));
    const unverified = { code: 'UNAUTHORIZED', message: MSG.emailVerificationFailed };
    for (const claims of [
      { email: 'x@campus.test' },
      { email: 'x@campus.test', email_verified: false },
      { email: 'x@campus.test', email_verified: 'true' },
      { email_verified: true },
      { email: 42, email_verified: true },
    ]) {
      expect(await refusal(identity, await forged(dir, claims)), JSON.stringify(claims)).toEqual(unverified);
    }
  });

  it('passes on a name only when it is text', async () => {
    const dir = dataDir();
    const identity = await createIdentity(emulatorConfig(dir));
    const claims = await identity.verify(await forged(dir, { email: 'n@campus.test', email_verified: true, name: 7 }));
    expect(claims).toEqual({ sub: 'emulator:forged@campus.test', email: 'n@campus.test' });
    const picture = await identity.verify(
      await forged(dir, { email: 'p@campus.test', email_verified: true, picture: ['https://example.com/p.png'] }),
    );
    expect(picture.picture).toBeUndefined();
  });
});

/**
 * Google's side, with Google's keys served from this test (createIdentity's `googleJwks`): the verifier fetches
 * them over HTTP as it fetches Google's, so the issuer choice, the audience and the key lookup run for real.
 */
describe('Google tokens', () => {
  const CLIENT_ID = 'campus-web.apps.googleusercontent.com';
  let server: Server;
  let jwks: URL;
  let googleKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    googleKey = privateKey;
    const body = JSON.stringify({
      keys: [{ ...(await exportJWK(publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }],
    });
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwks = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const googleToken = (options: { iss?: string; aud?: string } = {}) =>
    new SignJWT({ email: 'Rafi@Campus.Test', email_verified: true, name: 'Rafi' })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
      .setIssuer(options.iss ?? 'https://accounts.google.com')
      .setAudience(options.aud ?? CLIENT_ID)
      .setSubject('1234567890')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(googleKey);

  it('believes a token of Google’s keys for this app’s client id, under either of Google’s issuer names', async () => {
    const identity = await createIdentity({ googleClientId: CLIENT_ID } as Config, { googleJwks: jwks });
    for (const iss of ['https://accounts.google.com', 'accounts.google.com']) {
      expect(await identity.verify(await googleToken({ iss }))).toEqual({
        sub: '1234567890',
        email: 'rafi@campus.test',
        name: 'Rafi',
      });
    }
    expect(await refusal(identity, await googleToken({ aud: 'another-app.apps.googleusercontent.com' }))).toEqual(
      invalid,
    );
  });

  it('is off without a client id: a Google token is refused', async () => {
    const identity = await createIdentity(emulatorConfig(), { persistKeys: false, googleJwks: jwks });
    expect(await refusal(identity, await googleToken())).toEqual(invalid);
  });

  it('picks the verifier by issuer when both are on: each token checked against its own issuer’s keys', async () => {
    const dir = dataDir();
    const identity = await createIdentity({ ...emulatorConfig(dir), googleClientId: CLIENT_ID } as Config, {
      googleJwks: jwks,
    });
    const { issue } = await emulator(identity);
    expect((await identity.verify(await issue({ email: 'both@campus.test' }))).email).toBe('both@campus.test');
    expect((await identity.verify(await googleToken())).email).toBe('rafi@campus.test');
    // Google's issuer on a token signed with the emulator's key: Google's keys do not know it.
    expect(
      await refusal(
        identity,
        await forged(
          dir,
          { email: 'x@campus.test', email_verified: true },
          { iss: 'https://accounts.google.com', aud: CLIENT_ID },
        ),
      ),
    ).toEqual(invalid);
  });
});
