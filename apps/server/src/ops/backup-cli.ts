// npm run backup -- --out <file>            (DATA_DIR / DATABASE_URL from the environment, as the server reads them)
// npm run restore -- <file> [--data-dir D] [--force]   (DATABASE_URL=postgres://… to restore into PostgreSQL)
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backup, restore } from './backup';

async function run() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const env = { ...process.env, ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}) };
  // The CLI never needs the server's generated JWT secret; a placeholder keeps loadConfig from creating one.
  const config = loadConfig(env, { jwtSecret: 'unused-by-backup-and-restore-unused-by-backup' });
  const started = performance.now();
  if (command === 'backup') {
    if (!values.out) throw new Error('Usage: npm run backup -- --out <file>');
    const m = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, out: values.out });
    const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${m.engine} (${m.method}): ${Object.keys(m.tables).length} tables, ${rows} rows, ` +
        `${m.files.count} files (${m.files.bytes} bytes) → ${values.out} (mode 0600) in ${Math.round(performance.now() - started)} ms`,
    );
  } else if (command === 'restore') {
    const file = positionals[0];
    if (!file) throw new Error('Usage: npm run restore -- <file> [--data-dir D | DATABASE_URL=…] [--force]');
    const r = await restore({ file, dataDir: config.dataDir, databaseUrl: config.databaseUrl, force: values.force });
    const rows = Object.values(r.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${r.manifest.engine} backup of ${r.manifest.createdAt}: checksums verified, ${rows} rows in ` +
        `${Object.keys(r.tables).length} tables and ${r.files} files match the manifest; migrations applied forward.`,
    );
  } else {
    throw new Error('Usage: backup-cli backup --out <file> | restore <file> [--data-dir D] [--force]');
  }
}

run().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
