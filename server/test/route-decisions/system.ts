import type { FeatureDecisions } from '../route-table';

/** server/platform/system.routes.ts and web-app.routes.ts. */
export const systemDecisions: FeatureDecisions = {
  access: {
    'GET /healthz': 'public',
    'GET /readyz': 'public',
    'GET /api/docs': 'public',
    'GET /api/ping': 'authenticated',
    'GET /api/cache-check': 'authenticated',
    'POST /api/client-errors': 'public +csrf',
    // Only when the web app is built.
    'GET /*': 'public',
  },
  // The built web app's pages and files: one public wildcard.
  records: () => ({ '/*': { own: async () => ({ '*': '' }), others: [] } }),
};
