import { existsSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@campus/shared/messages';
import { isHttpsPicture } from '@campus/shared/schemas/fields';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from 'jose';
import type { Config } from '../config';
import { AppError } from '../http/errors';
import { createFileOnce, readDataJson } from '../storage/data-files';

export const EMULATOR_ISSUER = 'https://identity-emulator.campus.local';
export const EMULATOR_AUDIENCE = 'campus-community-emulator';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS = 'https://www.googleapis.com/oauth2/v3/certs';

export interface IdentityClaims {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
}

export interface EmulatorAccount {
  email: string;
  displayName?: string;
  photoURL?: string;
}

export interface Identity {
  /** Verifies a Google (or emulator) ID token: signature against the issuer's JWKS, iss, aud, exp, email_verified. */
  verify(idToken: string): Promise<IdentityClaims>;
  emulator?: {
    issue(account: EmulatorAccount): Promise<string>;
    jwks: { keys: JWK[] };
  };
}

interface Verifier {
  keys: JWTVerifyGetKey;
  issuer: string[];
  audience: string;
}

/** The emulator's signing key; kept in DATA_DIR (created once, atomically) so processes sharing it agree. */
async function loadEmulatorKey(dataDir: string | undefined) {
  const file = dataDir ? path.join(dataDir, 'identity-emulator-key.json') : undefined;
  if (!file) {
    // Kept in memory only: the private key is never exported (a public key always can be).
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid: 'emulator-1', alg: 'RS256', use: 'sig' } };
  }
  // Stryker disable next-line ConditionalExpression: equivalent, createFileOnce keeps a file that exists (a key generated for nothing)
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    createFileOnce(file, JSON.stringify({ ...(await exportJWK(privateKey)), kid: 'emulator-1' }));
  }
  const jwk = readDataJson<JWK>(file, (v) =>
    (v as JWK | null)?.kty === 'RSA' && typeof (v as JWK).d === 'string' ? null : 'does not hold an RSA private key',
  );
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = jwk;
  return {
    privateKey: await importJWK(jwk, 'RS256'),
    publicJwk: { ...pub, kid: 'emulator-1', alg: 'RS256', use: 'sig' } as JWK,
  };
}

export async function createIdentity(
  config: Config,
  /** `googleJwks`: where Google's keys are fetched from (tests serve their own; Google's address by default). */
  options: { persistKeys?: boolean; googleJwks?: URL } = {},
): Promise<Identity> {
  const verifiers: Verifier[] = [];
  let emulator: Identity['emulator'];

  if (config.googleClientId) {
    verifiers.push({
      keys: createRemoteJWKSet(options.googleJwks ?? new URL(GOOGLE_JWKS)),
      issuer: GOOGLE_ISSUERS,
      audience: config.googleClientId,
    });
  }
  if (config.authEmulator) {
    const { privateKey, publicJwk } = await loadEmulatorKey(options.persistKeys === false ? undefined : config.dataDir);
    const jwks = { keys: [publicJwk] };
    verifiers.push({ keys: createLocalJWKSet(jwks), issuer: [EMULATOR_ISSUER], audience: EMULATOR_AUDIENCE });
    emulator = {
      jwks,
      issue: (account) =>
        new SignJWT({
          email: account.email,
          email_verified: true,
          name: account.displayName || account.email.split('@')[0],
          picture: account.photoURL || undefined,
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'emulator-1', typ: 'JWT' })
          .setIssuer(EMULATOR_ISSUER)
          .setAudience(EMULATOR_AUDIENCE)
          .setSubject(`emulator:${account.email}`)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey),
    };
  }

  return {
    emulator,
    async verify(idToken) {
      const invalid = () => new AppError('UNAUTHORIZED', MSG.invalidIdToken);
      let iss: string | undefined;
      // Stryker disable BlockStatement: the emptied catch is equivalent (no issuer finds no verifier below: the same
      // 401); the emptied try is killed by every test of a good token
      try {
        iss = decodeJwt(idToken).iss;
      } catch {
        throw invalid();
      }
      // Stryker restore BlockStatement
      const verifier = verifiers.find((v) => iss && v.issuer.includes(iss));
      // Stryker disable next-line ConditionalExpression: equivalent, `verifier.keys` then throws inside the try below: the same 401
      if (!verifier) throw invalid();
      try {
        const { payload } = await jwtVerify(idToken, verifier.keys, {
          issuer: verifier.issuer,
          audience: verifier.audience,
          algorithms: ['RS256'],
        });
        if (typeof payload.email !== 'string' || payload.email_verified !== true) {
          throw new AppError('UNAUTHORIZED', MSG.emailVerificationFailed);
        }
        return {
          sub: String(payload.sub),
          email: payload.email.toLowerCase(),
          name: typeof payload.name === 'string' ? payload.name : undefined,
          picture: typeof payload.picture === 'string' && isHttpsPicture(payload.picture) ? payload.picture : undefined,
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw invalid();
      }
    },
  };
}
