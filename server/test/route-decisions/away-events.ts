import { buildAwayEvent } from '../user-factories';
import { type FeatureDecisions, ownOrSomeoneElses } from '../route-table';

export const awayEventsDecisions: FeatureDecisions = {
  access: {
    'GET /api/users/:user/away-events': 'authenticated',
    'POST /api/users/:user/away-events': 'authenticated',
    'PUT /api/users/:user/away-events/:id': 'authenticated',
    'DELETE /api/users/:user/away-events/:id': 'authenticated',
    'GET /api/away-events': 'users',
    'GET /api/users/:user/conflicting-schedules': 'authenticated',
  },
  // Away events and conflicting schedules: your own always, others' with `users`.
  records: ({ db, someoneElse }) => {
    const leave = { start: '2030-01-01', end: '2030-01-02', description: 'Leave' };
    /** An event of that user per call, since its DELETE really deletes it. */
    const eventOf = async (user: number) => ({ user, id: (await buildAwayEvent(db, { userId: user, ...leave })).id });
    return {
      '/api/users/:user/away-events': ownOrSomeoneElses(someoneElse, {
        label: "another user's away events",
        seenBy: 'users',
        payload: leave,
      }),
      '/api/users/:user/away-events/:id': {
        own: async (v) => eventOf(v.id || someoneElse),
        others: [
          {
            label: "another user's away event",
            seenBy: 'users',
            request: async () => ({ params: await eventOf(someoneElse), payload: leave }),
          },
        ],
      },
      '/api/users/:user/conflicting-schedules': ownOrSomeoneElses(someoneElse, {
        label: "another user's conflicting schedules",
        seenBy: 'users',
      }),
    };
  },
};
