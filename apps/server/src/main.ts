import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';

async function main() {
  const config = loadConfig();
  const dbHandle = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.dataDir });
  await dbHandle.migrate();
  if (config.seedDemo) await seedDemoIfEmpty(dbHandle.db, config);
  const app = await buildApp(config, { dbHandle });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Campus Community is running on ${config.publicUrl} (database: ${dbHandle.driver})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
