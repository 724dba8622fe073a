import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityListQuery, activityPage } from '../../../shared/api/activity';
import { seesPrices } from '../../../shared/policies';
import { listActivity } from './activity.queries';

export async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/activity-log',
    { config: { access: 'activity_log' }, schema: { querystring: activityListQuery, response: { 200: activityPage } } },
    async (request) => listActivity(app.db, request.query, seesPrices(request.user)),
  );
}
