import type { FeatureDecisions } from '../route-table';

export const authDecisions: FeatureDecisions = {
  access: {
    'GET /sanctum/csrf-cookie': 'public',
    'POST /login': 'guest',
    'POST /forgot-password': 'guest',
    'POST /reset-password': 'guest',
    'GET /api/user': 'authenticated',
    'POST /logout': 'authenticated',
    'GET /assume/:id': 'users +csrf',
    'POST /assume/return': 'authenticated',
  },
  records: ({ someoneElse }) => ({ '/assume/:id': { own: async () => ({ id: someoneElse }), others: [] } }),
};
