import { and, eq, exists, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractorProgressPage,
  contractorProgressQuery,
  dashboardVisitPage,
  dashboardVisitQuery,
  monthlyProgressQuery,
  monthlyProgressView,
} from '../../../shared/api/progress';
import { todayIn } from '../../../shared/dates';
import { can } from '../../../shared/permissions';
import { userOf } from '../../platform/access';
import { notFound, orNotFound } from '../../platform/errors';
import { scheduleUsers, schedules } from '../schedules/schedules.table';
import { findUser } from '../users/users.queries';
import { contractorMonthlyProgress, userMonthlyProgress } from './progress.queries';
import { listVisits } from './visit-list';

const maxId = 2_147_483_647;
/** `0` means everyone (with `users`) on the dashboard lists. */
const listParams = z.object({ user: z.coerce.number().int().min(0).max(maxId) });
const userParams = z.object({ user: z.coerce.number().int().positive().max(maxId) });

export async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'authenticated' as const;

  /** Your own always; someone else's (or everyone's, 0) only with `users`; else 404 so nobody learns who exists. */
  async function visibleUser(request: FastifyRequest, userId: number): Promise<number | null> {
    const viewer = userOf(request);
    if (userId !== viewer.id && !can(viewer, 'users')) throw notFound();
    if (userId === 0) return null;
    return orNotFound(await findUser(app.db, userId)).id;
  }

  const assignedTo = (userId: number | null) =>
    userId === null
      ? undefined
      : exists(
          app.db
            .select({ one: sql`1` })
            .from(scheduleUsers)
            .where(and(eq(scheduleUsers.scheduleId, schedules.id), eq(scheduleUsers.userId, userId))),
        );

  app.get(
    '/api/users/:user/monthly-progress',
    { config: { access }, schema: { params: userParams, querystring: monthlyProgressQuery, response: { 200: monthlyProgressView } } },
    async (request) => {
      const userId = orNotFound(await visibleUser(request, request.params.user));
      const progress = await userMonthlyProgress(app.db, userId, request.query.month);
      return userId === userOf(request).id || can(userOf(request), 'task_price') ? progress : { ...progress, earnings: null };
    },
  );

  app.get(
    '/api/contractor-monthly-progress',
    { config: { access: 'users' }, schema: { querystring: contractorProgressQuery, response: { 200: contractorProgressPage } } },
    async (request) => {
      const page = await contractorMonthlyProgress(app.db, request.query.month, request.query);
      // Everyone's pay is a contractor amount: only task_price shows it (spec 2).
      return can(userOf(request), 'task_price') ? page : { ...page, data: page.data.map((row) => ({ ...row, earnings: null })) };
    },
  );

  // Past visits left undone: due before today, not complete, not skipped, not invoiced.
  app.get(
    '/api/users/:user/schedules/incomplete',
    { config: { access }, schema: { params: listParams, querystring: dashboardVisitQuery, response: { 200: dashboardVisitPage } } },
    async (request) => {
      const userId = await visibleUser(request, request.params.user);
      const today = todayIn(app.config.timeZone);
      const where = and(
        lt(schedules.dueDate, today),
        eq(schedules.complete, false),
        eq(schedules.skip, false),
        isNull(schedules.invoiceId),
        assignedTo(userId),
      );
      const order = request.query.direction === 'asc' ? 'due_asc' : 'due_desc';
      return listVisits(app.db, { where, order, today, prices: false }, request.query);
    },
  );

  // Today's run, in the order a contractor drives it: by the address's city, then the time.
  app.get(
    '/api/users/:user/schedules/today',
    { config: { access }, schema: { params: listParams, querystring: dashboardVisitQuery, response: { 200: dashboardVisitPage } } },
    async (request) => {
      const userId = await visibleUser(request, request.params.user);
      const today = todayIn(app.config.timeZone);
      const where = and(eq(schedules.dueDate, today), eq(schedules.skip, false), assignedTo(userId));
      return listVisits(app.db, { where, order: 'city', today, prices: false }, request.query);
    },
  );
}
