import type { FeatureDecisions } from '../route-table';

export const earningsDecisions: FeatureDecisions = {
  access: {
    'GET /api/contractor-earnings/:user': 'authenticated',
  },
  // Earnings: your own always, another contractor's with `users`.
  records: ({ someoneElse }) => ({
    '/api/contractor-earnings/:user': {
      own: async (v) => ({ user: v.id || someoneElse }),
      others: [{ label: "another contractor's earnings", seenBy: 'users', request: async () => ({ params: { user: someoneElse }, query: 'month=2025-03-01' }) }],
    },
  }),
};
