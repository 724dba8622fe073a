import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicHolidayList, publicHolidaysQuery } from '../../../shared/api/public-holidays';
import { publicHolidays } from './public-holidays';

/** The business's state's public holidays: every signed-in person's pages mark them (docs/decisions/034). */
export async function publicHolidaysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/public-holidays',
    { config: { access: 'authenticated' }, schema: { querystring: publicHolidaysQuery, response: { 200: publicHolidayList } } },
    async (request) => publicHolidays(app.db, request.query),
  );
}
