import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expenseDocumentParams, expenseInput, expenseListQuery, expensePage, expenseSchema } from '../../../shared/api/expenses';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { recordRoutes } from '../../platform/record-routes';
import { attachDocument, confirmDocument, detachDocument } from './expense-documents';
import { findExpense, listExpenses } from './expenses.queries';
import { createExpense, deleteExpense, updateExpense } from './save-expense';

export async function expensesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_expenses' as const;

  recordRoutes(app, '/api/expenses', {
    access: { read: access, write: access },
    schemas: { query: expenseListQuery, page: expensePage, record: expenseSchema, input: expenseInput },
    commands: {
      list: listExpenses,
      find: findExpense,
      create: (db, input, actor) => createExpense(db, input, actor),
      update: updateExpense,
      remove: deleteExpense,
    },
  });

  // The spec's calls: GETs that change which expense a document is on (so they demand the XSRF header). Each
  // answers the expense as it now is, for the viewer.
  const links = { attach: attachDocument, confirm: confirmDocument, detach: detachDocument } as const;
  for (const [action, run] of Object.entries(links)) {
    app.get(
      `/api/expense/:id/document/:doc/${action}`,
      { config: { access, csrf: true }, schema: { params: expenseDocumentParams, response: { 200: expenseSchema } } },
      async (request) => {
        await run(app.db, { expenseId: request.params.id, documentId: request.params.doc }, actorOf(request));
        return orNotFound(await findExpense(app.db, request.params.id));
      },
    );
  }
}
