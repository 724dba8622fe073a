import type { FeatureDecisions } from '../route-table';

/** The business's BAS quarters: nobody's own; a quarter's id is year × 10 + quarter. */
export const accountActivityDecisions: FeatureDecisions = {
  access: {
    'GET /api/account-activity': 'manage_accounts',
    'GET /api/account-activity/:id': 'manage_accounts',
    'PUT /api/account-activity/:id': 'manage_accounts',
    'GET /api/account-activity/:id/receipts': 'manage_accounts',
    'GET /api/account-activity/:id/expenses': 'manage_accounts',
  },
  records: () => {
    const quarter = async () => ({ id: 20272 });
    return {
      '/api/account-activity/:id': { own: quarter, others: [] },
      '/api/account-activity/:id/receipts': { own: quarter, others: [] },
      '/api/account-activity/:id/expenses': { own: quarter, others: [] },
    };
  },
};
