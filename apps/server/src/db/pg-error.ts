/** What PostgreSQL says about a failed statement (the fields the app reads). */
export interface PgError {
  code?: string;
  detail?: string;
  table?: string;
  constraint?: string;
}

/** The PostgreSQL error on a driver error or on its cause (Drizzle wraps driver errors). */
export function pgErrorOf(error: unknown): PgError | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as PgError).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a failed statement, e.g. '23505' for a unique violation. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgErrorOf(error)?.code;
}
