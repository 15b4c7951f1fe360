/**
 * Bad input on EVERY write route, generated from the registered route list and each route's body schema:
 * non-object bodies, missing fields, wrong types, huge strings, unknown and prototype keys, SQL and HTML
 * payloads, invalid JSON, deep nesting, oversized bodies, wrong content types and unusable path ids.
 * Each answer must be a 4xx with a message (never a 5xx), and no table may change.
 * A new write route is covered the moment it is registered.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../auth/guards';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { call, createTestApp, createUser, type TestApp, type TestUser } from '../helpers';
import { changedTables, snapshot } from './db-snapshot';
import {
  BAD_PARAMS,
  type BadCase,
  casesFor,
  EXTREME_DATES,
  fieldCases,
  HOSTILE_URLS,
  type JsonSchema,
} from './schema-cases';

// Built at collection time so each registered write route becomes its own test.
const t: TestApp = await createTestApp();
// A populated database makes "nothing written" meaningful: updates aimed at real rows must not land either.
await seedDemoIfEmpty(t.db, t.config);
const admin: TestUser = await createUser(t, { role: 'ADMIN' });
const counts = new Map<string, number>();
const skippedCases: string[] = [];

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: { name: string; in: string }[];
      }
    >
  >;
}

/** Query parameters of GET routes that name a day (createdAt, startTime …), from the OpenAPI document. */
function dateQueryParams(): [string, string][] {
  const spec = t.app.swagger() as unknown as OpenApi;
  const out: [string, string][] = [];
  for (const [url, ops] of Object.entries(spec.paths)) {
    for (const p of ops.get?.parameters ?? []) {
      if (p.in === 'query' && /(Time|Date|At)$/.test(p.name)) out.push([url.replace(/\{\w+\}/g, '1'), p.name]);
    }
  }
  return out;
}

afterAll(async () => {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const lines = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([c, n]) => `  ${c}: ${n}`);
  console.log(
    `bad input: ${total} malformed requests over ${writeRoutes().length} write routes\n${lines.join('\n')}\n` +
      `  (not sent, because a body could not be made surely invalid: ${skippedCases.length})`,
  );
  await t.close();
});

function writeRoutes(): RegisteredRoute[] {
  return t.app.routes.filter((r) => r.method !== 'GET');
}

/** The JSON body schema of a route (hidden aliases share the schema of their twin with or without the slash). */
function bodySchema(route: RegisteredRoute): JsonSchema | undefined {
  const spec = t.app.swagger() as unknown as OpenApi;
  const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
  const candidates = [route.url, route.url.endsWith('/') ? route.url.slice(0, -1) : `${route.url}/`].map(openApiPath);
  for (const p of candidates) {
    const op = spec.paths[p]?.[route.method.toLowerCase()];
    if (op) return op.requestBody?.content?.['application/json']?.schema;
  }
  return undefined;
}

function concrete(url: string, param = '1') {
  return url.replace(/:[A-Za-z]+/g, param);
}

async function send(route: RegisteredRoute, c: BadCase) {
  const hasRaw = c.raw !== undefined;
  const res = await t.app.inject({
    method: route.method as 'POST',
    url: concrete(route.url, c.param),
    headers: {
      authorization: admin.token,
      ...(hasRaw || c.body !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {}),
    },
    ...(hasRaw ? { payload: c.raw } : c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
  });
  let message: unknown;
  try {
    message = res.json().message;
  } catch {
    message = undefined;
  }
  return { status: res.statusCode, message, body: res.body.slice(0, 300) };
}

function uploadFiles(): number {
  const dir = path.join(t.app.ctx.uploads.localDir);
  try {
    return readdirSync(dir, { recursive: true }).length;
  } catch {
    return 0;
  }
}

describe('bad input on every write route', () => {
  it('finds the write routes and their schemas', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const withSchema = routes.filter((r) => bodySchema(r));
    expect(withSchema.length).toBeGreaterThan(15);
  });

  it.each(writeRoutes().map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers malformed input with a 4xx and a message, and writes nothing',
    async (_name, route) => {
      const failures: string[] = [];
      const schema = bodySchema(route);
      const { cases, skipped } = casesFor(route.url === '/api/v1/upload' ? undefined : schema);
      cases.push(...fieldCases(schema, { urls: HOSTILE_URLS }));
      skippedCases.push(...skipped.map((s) => `${route.method} ${route.url} ${s}`));
      const hasParam = /:[A-Za-z]+/.test(route.url);
      // Routes without a body schema act on their id alone: for them only the id and the transport are malformed.
      const routeCases = hasParam && !schema ? cases.filter((c) => c.raw !== undefined) : cases;
      for (const value of hasParam ? BAD_PARAMS : []) {
        routeCases.push({
          category: 'bad path ids',
          name: value,
          param: encodeURIComponent(value),
          body: schema ? {} : undefined,
        });
      }
      const before = await snapshot(t.db);
      for (const c of routeCases) {
        const res = await send(route, c);
        counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
        const label = `[${c.category}: ${c.name}]`;
        if (res.status < 400 || res.status >= 500) failures.push(`${label} → ${res.status} ${res.body}`);
        else if (typeof res.message !== 'string' || !res.message)
          failures.push(`${label} → ${res.status} without a message`);
      }
      const changed = changedTables(before, await snapshot(t.db));
      if (changed.length) failures.push(`changed data: ${changed.join('; ')}`);
      expect(failures).toEqual([]);
    },
    120_000,
  );
});

describe('extreme dates in the query of every table', () => {
  it('finds the date filters', () => {
    expect(dateQueryParams().length).toBeGreaterThanOrEqual(7);
  });

  it.each(dateQueryParams())('GET %s?%s=<extreme date> answers 400 with a message', async (url, name) => {
    for (const value of EXTREME_DATES) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        query: { [name]: value },
        headers: { authorization: admin.token },
      });
      counts.set('extreme dates', (counts.get('extreme dates') ?? 0) + 1);
      expect(res.statusCode, `${name}=${value}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().message).toBe(`${name} must be a date between 1970 and 2100`);
    }
  });
});

describe('bad multipart on /upload', () => {
  const boundary = '----campusBoundary7MA4YWxk';
  const part = (name: string, filename: string, type: string, content: Buffer | string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  // A PNG header claiming 60000 × 60000 pixels (a decompression bomb) with no real pixel data.
  const bombPng = Buffer.from(
    '89504e470d0a1a0a0000000d494844520000ea600000ea600806000000' + '00000000' + '0000000049454e44ae426082',
    'hex',
  );
  const tinyPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAG0lEQVR4nGNkYPjPQApgIkn1qIZRDaMahpIGAPnMAR9LNWn+AAAAAElFTkSuQmCC',
    'base64',
  );

  const cases: { name: string; contentType: string; payload: Buffer | string }[] = [
    { name: 'multipart without a boundary', contentType: 'multipart/form-data', payload: 'hello' },
    {
      name: 'body cut off before the closing boundary',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: part('image', 'a.png', 'image/png', tinyPng).subarray(0, 60),
    },
    {
      name: 'no closing boundary',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: part('image', 'a.png', 'image/png', tinyPng),
    },
    {
      name: 'wrong field name',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([part('file', 'a.png', 'image/png', tinyPng), end]),
    },
    {
      name: 'empty file',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([part('image', 'a.png', 'image/png', Buffer.alloc(0)), end]),
    },
    {
      name: 'text claiming to be a PNG',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([part('image', 'a.png', 'image/png', 'not an image at all'), end]),
    },
    {
      name: 'HTML file named .png',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([part('image', 'x.png', 'image/png', '<script>alert(1)</script>'), end]),
    },
    {
      name: 'decompression bomb header (60000 × 60000)',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([part('image', 'bomb.png', 'image/png', bombPng), end]),
    },
    {
      name: 'two files',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([
        part('extra', 'b.png', 'image/png', tinyPng),
        part('image', 'a.png', 'image/png', 'junk'),
        end,
      ]),
    },
    {
      name: 'path traversal file name with junk content',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([part('image', '../../etc/passwd', 'image/png', 'root:x:0:0'), end]),
    },
    {
      name: 'garbage bytes',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.from([0, 1, 2, 3, 255, 254]),
    },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s → 4xx with a message, nothing stored', async (_name, c) => {
    const files = uploadFiles();
    const before = await snapshot(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: { authorization: admin.token, 'content-type': c.contentType },
      payload: c.payload,
    });
    counts.set('bad multipart', (counts.get('bad multipart') ?? 0) + 1);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
    expect(uploadFiles()).toBe(files);
    expect(changedTables(before, await snapshot(t.db))).toEqual([]);
  });
});

describe('hostile text in a valid request', () => {
  it('stores SQL and HTML payloads verbatim as data and touches no other table', async () => {
    const users = (await call(t.app, 'GET', '/user/table', { token: admin.token, query: { limit: 1 } })).body.meta
      ?.total;
    const names = ["Robert'); DROP TABLE users;--", '<script>alert("x")</script>', "1' OR '1'='1"];
    for (const name of names) {
      const res = await call<{ data: { id: number; name: string } }>(t.app, 'POST', '/designation/create', {
        token: admin.token,
        body: { name },
      });
      expect(res.status, res.body.message).toBe(201);
      expect((res.body.data as { name: string }).name).toBe(name);
    }
    const after = (await call(t.app, 'GET', '/user/table', { token: admin.token, query: { limit: 1 } })).body.meta
      ?.total;
    expect(after).toBe(users);
  });

  it('refuses a NUL byte in text with a 4xx, not a database error', async () => {
    const res = await call(t.app, 'POST', '/designation/create', {
      token: admin.token,
      body: { name: 'bad\u0000name' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
