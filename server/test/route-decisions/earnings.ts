import { type FeatureDecisions, ownOrSomeoneElses } from '../route-table';

export const earningsDecisions: FeatureDecisions = {
  access: {
    'GET /api/contractor-earnings/:user': 'authenticated',
  },
  // Earnings: your own always, another contractor's with `users`, `task_price` or `manage_accounts` (seesEarningsOf).
  records: ({ someoneElse }) => ({
    '/api/contractor-earnings/:user': ownOrSomeoneElses(someoneElse, {
      label: "another contractor's earnings",
      seenBy: ['users', 'task_price', 'manage_accounts'],
      query: 'month=2025-03-01',
    }),
  }),
};
