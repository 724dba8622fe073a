import { buildCity, buildSuburb } from '../client-factories';
import type { FeatureDecisions } from '../route-table';

export const suburbsDecisions: FeatureDecisions = {
  access: {
    'GET /api/suburbs': 'authenticated',
    'GET /api/suburbs/:id': 'authenticated',
    'POST /api/suburbs': 'suburbs',
    'PUT /api/suburbs/:id': 'suburbs',
    'DELETE /api/suburbs/:id': 'suburbs',
    'GET /api/regions': 'authenticated',
    'GET /api/divisions': 'authenticated',
    'GET /api/divisions/:id/cities': 'authenticated',
  },
  // Reference data: there is no "own". A suburb per call, since a holder's DELETE really deletes it.
  records: ({ db }) => ({
    '/api/suburbs/:id': { own: async () => ({ id: (await buildSuburb(db)).id }), others: [] },
    '/api/divisions/:id/cities': { own: async () => ({ id: (await buildCity(db)).regionId }), others: [] },
  }),
};
