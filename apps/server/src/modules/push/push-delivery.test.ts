import { execFileSync } from 'node:child_process';
import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../db/client';
import { notifications, pushOutbox, pushSubscriptions } from '../../db/schema/index';
import { call, createTestApp, createUser, onPostgres, type TestApp, type TestUser } from '../../test/helpers';
import type { Notifier, NotifyInput } from './notifier';
import { createNotifier } from './push.service';
import { DELIVERY } from './push-delivery';

/**
 * A local push service: an HTTPS server with a self-signed certificate made by openssl for this run.
 * The test process trusts that certificate through the default https agent, which web-push uses.
 */
interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let t: TestApp;
let server: https.Server;
let origin: string;
let certDir: string;
const received: ReceivedPush[] = [];
let answerStatus = 201;

beforeAll(async () => {
  certDir = mkdtempSync(path.join(tmpdir(), 'campus-push-cert-'));
  const keyFile = path.join(certDir, 'key.pem');
  const certFile = path.join(certDir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(certFile);
  https.globalAgent.options.ca = cert;

  server = https.createServer({ key: readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res
        .writeHead(answerStatus, { 'content-type': 'text/plain' })
        .end(answerStatus < 300 ? '' : `status ${answerStatus} #${received.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(certDir, { recursive: true, force: true });
});

beforeEach(() => {
  received.length = 0;
  answerStatus = 201;
});

async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
}

/** What a browser does: an ECDH P-256 key pair and 16 random auth bytes, sent to POST /push/subscribe. */
async function subscribeDevice(user: TestUser): Promise<Device> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
  const res = await call(t.app, 'POST', '/push/subscribe', {
    token: user.token,
    body: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  });
  expect(res.status).toBe(201);
  return { ecdh, auth, endpoint };
}

function decryptPush(push: ReceivedPush, device: Device): unknown {
  const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
  return JSON.parse(plain.toString('utf8'));
}

const offerNotice = (to: number[]): NotifyInput => ({
  to,
  category: 'OFFER_RECEIVED',
  title: 'New offer on “Calculus”',
  body: 'Rahim offered ৳450 for your book.',
  url: '/marketplace/my-listings',
});

const outboxSize = async () => (await t.db.select({ id: pushOutbox.id }).from(pushOutbox)).length;

describe('Web Push delivery', () => {
  it('sends a real aes128gcm push, signed with the VAPID key, that decrypts with the subscription keys', async () => {
    const seller = await createUser(t);
    const device = await subscribeDevice(seller);

    await t.app.ctx.notifier.notify(offerNotice([seller.id]));

    const [push] = await waitFor(() => (received.length ? received : undefined), 'the push');
    expect(push.path).toBe(new URL(device.endpoint).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBe(DELIVERY.ttlSeconds);
    expect(decryptPush(push, device)).toEqual({
      title: 'New offer on “Calculus”',
      body: 'Rahim offered ৳450 for your book.',
      url: '/marketplace/my-listings',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      category: 'OFFER_RECEIVED',
      tag: 'OFFER_RECEIVED',
    });

    // Authorization: vapid t=<ES256 JWT for this push service's origin>, k=<the public key the app hands out>
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
    expect(match).not.toBeNull();
    const publicKey = (await call<{ data: { publicKey: string } }>(t.app, 'GET', '/push/public-key')).body.data as {
      publicKey: string;
    };
    expect(match?.[2]).toBe(publicKey.publicKey);
    const raw = Buffer.from(publicKey.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(match?.[1] ?? '', key, { audience: origin });
    expect(payload.sub).toBe(t.config.vapid.subject);

    await waitFor(async () => (await outboxSize()) === 0, 'the outbox to empty');
    const inbox = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ category: 'OFFER_RECEIVED', title: 'New offer on “Calculus”', isRead: false });
  });

  it('removes the subscription when the push service answers 410 Gone', async () => {
    const user = await createUser(t);
    const device = await subscribeDevice(user);
    answerStatus = 410;

    await t.app.ctx.notifier.notify(offerNotice([user.id]));

    await waitFor(async () => {
      const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
      return rows.length === 0;
    }, 'the subscription to be removed');
    expect(received).toHaveLength(1);
    expect(await outboxSize()).toBe(0);
    // The inbox keeps the notification although the push could not be delivered.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(1);
  });

  it('keeps a push that failed with 500 and retries it later with backoff, then delivers it', async () => {
    const user = await createUser(t);
    const device = await subscribeDevice(user);
    answerStatus = 500;

    await t.app.ctx.notifier.notify(offerNotice([user.id]));

    const [row] = await waitFor(async () => {
      const rows = await t.db.select().from(pushOutbox);
      return rows.length === 1 && rows[0].lastError ? rows : undefined;
    }, 'the failed attempt to be recorded');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('HTTP 500');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (DELIVERY.backoffSeconds - 2) * 1000);
    expect(received).toHaveLength(1);

    // Time passes: the retry is due and the push service is healthy again.
    answerStatus = 201;
    await t.db.update(pushOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(pushOutbox.id, row.id));
    await waitFor(async () => (await outboxSize()) === 0, 'the retry to deliver');
    expect(received).toHaveLength(2);
    expect(decryptPush(received[1], device)).toMatchObject({ title: 'New offer on “Calculus”' });
  });

  it(`drops a push after ${DELIVERY.maxAttempts} failed attempts`, async () => {
    const user = await createUser(t);
    await subscribeDevice(user);
    answerStatus = 503;
    await t.app.ctx.notifier.notify(offerNotice([user.id]));
    for (let attempt = 1; attempt <= DELIVERY.maxAttempts; attempt++) {
      await waitFor(async () => received.length === attempt, `attempt ${attempt}`);
      await waitFor(async () => {
        const rows = await t.db.select().from(pushOutbox);
        return rows.length === 0 || (rows[0].attempts === attempt && rows[0].lastError?.endsWith(`#${attempt}`));
      }, `attempt ${attempt} to be recorded`);
      await t.db.update(pushOutbox).set({ nextAttemptAt: sql`now()` });
    }
    await waitFor(async () => (await outboxSize()) === 0, 'the push to be dropped');
    expect(received).toHaveLength(DELIVERY.maxAttempts);
  });

  it('sends each push once although several workers (processes) poll the same database', async () => {
    const user = await createUser(t);
    const device = await subscribeDevice(user);
    // A second process: on PostgreSQL its own connection pool; PGlite is one process by nature.
    const second: DbHandle | undefined = onPostgres
      ? await createDb({ databaseUrl: t.config.databaseUrl, pgliteDir: ':memory:' })
      : undefined;
    const silent = { warn: () => undefined } as unknown as Parameters<typeof createNotifier>[0]['log'];
    const others: Notifier[] = [
      createNotifier({ config: t.config, db: second?.db ?? t.db, log: silent }),
      createNotifier({ config: t.config, db: t.db, log: silent }),
    ];
    try {
      const count = 40;
      await Promise.all(
        Array.from({ length: count }, (_, i) =>
          [t.app.ctx.notifier, ...others][i % 3].notify({ ...offerNotice([user.id]), title: `Offer ${i}` }),
        ),
      );
      await waitFor(async () => received.length >= count && (await outboxSize()) === 0, 'every push');
      await new Promise((r) => setTimeout(r, DELIVERY.intervalMs * 1.5));
      expect(received).toHaveLength(count);
      const titles = received.map((p) => (decryptPush(p, device) as { title: string }).title).sort();
      expect(titles).toEqual(Array.from({ length: count }, (_, i) => `Offer ${i}`).sort());
    } finally {
      for (const n of others) await n.close();
      await second?.close();
    }
  });

  it('never fails the caller’s transaction when writing a notification fails', async () => {
    const user = await createUser(t);
    await t.db.transaction(async (tx) => {
      // 2^31 is out of range for an integer id: the notifier's own savepoint fails and rolls back alone.
      await t.app.ctx.notifier.notify(offerNotice([2 ** 31]), tx);
      await t.app.ctx.notifier.notify(offerNotice([user.id]), tx);
    });
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});
