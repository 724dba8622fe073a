import { businessRecords, type FeatureDecisions } from '../route-table';

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
    return businessRecords({
      '/api/account-activity/:id': quarter,
      '/api/account-activity/:id/receipts': quarter,
      '/api/account-activity/:id/expenses': quarter,
      '/api/account-activity/:id/download': quarter,
      '/api/account-activity/:id/email': quarter,
      '/api/account-activity-year/:year/download': async () => ({ year: 2027 }),
      '/api/income-by-client/:id': quarter,
      '/api/expense-by-vendor/:id': quarter,
    });
  },
};
