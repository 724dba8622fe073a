import { type FeatureDecisions, ownOrSomeoneElses } from '../route-table';

export const progressDecisions: FeatureDecisions = {
  access: {
    'GET /api/users/:user/monthly-progress': 'authenticated',
    'GET /api/contractor-monthly-progress': 'users',
    'GET /api/users/:user/schedules/incomplete': 'authenticated',
    'GET /api/users/:user/schedules/today': 'authenticated',
  },
  // Progress and the dashboard lists: your own always, others' with `users`.
  records: ({ someoneElse }) => ({
    '/api/users/:user/monthly-progress': ownOrSomeoneElses(someoneElse, {
      label: "another user's progress",
      seenBy: 'users',
      query: 'month=2025-03-01',
    }),
    '/api/users/:user/schedules/incomplete': ownOrSomeoneElses(someoneElse, {
      label: "another contractor's incomplete jobs",
      seenBy: 'users',
    }),
    '/api/users/:user/schedules/today': ownOrSomeoneElses(someoneElse, { label: "another contractor's jobs today", seenBy: 'users' }),
  }),
};
