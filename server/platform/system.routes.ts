import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheCheckSchema, pingSchema } from '../../shared/api/auth';
import { readCacheTimes } from './cache-times';

export async function systemRoutes(fastify: FastifyInstance) {
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

  /** Polled every 120 s; the counts feed the navigation badges once invoices and transactions exist. */
  app.get('/api/ping', { config: { access: 'authenticated' }, schema: { response: { 200: pingSchema } } }, async () => ({
    openInvoices: 0,
    transactionsToMatch: 0,
  }));

  app.get(
    '/api/cache-check',
    { config: { access: 'authenticated' }, schema: { response: { 200: cacheCheckSchema } } },
    async () => readCacheTimes(app.db),
  );
}
