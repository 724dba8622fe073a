import { buildBankTransaction, buildTransactionRule } from '../transaction-factories';
import { businessRecords, type FeatureDecisions } from '../route-table';

export const transactionsDecisions: FeatureDecisions = {
  access: {
    'POST /api/transaction-imports': 'manage_transactions',
    'GET /api/transaction-imports/:id': 'manage_transactions',
    'GET /api/transactions': 'manage_transactions',
    'GET /api/transactions/:id': 'manage_transactions',
    'GET /api/transactions/:id/vendor-invoice-choices': 'manage_transactions',
    'POST /api/transactions': 'manage_transactions',
    'DELETE /api/transactions/:id': 'manage_transactions',
    'PUT /api/transactions/:id': 'manage_transactions',
    'DELETE /api/transactions/:id/:tag/:link': 'manage_transactions',
    'DELETE /api/transactions/:id/pay-runs/:week': 'manage_transactions',
    // Served by the transactions feature (pay-runs reading bank links back would make a cycle), for pay-run keepers.
    'GET /api/pay-runs/:week/bank': 'manage_accounts',
    'POST /api/transactions/suggest': 'manage_transactions',
    'GET /api/transaction-rules': 'manage_transactions',
    'DELETE /api/transaction-rules/:id': 'manage_transactions',
  },
  // The business's bank lines, nobody's own: fresh ones per call, since a holder's DELETE really deletes.
  records: ({ db }) => {
    const line = async () => ({ id: (await buildBankTransaction(db)).id });
    return businessRecords({
      '/api/transaction-imports/:id': async () => ({ id: 'no-such-import-aaaaaaaa' }),
      '/api/transactions/:id': line,
      '/api/transactions/:id/vendor-invoice-choices': line,
      '/api/transaction-rules/:id': async () => ({ id: (await buildTransactionRule(db)).id }),
      '/api/transactions/:id/:tag/:link': async () => ({ ...(await line()), tag: 'invoices', link: 1 }),
      '/api/transactions/:id/pay-runs/:week': async () => ({ ...(await line()), week: '2025-03-01' }),
      '/api/pay-runs/:week/bank': async () => ({ week: '2025-03-01' }),
    });
  },
};
