import type { FeatureDecisions } from '../route-table';

export const settingsDecisions: FeatureDecisions = {
  access: {
    'GET /api/settings/general': 'settings',
    'PUT /api/settings/general': 'settings',
    'POST /api/settings/logo': 'settings',
    'DELETE /api/settings/logo': 'settings',
    // Printed on every invoice, and shown on the client's invoice page without a sign-in.
    'GET /api/settings/logo': 'public',
  },
};
