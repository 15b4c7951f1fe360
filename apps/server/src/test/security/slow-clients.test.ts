/**
 * Slow clients (issue 16 finding 4): a request whose body trickles in is cut with 408 once the request
 * timeout passes, and SIGTERM with many such clients connected exits 0 within a few seconds, removing the
 * DATA_DIR lock file.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../spawn-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-slow-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a POST with a 10 kB body and sends only its first bytes; resolves with what the server answered when it closed. */
function slowBody(base: string): { socket: Socket; closed: Promise<{ answer: string; afterMs: number }> } {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  const opened = Date.now();
  let answer = '';
  socket.on('data', (d) => {
    answer += d;
  });
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"token":"',
  );
  const closed = new Promise<{ answer: string; afterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - opened })),
  );
  return { socket, closed };
}

describe('slow clients', () => {
  it('cuts a request whose body never finishes with 408 after the request timeout', async () => {
    server = await startServer({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '3000' });
    const { closed } = slowBody(server.base);
    const { answer, afterMs } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(2_500);
    expect(afterMs).toBeLessThan(8_000);
    // A spawned server (tsx, a fresh PGlite folder, migrations) before the 3 s cut: past 30 s under load.
  }, 120_000);

  it('SIGTERM with 20 slow clients connected exits 0 within a few seconds and removes the lock file', async () => {
    server ??= await startServer({ DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '30000' });
    const clients = Array.from({ length: 20 }, () => slowBody((server as ServerProcess).base));
    await new Promise((r) => setTimeout(r, 500));
    expect(existsSync(path.join(dataDir, 'campus.lock'))).toBe(true);
    const started = Date.now();
    const code = await server.kill('SIGTERM');
    const tookMs = Date.now() - started;
    expect(code, server.output()).toBe(0);
    expect(tookMs).toBeLessThan(6_000);
    server = undefined;
    expect(existsSync(path.join(dataDir, 'campus.lock'))).toBe(false);
    await Promise.all(clients.map((c) => c.closed));
    // Starts its own spawned server when run alone (see above).
  }, 120_000);
});
