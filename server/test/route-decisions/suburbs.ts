import { buildCity, buildSuburb } from '../client-factories';
import { type FeatureDecisions, recordAccess } from '../route-table';

export const suburbsDecisions: FeatureDecisions = {
  access: {
    ...recordAccess('/api/suburbs', 'authenticated', 'suburbs'),
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
