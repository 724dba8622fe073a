import { buildTask } from '../visit-factories';
import type { FeatureDecisions } from '../route-table';

export const tasksDecisions: FeatureDecisions = {
  access: {
    'GET /api/tasks': 'manage_tasks|manage_clients',
    'GET /api/tasks/:id': 'manage_tasks|manage_clients',
    'POST /api/tasks': 'manage_tasks',
    'PUT /api/tasks/:id': 'manage_tasks',
    'DELETE /api/tasks/:id': 'manage_tasks',
  },
  // The service catalogue is shared: no "own". A task per call, since a holder's DELETE really deletes it.
  records: ({ db }) => ({ '/api/tasks/:id': { own: async () => ({ id: (await buildTask(db)).id }), others: [] } }),
};
