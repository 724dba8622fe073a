import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheCheckSchema, pingSchema } from '../../shared/api/auth';
import { readCacheTimes } from './cache-times';

/** The badge counts, from the features that own them (app.ts hands them in: the platform imports no feature). */
export type SystemOptions = { counts: (request: FastifyRequest) => Promise<{ openInvoices: number; transactionsToMatch: number }> };

export async function systemRoutes(fastify: FastifyInstance, options: SystemOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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

  /** Polled every 120 s; the counts feed the navigation badges. */
  app.get('/api/ping', { config: { access: 'authenticated' }, schema: { response: { 200: pingSchema } } }, async (request) =>
    options.counts(request),
  );

  app.get('/api/cache-check', { config: { access: 'authenticated' }, schema: { response: { 200: cacheCheckSchema } } }, async () =>
    readCacheTimes(app.db),
  );
}
