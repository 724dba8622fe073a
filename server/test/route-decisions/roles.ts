import type { FeatureDecisions } from '../route-table';

export const rolesDecisions: FeatureDecisions = {
  access: {
    'GET /api/roles': 'roles|users',
    'GET /api/roles/:id': 'roles|users',
    'POST /api/roles': 'roles',
    'PUT /api/roles/:id': 'roles',
    'DELETE /api/roles/:id': 'roles',
  },
  // Reference data: there is no "own".
  records: ({ roles }) => ({ '/api/roles/:id': { own: async () => ({ id: roles.Contractor.id }), others: [] } }),
};
