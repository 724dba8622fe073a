import { buildClient, buildClientAddress } from '../client-factories';
import { type FeatureDecisions, recordAccess } from '../route-table';

export const clientsDecisions: FeatureDecisions = {
  access: {
    'GET /api/clients': 'view_clients',
    'GET /api/clients/:id': 'view_clients',
    'POST /api/clients': 'manage_clients',
    'PUT /api/clients/:id': 'manage_clients',
    'DELETE /api/clients/:id': 'manage_clients',
    'POST /api/clients/export': 'manage_clients',
    'POST /api/clients/:id/suspend': 'suspend_clients',
    'GET /api/clients/:id/unsuspend-service': 'suspend_clients +csrf',
    ...recordAccess('/api/clients/:client/addresses', 'view_clients', 'manage_clients'),
    'GET /api/contacts': 'view_clients',
    ...recordAccess('/api/clients/:client/contacts', 'view_clients', 'manage_clients'),
  },
  // Clients belong to the business, not to a viewer: there is no "own" and no "someone else's".
  // A client per call, since a holder's DELETE really deletes it; its address is not the main one, so it may go too.
  records: ({ db }) => {
    const aClient = () => buildClient(db, { address: null, contacts: [{}] });
    const clientId = async () => ({ id: (await aClient()).id });
    const client = async () => ({ client: (await aClient()).id });
    return {
      '/api/clients/:id': { own: clientId, others: [] },
      '/api/clients/:id/suspend': { own: clientId, others: [] },
      '/api/clients/:id/unsuspend-service': { own: clientId, others: [] },
      '/api/clients/:client/addresses': { own: client, others: [] },
      '/api/clients/:client/addresses/:id': {
        own: async () => aClient().then(async (c) => ({ client: c.id, id: (await buildClientAddress(db, c.id)).id })),
        others: [],
      },
      '/api/clients/:client/contacts': { own: client, others: [] },
      '/api/clients/:client/contacts/:id': { own: async () => aClient().then((c) => ({ client: c.id, id: c.contacts[0].id })), others: [] },
    };
  },
};
