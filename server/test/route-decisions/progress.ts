import type { FeatureDecisions } from '../route-table';

export const progressDecisions: FeatureDecisions = {
  access: {
    'GET /api/users/:user/monthly-progress': 'authenticated',
    'GET /api/contractor-monthly-progress': 'users',
    'GET /api/users/:user/schedules/incomplete': 'authenticated',
    'GET /api/users/:user/schedules/today': 'authenticated',
  },
  // Progress and the dashboard lists: your own always, others' with `users`.
  records: ({ someoneElse }) => ({
    '/api/users/:user/monthly-progress': {
      own: async (v) => ({ user: v.id || someoneElse }),
      others: [
        {
          label: "another user's progress",
          seenBy: 'users',
          request: async () => ({ params: { user: someoneElse }, query: 'month=2025-03-01' }),
        },
      ],
    },
    '/api/users/:user/schedules/incomplete': {
      own: async (v) => ({ user: v.id || someoneElse }),
      others: [
        { label: "another contractor's incomplete jobs", seenBy: 'users', request: async () => ({ params: { user: someoneElse } }) },
      ],
    },
    '/api/users/:user/schedules/today': {
      own: async (v) => ({ user: v.id || someoneElse }),
      others: [{ label: "another contractor's jobs today", seenBy: 'users', request: async () => ({ params: { user: someoneElse } }) }],
    },
  }),
};
