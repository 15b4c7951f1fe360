import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts requests whose handler has not finished. A client that hangs up does not stop its handler
 * (Fastify runs it to the end and only skips writing), and app.close() resolves as soon as the sockets are
 * gone — so shutdown must wait for this count to reach zero before it closes the database under them.
 */
export function trackInFlight(app: FastifyInstance) {
  const running = new Set<FastifyRequest>();
  const handled = new WeakSet<FastifyRequest>();
  let wake: (() => void) | undefined;
  const done = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) wake?.();
  };
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('preHandler', async (request) => {
    handled.add(request);
  });
  // onSend runs exactly once per request, after the handler (or error handler) produced the answer —
  // also when the client has already gone.
  app.addHook('onSend', async (request, _reply, payload) => {
    done(request);
    return payload;
  });
  // A client that hung up while still sending its body never reaches a handler: nothing of it runs on.
  app.addHook('onRequestAbort', async (request) => {
    if (!handled.has(request)) done(request);
  });
  app.addHook('onResponse', async (request) => {
    done(request);
  });
  return {
    get count() {
      return running.size;
    },
    /** Resolves when no handler is running, or after timeoutMs (a stuck handler must not block shutdown). */
    async idle(timeoutMs: number): Promise<void> {
      if (running.size === 0) return;
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
