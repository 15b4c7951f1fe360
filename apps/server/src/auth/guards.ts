import { API_PREFIX } from '@campus/shared/constants';
import { DISABLED_USER_STATUSES, type Role, type UserStatus } from '@campus/shared/enums';
import type { Lang } from '@campus/shared/i18n/lang';
import { MSG } from '@campus/shared/messages';
import { type Access, canAccess } from '@campus/shared/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema/index';
import { builtOnce, STATEMENT } from '../db/statement-names';
import type { ChangeFeed } from '../http/changes';
import { AppError } from '../http/errors';
import { type Tokens, tokenFromHeader } from './tokens';

/** The change-feed areas whose writes can change a user row (see http/areas.ts). */
const USER_AREAS = ['users'];

export interface AuthUser {
  id: number;
  role: Role;
  status: UserStatus;
  email: string;
  fullName: string;
  profilePic: string | null;
  /** The account's language, empty until the member chooses one (decision 030). */
  language: Lang | null;
  /** The member's CURRENT team (tasks are read and managed within it): as current as the role, decision 014. */
  teamId: number | null;
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

interface GuardOptions {
  db: Db;
  tokens: Tokens;
  registered: RegisteredRoute[];
  /** Users read from the database are reused until the next write anywhere (or ttlMs)… */
  changes: ChangeFeed;
  ttlMs: number;
  /**
   * …unless other processes may write the same database (PostgreSQL): then the row is read on every request,
   * because a NOTIFY reaches them only milliseconds after the write was acknowledged (decision 014).
   */
  sharedDatabase: boolean;
}

/** The user row the guard reads, with the token version tokens must carry at least. */
interface KnownUser {
  user: AuthUser;
  tokenVersion: number;
  version: number;
}

/**
 * Reads the CURRENT role and status: a demoted or disabled user loses rights at once. On PGlite (one process
 * owns the database) the row is reused while the `users` area has not moved — the demotion itself is a write
 * there (routes under /user and /auth; any other route that writes user rows declares `writes: ['users']`),
 * so the next request reads the database again. On PostgreSQL another process may have made the demotion, so
 * the row (one primary-key lookup) is read again unless a stale row is harmless (harmlessIfStale): decision 014.
 * A token issued before the user's current token version (signed out everywhere, disabled, role changed) is
 * 'revoked' (decision 017); the version is checked against the same row, so it holds wherever the role does.
 */
async function loadUser(
  options: GuardOptions,
  known: LRUCache<number, KnownUser>,
  request: FastifyRequest,
): Promise<AuthUser | null | 'invalid' | 'revoked'> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) return null;
  const verified = await options.tokens.verify(token);
  if (!verified) return 'invalid';
  const { id } = verified;
  const { changes } = options;
  const cached = known.get(id);
  // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent in answers, the row is only read again more often (a primary-key lookup); a stale row that could widen rights is killed by guards.test.ts 'the row cache'
  if (cached && cached.version === changes.versionOf(USER_AREAS) && changes.coherent) {
    if (verified.version < cached.tokenVersion && !isDisabled(cached.user)) return 'revoked';
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent in answers, the row is only read again more often (a primary-key lookup); a stale row that could widen rights is killed by guards.test.ts 'the row cache'
    if (!options.sharedDatabase || harmlessIfStale(request, cached.user)) return cached.user;
  }
  const version = changes.versionOf(USER_AREAS);
  const [row] = await readUserRow(options.db, id, request.method !== 'GET' && request.method !== 'HEAD');
  if (!row) return 'invalid';
  const { tokenVersion, ...user } = row;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ObjectLiteral: equivalent in answers, the row is only read again more often (a primary-key lookup); a stale row that could widen rights is killed by guards.test.ts 'the row cache'
  if (options.ttlMs > 0) known.set(id, { user, tokenVersion, version });
  // A disabled account hears that it is disabled, not merely that its session ended.
  return verified.version < tokenVersion && !isDisabled(user) ? 'revoked' : user;
}

/**
 * The guard's read, the most frequent statement of all (one per signed-in request on PostgreSQL): a named
 * prepared statement, so each pooled connection parses and plans it once (a primary-key lookup has one plan), and
 * its query is built once for the process (builtOnce, decision 049).
 */
function readUserRow(db: Db, id: number, ofWrite: boolean) {
  return (ofWrite ? userRowOfWrite : userRow)(db).execute({ id });
}

const selectUserRow = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      fullName: users.fullName,
      profilePic: users.profilePic,
      language: users.language,
      teamId: users.teamId,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1);
const userRow = builtOnce((db) => selectUserRow(db).prepare(STATEMENT.guardUserRow));
const userRowOfWrite = builtOnce((db) => selectUserRow(db).prepare(STATEMENT.guardUserRowOfWrite));

/**
 * On PostgreSQL a row known to this process may be milliseconds behind a demotion or a disabling made by another
 * process. It is still used where that cannot widen what anyone sees or does: a public GET by an active MEMBER
 * (the bulk of campus traffic). A disabled member would see public pages for those milliseconds as a member (their
 * own offers), not as a guest; a demotion cannot apply, MEMBER has no capability to lose. Everything else — writes,
 * signed-in routes, managers — reads the row again (decision 014).
 */
// Stryker disable next-line BlockStatement: equivalent, an empty body answers undefined: the row is read again
function harmlessIfStale(request: FastifyRequest, user: AuthUser): boolean {
  // Stryker disable StringLiteral,OptionalChaining: each only narrows what may use a known row, so the row is read
  // again more often; widening mutants (`true`, `||`) stay and are killed by guards.test.ts 'the row cache'
  return (
    request.method === 'GET' &&
    request.routeOptions.config?.access === 'public' &&
    user.role === 'MEMBER' &&
    !isDisabled(user)
  );
  // Stryker restore StringLiteral,OptionalChaining
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

export const accessGuard = fp<GuardOptions>(async (app: FastifyInstance, options) => {
  const { registered } = options;
  const known = new LRUCache<number, KnownUser>({
    max: 10_000,
    ttl: Math.max(options.ttlMs, 1),
  });
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    // Static files and the web app are public content; every API route must say who may call it.
    if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD') return;
    if (!route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (config.access) and cannot be registered`);
    }
    for (const method of [route.method].flat())
      registered.push({ method, url: route.url, access: route.config.access });
  });

  app.addHook('onRequest', async (request) => {
    // Stryker disable next-line OptionalChaining: equivalent, Fastify gives every route a config object
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const loaded = await loadUser(options, known, request);
    if (access === 'public') {
      request.user = typeof loaded === 'string' || loaded === null || isDisabled(loaded) ? null : loaded;
      return;
    }
    if (loaded === null) throw new AppError('UNAUTHORIZED', MSG.notSignedIn);
    if (loaded === 'invalid') throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
    if (loaded === 'revoked') throw new AppError('UNAUTHORIZED', MSG.sessionEnded);
    if (isDisabled(loaded)) throw new AppError('UNAUTHORIZED', MSG.accountDisabled);
    request.user = loaded;
    if (!canAccess(loaded.role, access)) throw new AppError('FORBIDDEN', MSG.forbidden);
  });
});

function isDisabled(user: AuthUser): boolean {
  return DISABLED_USER_STATUSES.includes(user.status);
}

/** For handlers of signed-in routes: the guard has already ensured a user. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', MSG.notSignedIn);
  return request.user;
}
