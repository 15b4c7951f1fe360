import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role, UserStatus } from '@campus/shared/enums';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createDb, type DbHandle } from '../db/client';
import { departments, institutions, registrationWindows, users } from '../db/schema/index';

/** Which database the suite runs on: embedded PGlite by default, PostgreSQL when TEST_DB=pg (npm run test:pg). */
export const onPostgres = process.env.TEST_DB === 'pg' && Boolean(process.env.TEST_DATABASE_URL);

async function createFreshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `campus_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: App;
  db: DbHandle['db'];
  dbHandle: DbHandle;
  config: Config;
  close(): Promise<void>;
}

let template: Blob | undefined;
/** The migrated PGlite dump of the suite's global setup (src/test/pglite-template.ts), read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!template && file) template = new Blob([readFileSync(file)]);
  return template;
}

/** A real app on a fresh, migrated database: PGlite in memory, or a new PostgreSQL database. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-test-'));
  const fresh = onPostgres ? await createFreshPostgres() : undefined;
  const dbHandle = await createDb({
    databaseUrl: fresh?.url,
    pgliteDir: ':memory:',
    pgliteTemplate: fresh ? undefined : pgliteTemplate(),
    poolSize: 25,
  });
  await dbHandle.migrate(); // a no-op on the migrated template
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      NODE_ENV: 'test',
      // The suites' fixtures stand for pictures on a configured image host.
      IMAGE_HOSTS: 'https://example.com/',
    },
    {
      rateLimit: { max: 1_000_000, authMax: 1_000_000 },
      accountLimits: { writesPerMinute: 1_000_000, uploadsPerHour: 1_000_000, registrationUploadsPerHour: 1_000_000 },
      databaseUrl: fresh?.url,
      ...overrides,
    },
  );
  const app = await buildApp(config, { dbHandle, logger: false, persistEmulatorKeys: false });
  return {
    app,
    db: dbHandle.db,
    dbHandle,
    config,
    async close() {
      await app.close();
      await dbHandle.close();
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T & { success: boolean; message: string; data: unknown; meta?: { page: number; limit: number; total: number } };
}

/** Calls /api/v1{url} through app.inject and parses the JSON envelope. */
export async function call<T = Record<string, unknown>>(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) query[k] = String(v);
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    query,
    headers: { ...(options.token ? { authorization: options.token } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  let body: CallResult<T>['body'];
  try {
    body = res.json();
  } catch {
    body = { success: false, message: res.body, data: null } as CallResult<T>['body'];
  }
  return { status: res.statusCode, body };
}

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  role: Role;
  token: string;
  fullName: string;
}

/** Inserts a user straight into the database and signs an app token for them. */
export async function createUser(
  t: TestApp,
  input: Partial<typeof users.$inferInsert> & { role?: Role; status?: UserStatus } = {},
): Promise<TestUser> {
  counter++;
  const email = (input.email ?? `user${counter}.${randomBytes(3).toString('hex')}@test.campus`).toLowerCase();
  const [row] = await t.db
    .insert(users)
    .values({
      fullName: `Test User ${counter}`,
      contactNo: '01712345678',
      role: 'MEMBER',
      status: 'ACTIVE',
      ...input,
      email,
    })
    .returning();
  // Written straight to the database, not through the API: tell the caches, as any API write does.
  t.app.ctx.changes.bump();
  const token = await t.app.ctx.tokens.sign({ id: row.id, role: row.role, tokenVersion: row.tokenVersion });
  return { id: row.id, email: row.email, role: row.role, token, fullName: row.fullName };
}

/** An institution, a UNIVERSITY and a COLLEGE department, and optionally an open registration window. */
export async function createDirectory(t: TestApp, options: { openWindow?: boolean; deadline?: Date } = {}) {
  const [inst] = await t.db
    .insert(institutions)
    .values({ name: `Uni ${++counter}`, type: 'UNIVERSITY' })
    .returning();
  const [uniDept] = await t.db
    .insert(departments)
    .values({ name: `CSE ${counter}`, type: 'UNIVERSITY' })
    .returning();
  const [collegeDept] = await t.db
    .insert(departments)
    .values({ name: `Science ${counter}`, type: 'COLLEGE' })
    .returning();
  if (options.openWindow !== false) {
    await t.db.insert(registrationWindows).values({
      isOpen: true,
      openForId: inst.id,
      imageUrl: 'https://example.com/reg.png',
      deadline: options.deadline ?? new Date(Date.now() + 86_400_000),
    });
  }
  t.app.ctx.changes.bump();
  return { institution: inst, uniDept, collegeDept };
}

/** An ID token from the identity emulator, verified by the same path as Google's. */
export async function idTokenFor(t: TestApp, email: string, displayName = 'Test Person'): Promise<string> {
  const res = await call<{ data: { idToken: string } }>(t.app, 'POST', '/identity-emulator/token', {
    body: { email, displayName },
  });
  return (res.body.data as { idToken: string }).idToken;
}

export const ALL_ROLES: Role[] = [
  'ADMIN',
  'MENTOR',
  'TOP_TEN',
  'TEAM_HEAD',
  'CITIZEN',
  'MEMBER',
  'BUS',
  'PRAYER',
  'DEVELOPER',
];
