import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expenseDocumentParams, expenseInput, expenseListQuery, expensePage, expenseSchema } from '../../../shared/api/expenses';
import { idParams } from '../../../shared/api/paging';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { attachDocument, confirmDocument, detachDocument } from './expense-documents';
import { findExpense, listExpenses } from './expenses.queries';
import { createExpense, deleteExpense, updateExpense } from './save-expense';

export async function expensesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'manage_expenses' as const;

  app.get(
    '/api/expenses',
    { config: { access }, schema: { querystring: expenseListQuery, response: { 200: expensePage } } },
    async (request) => listExpenses(app.db, request.query),
  );
  app.get('/api/expenses/:id', { config: { access }, schema: { params: idParams, response: { 200: expenseSchema } } }, async (request) =>
    orNotFound(await findExpense(app.db, request.params.id)),
  );
  app.post(
    '/api/expenses',
    { config: { access }, schema: { body: expenseInput, response: { 201: expenseSchema } } },
    async (request, reply) => {
      const id = await createExpense(app.db, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findExpense(app.db, id)));
    },
  );
  app.put(
    '/api/expenses/:id',
    { config: { access }, schema: { params: idParams, body: expenseInput, response: { 200: expenseSchema } } },
    async (request) => {
      await updateExpense(app.db, request.params.id, request.body, actorOf(request));
      return orNotFound(await findExpense(app.db, request.params.id));
    },
  );
  app.delete('/api/expenses/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await deleteExpense(app.db, request.params.id, actorOf(request));
    return reply.status(204).send();
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
