import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientScheduleClientParams,
  clientScheduleCreateInput,
  clientScheduleListQuery,
  clientSchedulePage,
  clientScheduleParams,
  clientScheduleSchema,
  clientScheduleUpdateInput,
  regenerateParams,
  regenerateResult,
} from '../../../shared/api/client-schedules';
import { todayIn } from '../../../shared/dates';
import { recordRoutes } from '../../platform/record-routes';
import { underClient } from '../clients/client-scope';
import { type BookingViewer, findClientSchedule, listClientSchedules } from './client-schedules.queries';
import { regenerateClient } from './regenerate-client';
import { createClientSchedule, deleteClientSchedule, updateClientSchedule } from './save-client-schedule';
import { scheduleContextOf } from './schedule-context';

/**
 * A client's bookings. Reading needs view_clients. Changing them is allowed with manage_clients
 * (the bookings tab is part of managing a client) or manage_schedules (whose holders manage visits, which
 * these are): an office that splits the two jobs should not need to give a scheduler the whole client record.
 * Regenerating reruns a task group rule for the client, so it stays with manage_clients.
 */
export async function clientSchedulesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = 'view_clients' as const;
  const write = ['manage_clients', 'manage_schedules'] as const;
  const viewerOf = (request: FastifyRequest): BookingViewer => ({
    permissions: request.user?.permissions ?? [],
    today: todayIn(app.config.timeZone),
  });

  // This GET changes state, so it demands the XSRF header (docs/architecture.md "Server").
  app.get(
    '/api/clients/:id/client-schedules/regenerate',
    { config: { access: 'manage_clients', csrf: true }, schema: { params: regenerateParams, response: { 200: regenerateResult } } },
    async (request) => regenerateClient(app.db, request.params.id, scheduleContextOf(request)),
  );
  recordRoutes(app, '/api/clients/:client/client-schedules', {
    access: { read, write },
    scope: underClient(clientScheduleClientParams, clientScheduleParams),
    schemas: {
      query: clientScheduleListQuery,
      page: clientSchedulePage,
      record: clientScheduleSchema,
      input: clientScheduleCreateInput,
      update: clientScheduleUpdateInput,
    },
    commands: {
      list: listClientSchedules,
      find: findClientSchedule,
      create: createClientSchedule,
      update: updateClientSchedule,
      remove: deleteClientSchedule,
    },
    who: scheduleContextOf,
    viewer: viewerOf,
  });
}
