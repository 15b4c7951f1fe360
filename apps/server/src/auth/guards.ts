import { API_PREFIX } from '@campus/shared/constants';
import { DISABLED_USER_STATUSES, type Role, type UserStatus } from '@campus/shared/enums';
import { MSG } from '@campus/shared/messages';
import { type Access, canAccess } from '@campus/shared/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { AppError } from '../http/errors';
import { type Tokens, tokenFromHeader } from './tokens';

export interface AuthUser {
  id: number;
  role: Role;
  status: UserStatus;
  email: string;
  fullName: string;
  profilePic: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares who may call it; a route without it refuses to register. */
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Reads the CURRENT role and status from the database: a demoted user loses rights at once. */
async function loadUser(db: Db, tokens: Tokens, request: FastifyRequest): Promise<AuthUser | null | 'invalid'> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return null;
  const id = await tokens.verify(token);
  if (!id) return 'invalid';
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      fullName: users.fullName,
      profilePic: users.profilePic,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? 'invalid';
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

export const accessGuard = fp<{ db: Db; tokens: Tokens; registered: RegisteredRoute[] }>(
  async (app: FastifyInstance, { db, tokens, registered }) => {
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      // Static files and the web app are public content; every API route must say who may call it.
      if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD') return;
      if (!route.config?.access) {
        throw new Error(
          `Route ${route.method} ${route.url} declares no access (config.access) and cannot be registered`,
        );
      }
      for (const method of [route.method].flat())
        registered.push({ method, url: route.url, access: route.config.access });
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access) return;
      const loaded = await loadUser(db, tokens, request);
      if (access === 'public') {
        request.user = loaded === 'invalid' || loaded?.status === undefined || isDisabled(loaded) ? null : loaded;
        return;
      }
      if (loaded === null) throw new AppError('UNAUTHORIZED', MSG.notSignedIn);
      if (loaded === 'invalid') throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
      if (isDisabled(loaded)) throw new AppError('UNAUTHORIZED', MSG.accountDisabled);
      request.user = loaded;
      if (!canAccess(loaded.role, access)) throw new AppError('FORBIDDEN', MSG.forbidden);
    });
  },
);

function isDisabled(user: AuthUser): boolean {
  return DISABLED_USER_STATUSES.includes(user.status);
}

/** For handlers of signed-in routes: the guard has already ensured a user. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', MSG.notSignedIn);
  return request.user;
}
