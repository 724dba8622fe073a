import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountActivityInput,
  accountActivityPage,
  accountActivityQuery,
  accountActivitySchema,
  activityExpensePage,
  activityReceiptPage,
  behindQuery,
  quarterParams,
} from '../../../shared/api/account-activity';
import { pageMetaFor } from '../../../shared/api/paging';
import { todayIn } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { actorOf } from '../../platform/sessions';
import { findQuarter, listActivity, quarterOrNotFound, updateQuarter } from './account-activity';
import { expensesBetween, quarterSums, receiptsBetween } from './account-activity.queries';

/** Account activity (manage_accounts): BAS quarters and the receipts and expenses behind each figure. */
export async function accountActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_accounts' as const;
  const today = () => todayIn(app.config.timeZone);

  app.get('/api/account-activity', { config: { access }, schema: { querystring: accountActivityQuery, response: { 200: accountActivityPage } } }, async (request) =>
    listActivity(app.db, request.query, today()),
  );
  app.get('/api/account-activity/:id', { config: { access }, schema: { params: quarterParams, response: { 200: accountActivitySchema } } }, async (request) =>
    findQuarter(app.db, request.params.id),
  );
  app.put('/api/account-activity/:id', { config: { access }, schema: { params: quarterParams, body: accountActivityInput, response: { 200: accountActivitySchema } } }, async (request) => {
    await updateQuarter(app.db, request.params.id, request.body, actorOf(request));
    return findQuarter(app.db, request.params.id);
  });

  // What is behind the figures: receipts behind incoming, G1 and 1A; expenses behind outgoing and 1B.
  const behind = async <T>(id: number, query: { page: number; count: number }, kind: 'receipts' | 'expenses', rows: (db: Db, from: string, to: string, page: { limit: number; offset: number }) => Promise<T[]>) => {
    const quarter = quarterOrNotFound(id);
    const { page, count } = query;
    const [data, sums] = await Promise.all([rows(app.db, quarter.start, quarter.end, { limit: count, offset: (page - 1) * count }), quarterSums(app.db, quarter.start, quarter.end)]);
    return { data, meta: pageMetaFor(page, count, sums.get(quarter.id)?.[kind] ?? 0, data.length) };
  };
  app.get('/api/account-activity/:id/receipts', { config: { access }, schema: { params: quarterParams, querystring: behindQuery, response: { 200: activityReceiptPage } } }, async (request) =>
    behind(request.params.id, request.query, 'receipts', receiptsBetween),
  );
  app.get('/api/account-activity/:id/expenses', { config: { access }, schema: { params: quarterParams, querystring: behindQuery, response: { 200: activityExpensePage } } }, async (request) =>
    behind(request.params.id, request.query, 'expenses', expensesBetween),
  );
}
