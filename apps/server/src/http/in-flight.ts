import type { FastifyInstance } from 'fastify';

/**
 * Counts requests whose handler has not finished. A client that hangs up does not stop its handler
 * (Fastify runs it to the end and only skips writing), and app.close() resolves as soon as the sockets are
 * gone — so shutdown must wait for this count to reach zero before it closes the database under them.
 */
export function trackInFlight(app: FastifyInstance) {
  let count = 0;
  let wake: (() => void) | undefined;
  app.addHook('onRequest', async () => {
    count++;
  });
  // onSend runs exactly once per request, after the handler (or error handler) produced the answer —
  // also when the client has already gone.
  app.addHook('onSend', async (_request, _reply, payload) => {
    count--;
    if (count === 0) wake?.();
    return payload;
  });
  return {
    get count() {
      return count;
    },
    /** Resolves when no handler is running, or after timeoutMs (a stuck handler must not block shutdown). */
    async idle(timeoutMs: number): Promise<void> {
      if (count <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
