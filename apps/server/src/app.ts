import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, UPLOAD } from '@campus/shared/constants';
import { MSG } from '@campus/shared/messages';
import { setImageOrigins } from '@campus/shared/schemas/fields';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { AppContext } from './app-context';
import { accessGuard, type RegisteredRoute } from './auth/guards';
import { createIdentity } from './auth/identity';
import { createTokens } from './auth/tokens';
import type { Config } from './config';
import { createDb, type DbHandle } from './db/client';
import { createLimiter, registerAccountLimits } from './http/account-limits';
import { createChangeFeed } from './http/changes';
import { capConnectionsPerIp, trustedPeer } from './http/connection-cap';
import { registerErrorHandling } from './http/error-handler';
import { AppError } from './http/errors';
import { trackInFlight } from './http/in-flight';
import { registerPrivateAnswers } from './http/private-answers';
import { rateLimitKey } from './http/rate-limit-key';
import { responseCache } from './http/response-cache';
import { serializerCompiler } from './http/serializer';
import { inlineScriptHashes, serveWeb } from './http/web';
import { createNotifier } from './modules/push/push.service';
import { MODULES } from './modules/registry';
import { registerMetrics } from './ops/metrics';
import { registerRequestLog, requestIdGenerator } from './ops/request-log';
import { registerThumbnails } from './storage/thumbnails';
import { sweepUploads } from './storage/upload-sweep';
import { createUploads, imageOrigins } from './storage/uploads';

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise one is opened from config and closed with the app. */
  dbHandle?: DbHandle;
  logger?: boolean;
  persistEmulatorKeys?: boolean;
}

/** A route as registered: its declared response status codes, and the API module that registered it. */
export interface ServedRoute {
  method: string;
  url: string;
  responses: string[];
  /** The register function of modules/registry.ts (e.g. `homeRoutes`); undefined outside the modules. */
  module?: string;
}

/**
 * `routes`: every API route with its declared access (the role × route matrix test reads it). `served`: every
 * route the server answers, API or not, with its declared responses (the response-schema test reads it).
 */
export type App = FastifyInstance & { ctx: AppContext; routes: RegisteredRoute[]; served: ServedRoute[] };

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  // The shared image-URL rule learns where this install's pictures live (finding 9 of issue 16).
  setImageOrigins(imageOrigins(config));
  const ownsDb = !options.dbHandle;
  const dbHandle =
    options.dbHandle ??
    (await createDb({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.dataDir,
      poolSize: config.databasePoolSize,
      lanes: config.databaseLanes,
    }));
  if (ownsDb) await dbHandle.migrate();

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
          },
    bodyLimit: 1024 * 1024,
    // Slow clients (a body sent a byte at a time) must not hold a connection for ever (issue 16 finding 4).
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.socketMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 1_000 },
    // On close, idle keep-alive sockets go at once; main.ts cuts the rest after a short grace.
    forceCloseConnections: 'idle',
    // One log line per request with its id, written by registerRequestLog.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy !== false),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerIp(app.server, config.maxConnectionsPerIp, trustedPeer(config.trustProxy));
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas compiled to fast-json-stringify: only the fields a schema names are written (decision 025).
  app.setSerializerCompiler(serializerCompiler);
  const served: ServedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const responses = Object.keys((route.schema?.response as object | undefined) ?? {});
    for (const method of [route.method].flat())
      if (method !== 'HEAD') served.push({ method, url: route.url, responses });
  });
  const inFlight = trackInFlight(app);
  registerRequestLog(app);
  registerErrorHandling(app, {
    spaRoot: existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : undefined,
  });

  const identity = await createIdentity(config, { persistKeys: options.persistEmulatorKeys ?? true });
  const tokens = createTokens(config.jwtSecret, config.tokenTtl);
  // One Redis connection for the per-IP and the per-account counters.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  const ctx: AppContext = {
    config,
    dbHandle,
    db: dbHandle.db,
    identity,
    tokens,
    uploads: createUploads(config, (msg, err) => app.log.warn({ err }, msg)),
    notifier: createNotifier({ config, db: dbHandle.db, log: app.log }),
    changes: await createChangeFeed({ databaseUrl: config.databaseUrl, log: app.log }),
    lifecycle: { draining: false },
    limits: createLimiter(redis, config.limitKeyPrefix),
  };
  registerMetrics(app, ctx);

  // Security headers, built once. (@fastify/helmet built them again for every request: parsing the CSP
  // directives showed in CPU profiles of the hottest routes.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist), 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The emulator / Google popup posts the ID token back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // No feature the app does not use; the camera stays available to the app's own pages (QR check-in).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
    return payload;
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: '1 minute',
    redis,
    skipOnError: true,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', MSG.tooManyRequests),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD.maxBytes, files: 1, fields: 5, parts: 6 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Campus Community API', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API documentation page is for development; production keeps the schema but not the page (decision 017).
  if (!config.isProduction) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const routes: RegisteredRoute[] = [];
  const cache = { changes: ctx.changes, ttlMs: config.responseCacheTtlMs };
  await app.register(accessGuard, {
    db: dbHandle.db,
    tokens,
    registered: routes,
    sharedDatabase: Boolean(config.databaseUrl),
    ...cache,
  });
  await app.register(responseCache, cache);
  registerPrivateAnswers(app);
  registerAccountLimits(app, ctx);

  await app.register(
    async (api) => {
      for (const register of MODULES) {
        const from = served.length;
        await register(api, ctx);
        for (const route of served.slice(from)) route.module = register.name;
      }
    },
    { prefix: API_PREFIX },
  );

  registerThumbnails(app, ctx.uploads.localDir);
  // Hourly: local uploads no row references after a day (a form never saved, a replaced picture) are deleted.
  const sweep = setInterval(() => {
    sweepUploads(ctx.db, ctx.uploads.localDir).catch((err) => app.log.warn({ err }, 'upload sweep failed'));
  }, 3_600_000);
  sweep.unref();
  await app.register(fastifyStatic, {
    root: ctx.uploads.localDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Stored images are named by a random UUID and never rewritten (demo pictures by a hash of what they show).
    maxAge: '365d',
    immutable: true,
    allowedPath: (p) => !p.includes('..'),
  });
  serveWeb(app, config);

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await redis?.quit().catch(() => undefined);
    // Handlers of clients that already hung up may still be writing: let them finish first.
    await inFlight.idle(8_000);
    await ctx.notifier.close();
    await ctx.changes.close();
    if (ownsDb) await dbHandle.close();
  });
  await app.ready();
  return Object.assign(app, { ctx, routes, served }) as unknown as App;
}
