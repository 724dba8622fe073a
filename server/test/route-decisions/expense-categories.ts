import { buildExpenseCategory } from '../expense-factories';
import { type FeatureDecisions, recordAccess } from '../route-table';

export const expenseCategoriesDecisions: FeatureDecisions = {
  access: {
    ...recordAccess('/api/expense-categories', 'expense_categories|manage_expenses|manage_transactions', 'expense_categories'),
  },
  // The business's categories, nobody's own: one per call, since a holder's DELETE really deletes it.
  records: ({ db }) => ({
    '/api/expense-categories/:id': { own: async () => ({ id: (await buildExpenseCategory(db)).id }), others: [] },
  }),
};
