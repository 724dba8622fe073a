import type { FeatureDecisions } from '../route-table';

export const settingsDecisions: FeatureDecisions = {
  access: {
    'GET /api/settings/general': 'settings',
    'PUT /api/settings/general': 'settings',
    'POST /api/settings/logo': 'settings',
    'DELETE /api/settings/logo': 'settings',
    'GET /api/settings/mail-templates': 'settings',
    'PUT /api/settings/mail-templates/:kind': 'settings',
    // Printed on every invoice, and shown on the client's invoice page without a sign-in.
    'GET /api/settings/logo': 'public',
    // Every page with dates marks the holidays, the contractor's visit card too.
    'GET /api/public-holidays': 'authenticated',
  },
  // A template is the business's, one per kind: no "own".
  records: () => ({ '/api/settings/mail-templates/:kind': { own: async () => ({ kind: 'invoice' }), others: [] } }),
};
