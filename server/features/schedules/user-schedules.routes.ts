import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadBegun } from '../../../shared/api/uploads';
import {
  scheduleAssetBeginInput,
  scheduleCompleteInput,
  scheduleTimeInput,
  userScheduleActionResult,
  userScheduleAssetParams,
  userScheduleListQuery,
  userSchedulePage,
  userScheduleParams,
  userScheduleSchema,
  userSchedulesUserParams,
  userScheduleTaskInput,
  userScheduleTaskParams,
  userScheduleTaskPauseInput,
  userScheduleUpdateInput,
  visitCheckInput,
} from '../../../shared/api/user-schedules';
import { can } from '../../../shared/permissions';
import { seesPerson } from '../../../shared/policies';
import { notFound, orNotFound } from '../../platform/errors';
import { scheduleContextOf, visitViewerOf } from './schedule-context';
import { findUserSchedule, listUserSchedules } from './user-schedules.queries';
import {
  type ActionOutcome,
  completeVisit,
  ignoreMissingPhotos,
  pauseTask,
  setTask,
  setVisitTime,
  togglePaid,
  updateVisit,
} from './visit-actions';
import { recordCheck } from './visit-checks';
import { beginPhoto, deletePhoto, sendPhoto, sendThumbnail } from './visit-photos';

/**
 * Visits as jobs (docs/domain.md "Visit actions"). Every signed-in user reaches these routes; what
 * each may see and change is decided per visit (visit-access.ts): a contractor only their own visits (404 for
 * anyone else's), the office everything its permissions allow.
 */
export async function userSchedulesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'authenticated' as const;
  const viewerOf = (request: FastifyRequest) => visitViewerOf(scheduleContextOf(request));
  const visit = async (request: FastifyRequest, id: number) => orNotFound(await findUserSchedule(app.db, id, viewerOf(request)));
  const answer = async (request: FastifyRequest, id: number, outcome: ActionOutcome = { needsAttendance: false }) => ({
    data: await visit(request, id),
    needs_attendance: outcome.needsAttendance,
  });
  const result = { 200: userScheduleActionResult };

  app.get(
    '/api/users/:user/schedules',
    {
      config: { access },
      schema: { params: userSchedulesUserParams, querystring: userScheduleListQuery, response: { 200: userSchedulePage } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      // `0` (all contractors) and someone else's list need `users`; asking without it looks like nothing is there.
      if (!seesPerson(viewer, request.params.user)) throw notFound();
      return listUserSchedules(app.db, request.params.user, request.query, viewer);
    },
  );
  app.get(
    '/api/user-schedules/:id',
    { config: { access }, schema: { params: userScheduleParams, response: { 200: userScheduleSchema } } },
    async (request) => visit(request, request.params.id),
  );
  app.put(
    '/api/user-schedules/:id',
    { config: { access }, schema: { params: userScheduleParams, body: userScheduleUpdateInput, response: result } },
    async (request) =>
      answer(request, request.params.id, await updateVisit(app.db, request.params.id, request.body, scheduleContextOf(request))),
  );
  // Keyed (decision 038): the phone's outbox sends a tick again with its key after a lost answer.
  app.put(
    '/api/user-schedules/:visit/task/:task',
    { config: { access, idempotency: true }, schema: { params: userScheduleTaskParams, body: userScheduleTaskInput, response: result } },
    async (request) =>
      answer(
        request,
        request.params.visit,
        await setTask(app.db, request.params.visit, request.params.task, request.body, scheduleContextOf(request)),
      ),
  );
  app.put(
    '/api/user-schedules/:visit/task/:task/pause',
    { config: { access }, schema: { params: userScheduleTaskParams, body: userScheduleTaskPauseInput.optional(), response: result } },
    async (request) =>
      answer(
        request,
        request.params.visit,
        await pauseTask(app.db, request.params.visit, request.params.task, request.body ?? {}, scheduleContextOf(request)),
      ),
  );
  app.put(
    '/api/user-schedules/:visit/task/:task/resume',
    { config: { access }, schema: { params: userScheduleTaskParams, response: result } },
    async (request) =>
      answer(
        request,
        request.params.visit,
        await pauseTask(app.db, request.params.visit, request.params.task, null, scheduleContextOf(request)),
      ),
  );
  // Keyed (decision 038): completing is audited, and the outbox's retry must not record it twice.
  app.put(
    '/api/schedule/:id/complete',
    {
      config: { access, idempotency: true },
      schema: { params: userScheduleParams, body: scheduleCompleteInput.optional(), response: result },
    },
    async (request) => {
      const context = scheduleContextOf(request);
      await completeVisit(app.db, request.params.id, request.body ?? {}, context);
      // manage_invoices completes any visit from the earnings page, so it gets the visit back whoever it is assigned to.
      const data = orNotFound(await findUserSchedule(app.db, request.params.id, viewerOf(request), can(context, 'manage_invoices')));
      return { data, needs_attendance: false };
    },
  );
  for (const kind of ['in', 'out'] as const) {
    app.post(
      `/api/schedule/:id/check-${kind}`,
      { config: { access }, schema: { params: userScheduleParams, body: visitCheckInput, response: result } },
      async (request) => {
        await recordCheck(app.db, request.params.id, kind, request.body, scheduleContextOf(request));
        return answer(request, request.params.id);
      },
    );
  }
  app.post(
    '/api/schedule/:id/time',
    { config: { access }, schema: { params: userScheduleParams, body: scheduleTimeInput, response: result } },
    async (request) => {
      await setVisitTime(app.db, request.params.id, request.body.time_of_day, scheduleContextOf(request));
      return answer(request, request.params.id);
    },
  );
  // This GET changes state, so it demands the XSRF header (docs/architecture.md "Server").
  app.get(
    '/api/schedule/:id/paid',
    { config: { access, csrf: true }, schema: { params: userScheduleParams, response: result } },
    async (request) => {
      await togglePaid(app.db, request.params.id, scheduleContextOf(request), app.events);
      return answer(request, request.params.id);
    },
  );
  app.put(
    '/api/schedule/:id/ignore-missing-photos',
    { config: { access: 'manage_invoices' }, schema: { params: userScheduleParams, response: result } },
    async (request) => {
      await ignoreMissingPhotos(app.db, request.params.id, scheduleContextOf(request));
      // manage_invoices covers every visit, whoever it is assigned to.
      return { data: orNotFound(await findUserSchedule(app.db, request.params.id, viewerOf(request), true)), needs_attendance: false };
    },
  );
  app.post(
    '/api/schedule/:id/assets',
    { config: { access }, schema: { params: userScheduleParams, body: scheduleAssetBeginInput, response: { 201: uploadBegun } } },
    async (request, reply) =>
      reply.status(201).send({ id: await beginPhoto(app.db, request.params.id, request.body, scheduleContextOf(request)) }),
  );
  app.get('/api/schedule/:id/asset/:assetId', { config: { access }, schema: { params: userScheduleAssetParams } }, async (request, reply) =>
    sendPhoto(app.db, app.storage, reply, request.params.id, request.params.assetId, scheduleContextOf(request)),
  );
  app.get(
    '/api/schedule/:id/asset/:assetId/thumbnail',
    { config: { access }, schema: { params: userScheduleAssetParams } },
    async (request, reply) =>
      sendThumbnail(app.db, app.storage, reply, request.params.id, request.params.assetId, scheduleContextOf(request)),
  );
  app.delete(
    '/api/schedule/:id/asset/:assetId',
    { config: { access }, schema: { params: userScheduleAssetParams } },
    async (request, reply) => {
      await deletePhoto(app.db, app.storage, request.params.id, request.params.assetId, scheduleContextOf(request));
      return reply.status(204).send();
    },
  );
}
