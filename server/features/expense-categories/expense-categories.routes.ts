import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  expenseCategoryInput,
  expenseCategoryListQuery,
  expenseCategoryPage,
  expenseCategorySchema,
} from '../../../shared/api/expense-categories';
import { idParams } from '../../../shared/api/paging';
import { orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { findExpenseCategory, listExpenseCategories } from './expense-categories.queries';
import { createExpenseCategory, deleteExpenseCategory, updateExpenseCategory } from './save-expense-category';

export async function expenseCategoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = 'expense_categories' as const;
  // Expenses and bank lines are filed under a category: those who keep them read the list too.
  const read = ['expense_categories', 'manage_expenses', 'manage_transactions'] as const;

  app.get(
    '/api/expense-categories',
    { config: { access: read }, schema: { querystring: expenseCategoryListQuery, response: { 200: expenseCategoryPage } } },
    async (request) => listExpenseCategories(app.db, request.query),
  );
  app.get(
    '/api/expense-categories/:id',
    { config: { access: read }, schema: { params: idParams, response: { 200: expenseCategorySchema } } },
    async (request) => orNotFound(await findExpenseCategory(app.db, request.params.id)),
  );
  app.post(
    '/api/expense-categories',
    { config: { access }, schema: { body: expenseCategoryInput, response: { 201: expenseCategorySchema } } },
    async (request, reply) => {
      const id = await createExpenseCategory(app.db, request.body, actorOf(request));
      return reply.status(201).send(orNotFound(await findExpenseCategory(app.db, id)));
    },
  );
  app.put(
    '/api/expense-categories/:id',
    { config: { access }, schema: { params: idParams, body: expenseCategoryInput, response: { 200: expenseCategorySchema } } },
    async (request) => {
      await updateExpenseCategory(app.db, request.params.id, request.body, actorOf(request));
      return orNotFound(await findExpenseCategory(app.db, request.params.id));
    },
  );
  app.delete('/api/expense-categories/:id', { config: { access }, schema: { params: idParams } }, async (request, reply) => {
    await deleteExpenseCategory(app.db, request.params.id, actorOf(request));
    return reply.status(204).send();
  });
}
