import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allAwayEventsQuery,
  awayEventInput,
  awayEventListQuery,
  awayEventPage,
  awayEventParams,
  awayEventSchema,
  awayEventsParams,
  conflictingSchedulePage,
  conflictingSchedulesQuery,
} from '../../../shared/api/away-events';
import { todayIn } from '../../../shared/dates';
import { seesPrices } from '../../../shared/policies';
import { userOf } from '../../platform/access';
import { notFound, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findUserSeenBy } from '../users/users.queries';
import { findAwayEvent, listAwayEvents } from './away-events.queries';
import { listConflictingSchedules } from './conflicting-schedules';
import { createAwayEvent, deleteAwayEvent, updateAwayEvent } from './save-away-event';

export async function awayEventsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'authenticated' as const;

  /** Your own events always; anyone else's only with `users`; else 404, as for private documents. */
  const owner = async (request: FastifyRequest, userId: number) => orNotFound(await findUserSeenBy(app.db, userOf(request), userId));

  async function eventOf(request: FastifyRequest, userId: number, id: number) {
    await owner(request, userId);
    const event = await findAwayEvent(app.db, id);
    if (!event || event.user_id !== userId) throw notFound();
    return event;
  }

  app.get(
    '/api/users/:user/away-events',
    { config: { access }, schema: { params: awayEventsParams, querystring: awayEventListQuery, response: { 200: awayEventPage } } },
    async (request) => listAwayEvents(app.db, { userId: (await owner(request, request.params.user)).id }, request.query),
  );

  app.post(
    '/api/users/:user/away-events',
    { config: { access }, schema: { params: awayEventsParams, body: awayEventInput, response: { 201: awayEventSchema } } },
    async (request, reply) => {
      const user = await owner(request, request.params.user);
      const id = await createAwayEvent(app.db, user.id, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findAwayEvent(app.db, id)));
    },
  );

  app.put(
    '/api/users/:user/away-events/:id',
    { config: { access }, schema: { params: awayEventParams, body: awayEventInput, response: { 200: awayEventSchema } } },
    async (request) => {
      const event = await eventOf(request, request.params.user, request.params.id);
      await updateAwayEvent(app.db, event, request.body, actorOf(request));
      return orNotFound(await findAwayEvent(app.db, event.id));
    },
  );

  app.delete('/api/users/:user/away-events/:id', { config: { access }, schema: { params: awayEventParams } }, async (request, reply) => {
    const event = await eventOf(request, request.params.user, request.params.id);
    await deleteAwayEvent(app.db, event, actorOf(request));
    return reply.status(204).send();
  });

  // The calendar: everyone's events (allUsers=1 is what the web sends; the list is always everyone's here).
  app.get(
    '/api/away-events',
    { config: { access: 'users' }, schema: { querystring: allAwayEventsQuery, response: { 200: awayEventPage } } },
    async (request) => listAwayEvents(app.db, { from: request.query.from, to: request.query.to }, request.query),
  );

  app.get(
    '/api/users/:user/conflicting-schedules',
    {
      config: { access },
      schema: { params: awayEventsParams, querystring: conflictingSchedulesQuery, response: { 200: conflictingSchedulePage } },
    },
    async (request) => {
      const user = await owner(request, request.params.user);
      const today = todayIn(app.config.timeZone);
      return listConflictingSchedules(app.db, user.id, { today, prices: seesPrices(userOf(request)) }, request.query);
    },
  );
}
