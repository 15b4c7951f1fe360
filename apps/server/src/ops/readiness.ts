import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TReadinessChecks } from '@campus/shared/schemas/ops';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { MIGRATIONS } from '../db/client';

/** Set when the process received SIGTERM: readiness fails first so a load balancer drains it before it closes. */
export interface Lifecycle {
  draining: boolean;
}

let newestMigration: number | undefined;
/** drizzle-kit's journal: `when` of the newest migration shipped with this build (drizzle stores it as created_at). */
function newestShippedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

const DB_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Ready = not draining, the database answers within 2 s, and its newest applied migration is this build's newest. */
export async function checkReadiness(ctx: AppContext): Promise<{ ready: boolean; checks: TReadinessChecks }> {
  const checks: TReadinessChecks = {
    database: 'ok',
    migrations: 'ok',
    process: ctx.lifecycle.draining ? 'draining' : 'ok',
  };
  try {
    const result = await withTimeout(
      ctx.db.execute<{ newest: string | null }>(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      ),
      DB_TIMEOUT_MS,
    );
    const newest = Number((result as unknown as { rows: { newest: string | null }[] }).rows[0]?.newest ?? 0);
    if (newest < newestShippedMigration()) checks.migrations = 'pending';
  } catch (error) {
    // 42P01 (no migrations table) means the database answered but was never migrated.
    const missingTable = pgCodeOf(error) === '42P01';
    checks.database = missingTable ? 'ok' : 'unreachable';
    checks.migrations = missingTable ? 'pending' : 'unknown';
  }
  const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.process === 'ok';
  return { ready, checks };
}

/** Drizzle wraps driver errors; the PostgreSQL code sits on the cause. */
function pgCodeOf(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
