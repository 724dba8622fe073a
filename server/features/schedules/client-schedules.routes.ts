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
import { notFound, orNotFound } from '../../platform/errors';
import { clientExists } from '../clients/clients.queries';
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
  const booking = (request: FastifyRequest, clientId: number, id: number) => findClientSchedule(app.db, clientId, id, viewerOf(request));

  // This GET changes state, so it demands the XSRF header (docs/architecture.md "Server").
  app.get(
    '/api/clients/:id/client-schedules/regenerate',
    { config: { access: 'manage_clients', csrf: true }, schema: { params: regenerateParams, response: { 200: regenerateResult } } },
    async (request) => regenerateClient(app.db, request.params.id, scheduleContextOf(request)),
  );
  app.get(
    '/api/clients/:client/client-schedules',
    {
      config: { access: read },
      schema: { params: clientScheduleClientParams, querystring: clientScheduleListQuery, response: { 200: clientSchedulePage } },
    },
    async (request) => {
      if (!(await clientExists(app.db, request.params.client))) throw notFound();
      return listClientSchedules(app.db, request.params.client, request.query, viewerOf(request));
    },
  );
  app.get(
    '/api/clients/:client/client-schedules/:id',
    { config: { access: read }, schema: { params: clientScheduleParams, response: { 200: clientScheduleSchema } } },
    async (request) => orNotFound(await booking(request, request.params.client, request.params.id)),
  );
  app.post(
    '/api/clients/:client/client-schedules',
    {
      config: { access: write },
      schema: { params: clientScheduleClientParams, body: clientScheduleCreateInput, response: { 201: clientScheduleSchema } },
    },
    async (request, reply) => {
      const id = await createClientSchedule(app.db, request.params.client, request.body, scheduleContextOf(request));
      return reply.status(201).send(orNotFound(await booking(request, request.params.client, id)));
    },
  );
  app.put(
    '/api/clients/:client/client-schedules/:id',
    {
      config: { access: write },
      schema: { params: clientScheduleParams, body: clientScheduleUpdateInput, response: { 200: clientScheduleSchema } },
    },
    async (request) => {
      await updateClientSchedule(app.db, request.params.client, request.params.id, request.body, scheduleContextOf(request));
      return orNotFound(await booking(request, request.params.client, request.params.id));
    },
  );
  app.delete(
    '/api/clients/:client/client-schedules/:id',
    { config: { access: write }, schema: { params: clientScheduleParams } },
    async (request, reply) => {
      await deleteClientSchedule(app.db, request.params.client, request.params.id, scheduleContextOf(request));
      return reply.status(204).send();
    },
  );
}
