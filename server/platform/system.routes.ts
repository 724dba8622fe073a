import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheCheckSchema, pingSchema } from '../../shared/api/auth';
import { clientErrorInput } from '../../shared/api/client-errors';
import { readCacheTimes } from './cache-times';

/** The badge counts, from the features that own them (app.ts hands them in: the platform imports no feature). */
export type SystemOptions = { counts: (request: FastifyRequest) => Promise<{ openInvoices: number; transactionsToMatch: number }> };

/** Reports logged from one address in a minute from its first; the rest are dropped: one broken page must not flood the log. */
const reportsPerMinute = 20;

export async function systemRoutes(fastify: FastifyInstance, options: SystemOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = new Map<string, { since: number; count: number }>();

  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  // A page that failed in the browser (the route error boundary) says so here, so the error reaches the log.
  app.post(
    '/api/client-errors',
    { config: { access: 'public', csrf: true, idempotency: false }, schema: { body: clientErrorInput, hide: true } },
    async (request, reply) => {
      const now = Date.now();
      const seen = reports.get(request.ip);
      const window = seen && now - seen.since < 60_000 ? seen : { since: now, count: 0 };
      if (reports.size > 10_000) reports.clear();
      reports.set(request.ip, { since: window.since, count: window.count + 1 });
      const count = window.count + 1;
      if (count <= reportsPerMinute) {
        request.log.error({ browser: { ...request.body, user_id: request.user?.id ?? null } }, 'A page failed in the browser');
      }
      return reply.status(204).send();
    },
  );

  /** Polled every 120 s; the counts feed the navigation badges. */
  app.get('/api/ping', { config: { access: 'authenticated' }, schema: { response: { 200: pingSchema } } }, async (request) =>
    options.counts(request),
  );

  app.get('/api/cache-check', { config: { access: 'authenticated' }, schema: { response: { 200: cacheCheckSchema } } }, async () =>
    readCacheTimes(app.db),
  );
}
