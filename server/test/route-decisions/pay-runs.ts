import type { FeatureDecisions } from '../route-table';

export const payRunsDecisions: FeatureDecisions = {
  access: {
    'GET /api/pay-runs/:week': 'manage_accounts',
    'POST /api/pay-runs/:week': 'manage_accounts',
    'GET /api/pay-runs/:week/aba': 'manage_accounts',
    'GET /api/pay-run-settings': 'manage_accounts',
    'PUT /api/pay-run-settings': 'manage_accounts',
    'GET /api/tpar': 'manage_accounts',
    'GET /api/tpar/:year/download': 'manage_accounts',
    'PUT /api/payees/:user': 'manage_accounts',
  },
  // The business's pay runs and report: nobody's own, all of them manage_accounts'.
  records: ({ people }) => ({
    '/api/pay-runs/:week': { own: async () => ({ week: '2025-03-01' }), others: [] },
    '/api/pay-runs/:week/aba': { own: async () => ({ week: '2025-03-01' }), others: [] },
    '/api/tpar/:year/download': { own: async () => ({ year: 2025 }), others: [] },
    '/api/payees/:user': { own: async () => ({ user: people.contractor.id }), others: [] },
  }),
};
