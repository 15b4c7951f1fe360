import type { Role } from '@campus/shared/enums';
import { jwtVerify, SignJWT } from 'jose';

export interface AppTokenPayload {
  id: number;
  role: Role;
}

export interface Tokens {
  sign(payload: AppTokenPayload): Promise<string>;
  /** Returns the user id, or null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<number | null>;
}

export function createTokens(secret: string, ttl: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ id, role }) =>
      new SignJWT({ id, role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.id);
        return Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}

/** The Authorization header carries the raw token (SPEC §7); "Bearer <token>" is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const token = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
  return token || undefined;
}
