import { buildVendor } from '../expense-factories';
import { type FeatureDecisions, recordAccess } from '../route-table';

export const vendorsDecisions: FeatureDecisions = {
  access: {
    ...recordAccess('/api/vendors', 'vendors|manage_expenses|manage_transactions', 'vendors'),
    'GET /api/vendor-users': 'vendors',
  },
  // The business's vendors, nobody's own: a vendor per call, since a holder's DELETE really deletes it.
  records: ({ db }) => ({
    '/api/vendors/:id': { own: async () => ({ id: (await buildVendor(db)).id }), others: [] },
  }),
};
