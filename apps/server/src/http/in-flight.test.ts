import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight';

describe('shutdown waits for handlers in flight', () => {
  it('does not finish closing while the handler of a client that hung up is still writing', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    const events: string[] = [];
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      events.push('handler finished its write');
      return { ok: true };
    });
    app.addHook('onClose', async () => {
      await inFlight.idle(5_000);
      events.push('database closed');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const req = http.get(`http://127.0.0.1:${port}/slow`);
    req.on('error', () => {});
    await new Promise((r) => setTimeout(r, 50));
    expect(inFlight.count).toBe(1);
    req.destroy(); // the client hangs up; Fastify still runs the handler to its end
    await app.close();

    expect(events).toEqual(['handler finished its write', 'database closed']);
    expect(inFlight.count).toBe(0);
  });

  it('gives up waiting after the timeout so a stuck handler cannot block shutdown', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    app.get('/stuck', () => new Promise(() => {}));
    await app.ready();
    void app.inject({ method: 'GET', url: '/stuck' });
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    await inFlight.idle(100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(inFlight.count).toBe(1);
  });
});
