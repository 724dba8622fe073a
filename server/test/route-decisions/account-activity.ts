import type { FeatureDecisions } from '../route-table';

/** The business's BAS quarters: nobody's own; a quarter's id is year × 10 + quarter. */
export const accountActivityDecisions: FeatureDecisions = {
  access: {
    'GET /api/account-activity': 'manage_accounts',
    'GET /api/account-activity/:id': 'manage_accounts',
    'PUT /api/account-activity/:id': 'manage_accounts',
    'GET /api/account-activity/:id/receipts': 'manage_accounts',
    'GET /api/account-activity/:id/expenses': 'manage_accounts',
    'POST /api/account-activity/:id/download': 'manage_accounts',
    'POST /api/account-activity/:id/email': 'manage_accounts',
    'POST /api/account-activity-year/:year/download': 'manage_accounts',
    'GET /api/income-by-client': 'manage_accounts',
    'GET /api/income-by-client/:id': 'manage_accounts',
    'GET /api/expense-by-vendor': 'manage_accounts',
    'GET /api/expense-by-vendor/:id': 'manage_accounts',
  },
  records: () => {
    const quarter = async () => ({ id: 20272 });
    return {
      '/api/account-activity/:id': { own: quarter, others: [] },
      '/api/account-activity/:id/receipts': { own: quarter, others: [] },
      '/api/account-activity/:id/expenses': { own: quarter, others: [] },
      '/api/account-activity/:id/download': { own: quarter, others: [] },
      '/api/account-activity/:id/email': { own: quarter, others: [] },
      '/api/account-activity-year/:year/download': { own: async () => ({ year: 2027 }), others: [] },
      '/api/income-by-client/:id': { own: quarter, others: [] },
      '/api/expense-by-vendor/:id': { own: quarter, others: [] },
    };
  },
};
