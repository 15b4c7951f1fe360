import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';
import { startBackupSocket } from './ops/backup-socket';
import { runPrimary } from './ops/cluster';

async function main() {
  const config = loadConfig();
  const openDb = () =>
    createDb({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.dataDir,
      poolSize: config.databasePoolSize,
      lanes: config.databaseLanes,
    });
  const prepare = async (dbHandle: Awaited<ReturnType<typeof createDb>>) => {
    await dbHandle.migrate();
    if (config.seedDemo) await seedDemoIfEmpty(dbHandle.db, config);
  };
  // Several server processes on one port (decision 038): the primary migrates once, then starts the workers.
  if (cluster.isPrimary && config.webConcurrency > 1) {
    if (config.databaseUrl) {
      return runPrimary(config.webConcurrency, async () => {
        const dbHandle = await openDb();
        await prepare(dbHandle);
        await dbHandle.close();
      });
    }
    console.warn("WEB_CONCURRENCY needs DATABASE_URL (PGlite is one process's files): running one process.");
  }
  const dbHandle = await openDb();
  if (cluster.isPrimary) await prepare(dbHandle);
  const app = await buildApp(config, { dbHandle });
  // `npm run backup` asks this process for PGlite's dump instead of opening its files a second time (#22).
  const backupSocket = await startBackupSocket(dbHandle, config.dataDir);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Readiness answers 503 first and requests are still served for a while, so a load balancer drains us (#22).
    app.ctx.lifecycle.draining = true;
    if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Requests in progress get 3 s to finish; then slow or stuck clients are cut, so the exit never waits on them.
    const cut = setTimeout(() => app.server.closeAllConnections(), 3_000);
    cut.unref();
    try {
      backupSocket?.close();
      await app.close();
      await dbHandle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.isProduction && config.authEmulator) {
    app.log.warn(
      'AUTH_EMULATOR=true in production: anyone can sign in as any email. Use it for benchmarks and demos only.',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Campus Community is running on ${config.publicUrl} (database: ${dbHandle.driver})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
