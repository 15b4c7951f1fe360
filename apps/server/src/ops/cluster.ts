import cluster from 'node:cluster';

/**
 * WEB_CONCURRENCY > 1 (decision 038): this process is the primary. It runs the once-per-deployment work (migrations,
 * the demo seed) itself, then starts `workers` server processes that share the port (Node's cluster hands each new
 * connection to the next worker) and restarts one that dies. SIGINT / SIGTERM go to every worker, which drains as a
 * single process does (main.ts); the primary exits once they have all ended.
 *
 * Everything the processes share already lives outside them: data, sessions' token versions and cache versions in
 * PostgreSQL (NOTIFY), the emulator key and app secret in DATA_DIR, the per-account limits in Redis when REDIS_URL
 * is set (else each process counts alone, as architecture §10 says).
 */
export async function runPrimary(workers: number, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  let stopping = false;
  let failed = false;
  const listening = new Set<number>();

  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    const started = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    // A worker that never listened failed to start (bad config, port taken): restarting it would only loop.
    if (!started) {
      console.error(`A server process ended before it started (${signal ?? code}); stopping.`);
      failed = true;
      stopAll('SIGTERM');
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    cluster.fork();
  });

  function stopAll(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(failed ? 1 : 0);
    for (const worker of running) worker?.process.kill(signal);
    // Each worker drains and exits within its own limit (main.ts); this one waits a little longer.
    setTimeout(() => process.exit(1), 20_000).unref();
  }
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));

  for (let i = 0; i < workers; i++) cluster.fork();
}
