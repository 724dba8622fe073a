import { buildClient } from '../client-factories';
import { buildTaskGroup } from '../visit-factories';
import { businessRecords, type FeatureDecisions, recordAccess } from '../route-table';

export const taskGroupsDecisions: FeatureDecisions = {
  access: {
    ...recordAccess('/api/clients/:client/task-groups', 'view_clients', 'manage_clients', 'manage_clients|reschedule_all'),
    'GET /api/clients/:client/task-groups/:group/tasks': 'view_clients',
    'POST /api/clients/:client/task-groups/:group/tasks': 'manage_clients',
    'PUT /api/clients/:client/task-groups/:group/tasks/:id': 'manage_clients',
    'DELETE /api/clients/:client/task-groups/:group/tasks/:id': 'manage_clients',
  },
  // Task groups belong to a client, like its addresses: a fresh one per call, with one line.
  records: ({ db }) =>
    businessRecords({
      '/api/clients/:client/task-groups': async () => ({ client: (await buildClient(db)).id }),
      '/api/clients/:client/task-groups/:id': async () => buildTaskGroup(db).then((g) => ({ client: g.clientId, id: g.id })),
      '/api/clients/:client/task-groups/:group/tasks': async () => buildTaskGroup(db).then((g) => ({ client: g.clientId, group: g.id })),
      '/api/clients/:client/task-groups/:group/tasks/:id': async () =>
        buildTaskGroup(db).then((g) => ({ client: g.clientId, group: g.id, id: g.lines[0].id })),
    }),
};
