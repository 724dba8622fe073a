import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { completedQuartersSchema } from '../../../shared/api/quarters';
import { completedQuarters } from './quarters.queries';

/**
 * The completed quarters, for every list of money that marks its locked rows (decision 015). Whoever works one
 * of those lists reads it: the flags say nothing beyond which quarters are closed.
 */
export async function quartersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/completed-quarters',
    {
      config: { access: ['manage_accounts', 'manage_invoices', 'manage_transactions', 'manage_expenses'] },
      schema: { response: { 200: completedQuartersSchema } },
    },
    async () => ({ data: await completedQuarters(app.db) }),
  );
}
