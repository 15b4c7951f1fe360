import type { Role } from '@campus/shared/enums';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export interface AppTokenPayload {
  id: number;
  role: Role;
  /** The user's `tokenVersion` when the token was issued (0 when left out): the guard refuses older ones. */
  tokenVersion?: number;
}

/** What a verified token says: whose it is and the token version it was issued with. */
export interface VerifiedToken {
  id: number;
  version: number;
}

export interface Tokens {
  sign(payload: AppTokenPayload): Promise<string>;
  /** Returns the user id and token version, or null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<VerifiedToken | null>;
}

export function createTokens(secret: string, ttl: string): Tokens {
  const key = new TextEncoder().encode(secret);
  // A token whose signature checked out once is the same bytes next time: remember its id until it expires
  // (every signed-in request carries one; the HMAC and JSON parsing are most of a cached answer's cost).
  const verified = new LRUCache<string, VerifiedToken & { expiresAt: number }>({ max: 10_000 });
  return {
    // `tv`: the token version (decision 017). Tokens issued before it existed have none and count as version 0.
    sign: ({ id, role, tokenVersion = 0 }) =>
      new SignJWT({ id, role, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, without the memo the signature check below gives the same answer
      if (known) {
        // Stryker disable next-line EqualityOperator: equivalent but for the one millisecond of expiry
        if (Date.now() < known.expiresAt) return { id: known.id, version: known.version };
        verified.delete(token);
        return null;
      }
      try {
        // A token without `exp` would be valid for ever: refused (decision 017).
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const id = Number(payload.id);
        const version = payload.tv === undefined ? 0 : payload.tv;
        if (!isWholeNumber(id) || id === 0 || !isWholeNumber(version)) return null;
        // jose has checked that `exp` is there (requiredClaims) and a number.
        verified.set(token, { id, version, expiresAt: Number(payload.exp) * 1000 });
        return { id, version };
      } catch {
        return null;
      }
    },
  };
}

/** 0, 1, 2…: not negative, not a fraction, not a string or null. */
function isWholeNumber(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** The Authorization header carries the raw token (product §7); "Bearer <token>" is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const token = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
  return token || undefined;
}
