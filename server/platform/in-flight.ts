import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Stopping without cutting anyone off. On SIGTERM the server keeps its port open a moment and answers every
 * new request 503 (with `Connection: close`), so connections already queued on the port get an answer
 * instead of a reset, while the requests already running finish; only then does it close, and its database
 * with it. Closing the port at once would reset every connection the busy process had not yet accepted.
 */
export function registerGracefulStop(app: FastifyInstance) {
  const running = new Set<FastifyRequest>();
  const idle: (() => void)[] = [];
  let stopping = false;
  // An aborted request may or may not still get its response hook: each is counted out once.
  const done = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) for (const resolve of idle.splice(0)) resolve();
  };
  let lastTurnedAway = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (stopping) {
      lastTurnedAway = Date.now();
      return reply.code(503).header('Connection', 'close').send({ message: 'The server is restarting. Please try again shortly.' });
    }
    running.add(request);
  });
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => done(request));

  const drained = (ms: number) =>
    running.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          idle.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });

  return {
    /**
     * Turns new requests away, lets the running ones finish (within `ms`), then keeps answering 503 until none has
     * come for `quiet` ms (within the 10 s the process allows itself): a busy process still has connections queued that a fixed pause
     * would leave to be reset by the close.
     */
    async stop(ms = 7000, quiet = 250) {
      stopping = true;
      const until = Date.now() + ms + 1500;
      lastTurnedAway = Date.now();
      await drained(ms);
      for (let wait = quiet; wait > 0 && Date.now() < until; wait = lastTurnedAway + quiet - Date.now()) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, until - Date.now())));
      }
    },
    drained,
  };
}
