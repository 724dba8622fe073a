import { buildVendor } from '../expense-factories';
import type { FeatureDecisions } from '../route-table';

export const vendorsDecisions: FeatureDecisions = {
  access: {
    'GET /api/vendors': 'vendors|manage_expenses|manage_transactions',
    'GET /api/vendors/:id': 'vendors|manage_expenses|manage_transactions',
    'POST /api/vendors': 'vendors',
    'PUT /api/vendors/:id': 'vendors',
    'DELETE /api/vendors/:id': 'vendors',
    'GET /api/vendor-users': 'vendors',
  },
  // The business's vendors, nobody's own: a vendor per call, since a holder's DELETE really deletes it.
  records: ({ db }) => ({
    '/api/vendors/:id': { own: async () => ({ id: (await buildVendor(db)).id }), others: [] },
  }),
};
