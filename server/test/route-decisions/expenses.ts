import { buildExpense, buildExpenseDocument } from '../expense-factories';
import { businessRecords, type FeatureDecisions, recordAccess } from '../route-table';

export const expensesDecisions: FeatureDecisions = {
  access: {
    ...recordAccess('/api/expenses', 'manage_expenses', 'manage_expenses'),
    'GET /api/expense/:id/document/:doc/attach': 'manage_expenses +csrf',
    'GET /api/expense/:id/document/:doc/confirm': 'manage_expenses +csrf',
    'GET /api/expense/:id/document/:doc/detach': 'manage_expenses +csrf',
    'GET /api/expense-documents': 'manage_expenses',
    'GET /api/expense-documents/:id': 'manage_expenses',
    'POST /api/expense-documents': 'manage_expenses',
    'POST /api/expense-documents/:id/expense': 'manage_expenses',
    'DELETE /api/expense-documents/:id': 'manage_expenses',
    'GET /api/documents/:id/stream': 'manage_expenses',
  },
  // The business's expenses and receipts, nobody's own: fresh ones per call, since a holder's DELETE really deletes.
  records: ({ app, db }) => {
    const expense = async () => ({ id: (await buildExpense(db)).id });
    const document = async () => ({ id: (await buildExpenseDocument(app)).id });
    const link = async () => {
      const { id } = await buildExpense(db);
      return { id, doc: (await buildExpenseDocument(app, { expenseId: id })).id };
    };
    return businessRecords({
      '/api/expenses/:id': expense,
      '/api/expense/:id/document/:doc/attach': link,
      '/api/expense/:id/document/:doc/confirm': link,
      '/api/expense/:id/document/:doc/detach': link,
      '/api/expense-documents/:id': document,
      '/api/expense-documents/:id/expense': document,
      '/api/documents/:id/stream': document,
    });
  },
};
