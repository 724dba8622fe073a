import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressCheckInList, addressCheckInsParams, mapSettings } from '../../../shared/api/presence';
import { visitExceptionList, visitExceptionsQuery } from '../../../shared/api/visit-exceptions';
import { todayIn } from '../../../shared/dates';
import { addressCheckIns } from './address-check-ins';
import { visitExceptions } from './visit-exceptions';

/** The office's side of proof of presence (docs/domain.md "Proof of presence", docs/decisions/035). */
export async function presenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every contractor's visits of the day: for those who run the schedule, as the dashboard's all-contractor lists are.
  app.get(
    '/api/visit-exceptions',
    { config: { access: 'manage_schedules' }, schema: { querystring: visitExceptionsQuery, response: { 200: visitExceptionList } } },
    async (request) => {
      const today = todayIn(app.config.timeZone);
      return visitExceptions(app.db, request.query.date ?? today, today);
    },
  );
  // For the address form, which only manage_clients opens.
  app.get(
    '/api/clients/:client/addresses/:id/check-ins',
    { config: { access: 'manage_clients' }, schema: { params: addressCheckInsParams, response: { 200: addressCheckInList } } },
    async (request) => ({ data: await addressCheckIns(app.db, request.params.client, request.params.id) }),
  );
  // Configuration, not a secret: every signed-in page may draw the map.
  app.get('/api/settings/map', { config: { access: 'authenticated' }, schema: { response: { 200: mapSettings } } }, async () => ({
    tile_url: app.config.mapTileUrl ?? null,
    attribution: app.config.mapAttribution ?? null,
  }));
}
