import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './server-root';
import { createFileOnce, isStrongSecret, readDataJson } from './storage/data-files';

/** The ONE place environment variables are read. Everything else receives a Config. */
const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL connections this process keeps (architecture §8). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** More connections, for transactions and statements that change data (the write lane, decision 044). */
  DATABASE_WRITE_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(2),
  /** More connections, for key lookups (named statements) outside transactions (the key lane, decision 044). */
  DATABASE_KEY_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(2),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  JWT_SECRET: z
    .string()
    .refine(isStrongSecret, 'JWT_SECRET must be at least 32 bytes (e.g. openssl rand -base64 48)')
    .optional(),
  TOKEN_TTL: z.string().default('30d'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  AUTH_EMULATOR: z.enum(['true', 'false', '1', '0']).optional(),
  ADMIN_EMAILS: z.string().default(''),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  UPLOAD_DRIVERS: z.string().default('local'),
  IMGBB_API_KEY: z.string().optional(),
  IMGBB_URL: z.string().default('https://api.imgbb.com/1/upload'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:admin@campus.local'),
  REDIS_URL: z.string().optional(),
  IMAGE_HOSTS: z.string().default(''),
  ACCOUNT_WRITE_LIMIT: z.coerce.number().int().positive().default(60),
  ACCOUNT_UPLOAD_LIMIT: z.coerce.number().int().positive().default(30),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(30_000),
  LOG_LEVEL: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(256),
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  // operations (#22)
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).optional(),
  // events RSVP (issue 19)
  EVENT_REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  // task reminders (issue 20)
  TASK_REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
});

const flag = (v: string | undefined, fallback: boolean) => (v === undefined ? fallback : v === 'true' || v === '1');

export type UploadDriverName = 'imgbb' | 's3' | 'local';

export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** postgres:// URL, or undefined for embedded PGlite in dataDir (or in memory when dataDir is ':memory:'). */
  databaseUrl?: string;
  databasePoolSize: number;
  databaseLanes: { writes: number; keys: number };
  /** Server processes sharing the port (WEB_CONCURRENCY; PostgreSQL only: PGlite is one process's files). */
  webConcurrency: number;
  jwtSecret: string;
  tokenTtl: string;
  googleClientId?: string;
  authEmulator: boolean;
  adminEmails: string[];
  seedDemo: boolean;
  uploadDrivers: UploadDriverName[];
  imgbb: { apiKey?: string; url: string };
  s3: {
    bucket?: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    publicUrl?: string;
  };
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  redisUrl?: string;
  /** Extra places pictures may live (URL prefixes, e.g. a CDN), besides /uploads/ and the upload drivers' hosts. */
  imageHosts: string[];
  /**
   * A request, body included, is cut after requestMs (408); its headers after headersMs; an idle keep-alive
   * connection after keepAliveMs; any socket silent for socketMs (issue 16 finding 4).
   */
  /** Per account: writes per minute, uploads per hour; someone registering: uploads per hour per email. */
  accountLimits: { writesPerMinute: number; uploadsPerHour: number; registrationUploadsPerHour: number };
  /** Redis key prefix of the per-account counters (tests use their own). */
  limitKeyPrefix?: string;
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number; socketMs: number };
  logLevel: string;
  rateLimit: { max: number; authMax: number };
  webDist: string;
  /** Fastify trustProxy: false (default), a hop count, or addresses/CIDRs of the load balancers. */
  trustProxy: boolean | number | string;
  /** Open connections one client address may hold (0: no cap); trusted proxies are not capped (decision 016). */
  maxConnectionsPerIp: number;
  /**
   * How long a cached GET answer may be served (0 turns the response cache off). Any write drops the whole
   * cache at once (in every process on PostgreSQL); the TTL bounds answers that depend on the clock.
   */
  responseCacheTtlMs: number;
  /** Bearer token for GET /metrics; without one /metrics is open in development and refused in production. */
  metricsToken?: string;
  /**
   * After SIGTERM, how long /health/ready answers 503 while requests are still served, so a load balancer
   * stops sending new ones before the listener closes (default 5 s in production, 0 otherwise).
   */
  shutdownDrainMs: number;
  /** How often event reminders are looked for (0: never; tests drive them with their own clock). */
  eventReminderIntervalMs: number;
  /** How often task reminders (due in 24 h, overdue) are looked for (0: never; tests call the pass themselves). */
  taskReminderIntervalMs: number;
}

/** Trusting X-Forwarded-For from anyone would let a client pick its own IP and dodge rate limits. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'false' || value === '' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

interface SavedSecrets {
  jwtSecret: string;
}

/**
 * Secrets generated on first start are kept in DATA_DIR so tokens survive restarts. Generation is atomic, so
 * processes starting together agree; a damaged or weak file stops the start, naming the file.
 */
function loadOrCreateSecrets(dataDir: string): SavedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (!existsSync(file)) createFileOnce(file, JSON.stringify({ jwtSecret: randomBytes(48).toString('base64url') }));
  return readDataJson<SavedSecrets>(file, (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'does not hold a JSON object';
    const { jwtSecret } = v as { jwtSecret?: unknown };
    if (jwtSecret === undefined) return 'has no "jwtSecret"';
    return isStrongSecret(jwtSecret) ? null : 'has a "jwtSecret" shorter than 32 bytes';
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Refusing to start: ${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const authEmulator = flag(e.AUTH_EMULATOR, !isProduction);
  if (isProduction && !authEmulator && !e.GOOGLE_CLIENT_ID) {
    throw new Error('Refusing to start: set GOOGLE_CLIENT_ID for Google sign-in (or AUTH_EMULATOR=true for a demo).');
  }
  if (isProduction && authEmulator && e.ADMIN_EMAILS.trim()) {
    throw new Error(
      'Refusing to start: ADMIN_EMAILS with AUTH_EMULATOR=true in production would let anyone sign in as those admins.',
    );
  }
  if (isProduction && !e.JWT_SECRET && !overrides.jwtSecret) {
    throw new Error(
      'Refusing to start: production needs JWT_SECRET of at least 32 bytes (e.g. openssl rand -base64 48).',
    );
  }
  const jwtSecret = e.JWT_SECRET ?? overrides.jwtSecret ?? loadOrCreateSecrets(dataDir).jwtSecret;
  const drivers = e.UPLOAD_DRIVERS.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  for (const d of drivers) {
    if (!['imgbb', 's3', 'local'].includes(d)) throw new Error(`Unknown upload driver "${d}" in UPLOAD_DRIVERS`);
  }
  return {
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseLanes: { writes: e.DATABASE_WRITE_POOL_SIZE, keys: e.DATABASE_KEY_POOL_SIZE },
    webConcurrency: e.WEB_CONCURRENCY ?? 1,
    jwtSecret,
    tokenTtl: e.TOKEN_TTL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    authEmulator,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    seedDemo: flag(e.SEED_DEMO, !isProduction),
    uploadDrivers: drivers as UploadDriverName[],
    imgbb: { apiKey: e.IMGBB_API_KEY, url: e.IMGBB_URL },
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.S3_PUBLIC_URL,
    },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    redisUrl: e.REDIS_URL,
    accountLimits: {
      writesPerMinute: e.ACCOUNT_WRITE_LIMIT,
      uploadsPerHour: e.ACCOUNT_UPLOAD_LIMIT,
      registrationUploadsPerHour: Math.min(10, e.ACCOUNT_UPLOAD_LIMIT),
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(15_000, Math.floor(e.REQUEST_TIMEOUT_MS / 2)),
      keepAliveMs: 5_000,
      socketMs: 60_000,
    },
    imageHosts: e.IMAGE_HOSTS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (isProduction ? 'info' : 'info'),
    rateLimit: { max: e.RATE_LIMIT_MAX, authMax: e.AUTH_RATE_LIMIT_MAX },
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_MS,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5_000 : 0),
    eventReminderIntervalMs: e.EVENT_REMINDER_INTERVAL_MS,
    taskReminderIntervalMs: e.TASK_REMINDER_INTERVAL_MS,
    ...overrides,
  };
}
