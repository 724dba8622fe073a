import type { FastifyInstance } from 'fastify';
import {
  expenseCategoryInput,
  expenseCategoryListQuery,
  expenseCategoryPage,
  expenseCategorySchema,
} from '../../../shared/api/expense-categories';
import { recordRoutes } from '../../platform/record-routes';
import { findExpenseCategory, listExpenseCategories } from './expense-categories.queries';
import { createExpenseCategory, deleteExpenseCategory, updateExpenseCategory } from './save-expense-category';

export async function expenseCategoriesRoutes(app: FastifyInstance) {
  recordRoutes(app, '/api/expense-categories', {
    // Expenses and bank lines are filed under a category: those who keep them read the list too.
    access: { read: ['expense_categories', 'manage_expenses', 'manage_transactions'], write: 'expense_categories' },
    schemas: { query: expenseCategoryListQuery, page: expenseCategoryPage, record: expenseCategorySchema, input: expenseCategoryInput },
    commands: {
      list: listExpenseCategories,
      find: findExpenseCategory,
      create: createExpenseCategory,
      update: updateExpenseCategory,
      remove: deleteExpenseCategory,
    },
  });
}
