import { buildUser } from '../user-factories';
import type { FeatureDecisions } from '../route-table';

export const usersDecisions: FeatureDecisions = {
  access: {
    'GET /api/users': 'users',
    'GET /api/users/:id': 'authenticated',
    'POST /api/users': 'users',
    'PUT /api/users/:id': 'users',
    'DELETE /api/users/:id': 'users',
  },
  records: ({ db, roles, someoneElse }) => ({
    '/api/users/:id': {
      own: async (v) => ({ id: v.id || someoneElse }),
      // Someone new each time, since a holder's DELETE really deletes them.
      others: [
        {
          label: "another user's record",
          seenBy: 'users',
          request: async () => ({ params: { id: (await buildUser(db, { roleId: roles.Contractor.id })).id } }),
        },
      ],
    },
  }),
};
