import type { Role } from '@campus/shared/enums';
import { type Access, canAccess } from '@campus/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type MatrixRow } from './access-matrix';
import { ALL_ROLES, createTestApp, createUser, type TestApp } from './helpers';

let t: TestApp;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ALL_ROLES) tokens.set(role, (await createUser(t, { role })).token);
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Fills path parameters with values that exist nowhere, so no handler changes data. */
function concrete(url: string): string {
  return url.replace(/:email/g, 'nobody@example.com').replace(/:[A-Za-z]+/g, '987654');
}

async function statusFor(row: MatrixRow, token?: string): Promise<number> {
  const hasBody = row.method !== 'GET';
  const res = await t.app.inject({
    method: row.method,
    url: concrete(row.url),
    headers: token ? { authorization: token } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
  expect(res.statusCode, `${key(row)} answered 500: ${res.body}`).toBeLessThan(500);
  return res.statusCode;
}

describe('role × route matrix', () => {
  it('every registered API route has a row, and every row names a registered route with that access', () => {
    const registered = new Map(t.app.routes.map((r) => [key(r), r.access]));
    const rows = new Map(ACCESS_MATRIX.map((r) => [key(r), r.access]));
    const missingRows = [...registered.keys()].filter((k) => !rows.has(k));
    const unknownRows = [...rows.keys()].filter((k) => !registered.has(k));
    const mismatched = [...rows]
      .filter(([k, access]) => registered.has(k) && registered.get(k) !== access)
      .map(([k]) => k);
    expect({ missingRows, unknownRows, mismatched }).toEqual({ missingRows: [], unknownRows: [], mismatched: [] });
  });

  it.each(ACCESS_MATRIX.map((row) => [key(row), row] as const))(
    '%s answers each role as the table says',
    async (_name, row) => {
      const expected: Access = row.behaves ?? row.access;
      const guest = await statusFor(row);
      if (expected === 'public') expect(guest, 'guest').not.toBe(401);
      else expect(guest, 'guest').toBe(401);
      for (const role of ALL_ROLES) {
        const status = await statusFor(row, tokens.get(role));
        if (canAccess(role, expected)) expect([401, 403], `${role} should be allowed`).not.toContain(status);
        else expect(status, `${role} should be refused`).toBe(403);
      }
    },
  );
});
