import { buildCity, buildSuburb } from '../client-factories';
import { businessRecords, type FeatureDecisions, recordAccess } from '../route-table';

export const suburbsDecisions: FeatureDecisions = {
  access: {
    ...recordAccess('/api/suburbs', 'authenticated', 'suburbs'),
    'GET /api/regions': 'authenticated',
    'GET /api/divisions': 'authenticated',
    'GET /api/divisions/:id/cities': 'authenticated',
  },
  // Reference data: there is no "own". A suburb per call, since a holder's DELETE really deletes it.
  records: ({ db }) =>
    businessRecords({
      '/api/suburbs/:id': async () => ({ id: (await buildSuburb(db)).id }),
      '/api/divisions/:id/cities': async () => ({ id: (await buildCity(db)).regionId }),
    }),
};
