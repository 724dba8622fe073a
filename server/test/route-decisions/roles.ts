import { type FeatureDecisions, recordAccess } from '../route-table';

export const rolesDecisions: FeatureDecisions = {
  access: {
    ...recordAccess('/api/roles', 'roles|users', 'roles'),
  },
  // Reference data: there is no "own".
  records: ({ roles }) => ({ '/api/roles/:id': { own: async () => ({ id: roles.Contractor.id }), others: [] } }),
};
