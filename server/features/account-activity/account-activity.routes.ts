import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  accountActivityInput,
  accountActivityPage,
  accountActivityQuery,
  accountActivitySchema,
  activityExpensePage,
  activityReceiptPage,
  behindQuery,
  chartQuery,
  expenseByVendorSchema,
  incomeByClientSchema,
  quarterParams,
  yearParams,
} from '../../../shared/api/account-activity';
import { recipientsFields, sentSchema } from '../../../shared/api/recipients';
import { quarterOfDate, quarterOfId, quartersOfYear } from '../../../shared/bas';
import { pageMetaFor } from '../../../shared/api/paging';
import { todayIn } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { actorOf } from '../../platform/sessions';
import { attachmentDisposition } from '../uploads/uploads';
import { notFound } from '../../platform/errors';
import { quarterOrNotFound, updateQuarter } from '../quarters/save-quarter';
import { findQuarter, listActivity, yearActivity, yearSums } from './account-activity';
import { expenseByVendor, expensesBetween, incomeByClient, receiptsBetween } from './account-activity.queries';
import { emailQuarter } from './activity-mail';
import { activityWorkbook, quarterFilename, xlsxType, yearFilename } from './activity-workbook';

const optionalQuarter = quarterParams.partial();

/** Account activity (manage_accounts): BAS quarters and the receipts and expenses behind each figure. */
export async function accountActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_accounts' as const;
  const today = () => todayIn(app.config.timeZone);

  app.get(
    '/api/account-activity',
    { config: { access }, schema: { querystring: accountActivityQuery, response: { 200: accountActivityPage } } },
    async (request) => listActivity(app.db, request.query, today()),
  );
  app.get(
    '/api/account-activity/:id',
    { config: { access }, schema: { params: quarterParams, response: { 200: accountActivitySchema } } },
    async (request) => findQuarter(app.db, request.params.id),
  );
  app.put(
    '/api/account-activity/:id',
    { config: { access }, schema: { params: quarterParams, body: accountActivityInput, response: { 200: accountActivitySchema } } },
    async (request) => {
      await updateQuarter(app.db, request.params.id, request.body, actorOf(request));
      return findQuarter(app.db, request.params.id);
    },
  );

  // What is behind the figures: receipts behind incoming, G1 and 1A; expenses and contractor payments behind
  // outgoing, 1B and W4.
  const behind = async <T>(
    id: number,
    query: { page: number; count: number },
    kind: 'receipts' | 'expenses',
    rows: (db: Db, from: string, to: string, page: { limit: number; offset: number }) => Promise<T[]>,
  ) => {
    const quarter = quarterOrNotFound(id);
    const { page, count } = query;
    const [data, sums] = await Promise.all([
      rows(app.db, quarter.start, quarter.end, { limit: count, offset: (page - 1) * count }),
      yearSums(app.db, quarter.year),
    ]);
    const q = sums.get(quarter.id);
    const total = !q ? 0 : kind === 'receipts' ? q.receipts : q.expenses + q.contractor_payments;
    return { data, meta: pageMetaFor(page, count, total, data.length) };
  };
  app.get(
    '/api/account-activity/:id/receipts',
    { config: { access }, schema: { params: quarterParams, querystring: behindQuery, response: { 200: activityReceiptPage } } },
    async (request) => behind(request.params.id, request.query, 'receipts', receiptsBetween),
  );
  app.get(
    '/api/account-activity/:id/expenses',
    { config: { access }, schema: { params: quarterParams, querystring: behindQuery, response: { 200: activityExpensePage } } },
    async (request) => behind(request.params.id, request.query, 'expenses', expensesBetween),
  );

  const sendWorkbook = (reply: FastifyReply, workbook: Buffer, filename: string) =>
    reply
      .header('content-type', xlsxType)
      .header('content-disposition', attachmentDisposition(filename))
      .header('cache-control', 'no-store')
      .send(workbook);
  app.post('/api/account-activity/:id/download', { config: { access }, schema: { params: quarterParams } }, async (request, reply) => {
    const quarter = await findQuarter(app.db, request.params.id);
    return sendWorkbook(reply, await activityWorkbook(app.db, [quarter]), quarterFilename(quarter));
  });
  app.post('/api/account-activity-year/:year/download', { config: { access }, schema: { params: yearParams } }, async (request, reply) => {
    const { year } = request.params;
    if (!quarterOfId(year * 10 + 1)) throw notFound();
    return sendWorkbook(reply, await activityWorkbook(app.db, await yearActivity(app.db, year)), yearFilename(year));
  });
  app.post(
    '/api/account-activity/:id/email',
    { config: { access }, schema: { params: quarterParams, body: recipientsFields, response: { 200: sentSchema } } },
    async (request) =>
      emailQuarter(
        { db: app.db, storage: app.storage, jobs: app.jobs, config: app.config },
        request.params.id,
        request.body,
        actorOf(request),
      ),
  );

  // The charts: a year (`?year=`, the current one when left out) or one quarter by id.
  const period = (id: number | undefined, year: number | undefined) => {
    if (id !== undefined) return quarterOrNotFound(id);
    const quarters = quartersOfYear(year ?? quarterOfDate(today()).year);
    return { start: quarters[0].start, end: quarters[3].end };
  };
  const chart = <T>(name: string, schema: z.ZodType<{ data: T[] }>, rows: (db: Db, start: string, end: string) => Promise<T[]>) => {
    for (const path of [`/api/${name}`, `/api/${name}/:id`]) {
      app.get(
        path,
        { config: { access }, schema: { params: optionalQuarter, querystring: chartQuery, response: { 200: schema } } },
        async (request) => {
          const { start, end } = period(request.params.id, request.query.year);
          return { data: await rows(app.db, start, end) };
        },
      );
    }
  };
  chart('income-by-client', incomeByClientSchema, incomeByClient);
  chart('expense-by-vendor', expenseByVendorSchema, expenseByVendor);
}
