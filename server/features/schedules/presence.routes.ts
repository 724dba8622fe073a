import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitExceptionList, visitExceptionsQuery } from '../../../shared/api/visit-exceptions';
import { todayIn } from '../../../shared/dates';
import { visitExceptions } from './visit-exceptions';

/**
 * The dashboard's list of the day's presence exceptions. It spans every contractor's visits, so it is for those
 * who run the schedule (`manage_schedules`), as the dashboard's all-contractor lists are (docs/decisions/035).
 */
export async function visitExceptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/visit-exceptions',
    { config: { access: 'manage_schedules' }, schema: { querystring: visitExceptionsQuery, response: { 200: visitExceptionList } } },
    async (request) => {
      const today = todayIn(app.config.timeZone);
      return visitExceptions(app.db, request.query.date ?? today, today);
    },
  );
}
