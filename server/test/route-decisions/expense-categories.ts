import { buildExpenseCategory } from '../expense-factories';
import type { FeatureDecisions } from '../route-table';

export const expenseCategoriesDecisions: FeatureDecisions = {
  access: {
    'GET /api/expense-categories': 'expense_categories|manage_expenses|manage_transactions',
    'GET /api/expense-categories/:id': 'expense_categories|manage_expenses|manage_transactions',
    'POST /api/expense-categories': 'expense_categories',
    'PUT /api/expense-categories/:id': 'expense_categories',
    'DELETE /api/expense-categories/:id': 'expense_categories',
  },
  // The business's categories, nobody's own: one per call, since a holder's DELETE really deletes it.
  records: ({ db }) => ({
    '/api/expense-categories/:id': { own: async () => ({ id: (await buildExpenseCategory(db)).id }), others: [] },
  }),
};
