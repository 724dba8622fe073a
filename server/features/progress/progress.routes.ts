import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOrZeroParam, idParam } from '../../../shared/api/paging';
import {
  contractorProgressPage,
  contractorProgressQuery,
  dashboardVisitPage,
  dashboardVisitQuery,
  monthlyProgressQuery,
  monthlyProgressView,
} from '../../../shared/api/progress';
import { type IsoDate, todayIn } from '../../../shared/dates';
import { everyone, seesPayOf, seesPerson } from '../../../shared/policies';
import { userOf } from '../../platform/access';
import { orNotFound } from '../../platform/errors';
import { findUserSeenBy } from '../users/users.queries';
import { listVisits, type VisitListFilter, type VisitListOptions } from '../schedules/visit-list.queries';
import { contractorMonthlyProgress, userMonthlyProgress } from './progress.queries';

/** `0` means everyone (with `users`) on the dashboard lists. */
const listParams = z.object({ user: idOrZeroParam });
const userParams = z.object({ user: idParam });
type DashboardVisitQuery = z.output<typeof dashboardVisitQuery>;
type DashboardPick = Pick<VisitListFilter, 'due' | 'progress'> & Pick<VisitListOptions, 'order'>;

export async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'authenticated' as const;

  /** Your own always; someone else's (or everyone's, 0) only with `users`; else 404 so nobody learns who exists. */
  async function visibleUser(request: FastifyRequest, userId: number): Promise<number | null> {
    if (userId === everyone && seesPerson(userOf(request), everyone)) return null;
    return orNotFound(await findUserSeenBy(app.db, userOf(request), userId)).id;
  }

  app.get(
    '/api/users/:user/monthly-progress',
    { config: { access }, schema: { params: userParams, querystring: monthlyProgressQuery, response: { 200: monthlyProgressView } } },
    async (request) => {
      const userId = orNotFound(await visibleUser(request, request.params.user));
      const progress = await userMonthlyProgress(app.db, userId, request.query.month);
      return seesPayOf(userOf(request), userId) ? progress : { ...progress, earnings: null };
    },
  );

  app.get(
    '/api/contractor-monthly-progress',
    { config: { access: 'users' }, schema: { querystring: contractorProgressQuery, response: { 200: contractorProgressPage } } },
    async (request) => {
      const page = await contractorMonthlyProgress(app.db, request.query.month, request.query);
      // Everyone's pay: with task_price or manage_accounts, as one person's (docs/domain.md "Who sees progress").
      return seesPayOf(userOf(request), everyone) ? page : { ...page, data: page.data.map((row) => ({ ...row, earnings: null })) };
    },
  );

  /** A dashboard list of someone's visits (everyone's, 0), without prices: `pick` says which and in what order. */
  function dashboardList(path: string, pick: (today: IsoDate, query: DashboardVisitQuery) => DashboardPick) {
    app.get(
      path,
      { config: { access }, schema: { params: listParams, querystring: dashboardVisitQuery, response: { 200: dashboardVisitPage } } },
      async (request) => {
        const assignedTo = await visibleUser(request, request.params.user);
        const today = todayIn(app.config.timeZone);
        const { order, ...filter } = pick(today, request.query);
        return listVisits(app.db, { filter: { assignedTo, ...filter }, order, today, prices: false }, request.query);
      },
    );
  }

  // Past visits left undone: due before today, not complete, not skipped, not invoiced.
  dashboardList('/api/users/:user/schedules/incomplete', (today, query) => ({
    due: { before: today },
    progress: 'to_do',
    order: query.direction === 'asc' ? 'due_asc' : 'due_desc',
  }));
  // Today's run, in the order a contractor drives it: by the address's city, then the time.
  dashboardList('/api/users/:user/schedules/today', (today) => ({ due: { on: today }, progress: 'not_skipped', order: 'city' }));
}
