/**
 * Per-IP connection cap (issue 16 finding 4, decision 016): one client address holds at most
 * MAX_CONNECTIONS_PER_IP open connections; one more is closed at once, without an answer, while another address
 * is still served and a closed connection frees its place. Behind a trusted proxy the proxy's address is not capped.
 */

import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedPeer } from '../../http/connection-cap';
import { createTestApp, type TestApp } from '../helpers';

const CAP = 6;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ maxConnectionsPerIp: CAP });
  // Every address on the loopback, so a second client address (127.0.0.2) can connect.
  await t.app.listen({ port: 0, host: '0.0.0.0' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  socket: Socket;
  /** 'served': an HTTP answer came back; 'closed': the server closed the connection without one. */
  result: Promise<'served' | 'closed'>;
}

/** Opens a keep-alive connection from `from` and asks for /api/v1/health on it. */
function client(from: string): Outcome {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  const result = new Promise<'served' | 'closed'>((resolve) => {
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk;
      if (data.startsWith('HTTP/1.1 200')) resolve('served');
    });
    socket.on('error', () => resolve('closed'));
    socket.on('close', () => resolve(data.startsWith('HTTP/1.1 200') ? 'served' : 'closed'));
  });
  socket.on('connect', () =>
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: campus.test\r\nConnection: keep-alive\r\n\r\n'),
  );
  return { socket, result };
}

const tally = async (outcomes: Outcome[]) => {
  const results = await Promise.all(outcomes.map((o) => o.result));
  return { served: results.filter((r) => r === 'served').length, closed: results.filter((r) => r === 'closed').length };
};

describe('connections per client IP', () => {
  it(`serves ${CAP} connections from one IP and closes the 5 beyond them; another IP is served`, async () => {
    const first = Array.from({ length: CAP + 5 }, () => client('127.0.0.1'));
    expect(await tally(first)).toEqual({ served: CAP, closed: 5 });

    // The served connections stay open (keep-alive) and count; a second address has its own allowance.
    const second = Array.from({ length: 3 }, () => client('127.0.0.2'));
    expect(await tally(second)).toEqual({ served: 3, closed: 0 });
    expect(await tally([client('127.0.0.1')])).toEqual({ served: 0, closed: 1 });

    // A connection that closes frees its place.
    for (const o of [...first, ...second]) o.socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const again = [client('127.0.0.1')];
    expect(await tally(again)).toEqual({ served: 1, closed: 0 });
    for (const o of again) o.socket.destroy();
  });

  it('does not cap a trusted proxy: behind it the socket address is the proxy, not the client', () => {
    expect(trustedPeer(false)('10.0.0.5')).toBe(false);
    expect(trustedPeer(true)('10.0.0.5')).toBe(true);
    expect(trustedPeer(1)('10.0.0.5')).toBe(true);
    const listed = trustedPeer('10.0.0.0/8, loopback');
    expect([listed('10.0.0.5'), listed('127.0.0.1'), listed('203.0.113.9')]).toEqual([true, true, false]);
  });
});
