import { buildClient } from '../client-factories';
import { buildTaskGroup, buildVisit } from '../visit-factories';
import { type Decision, type FeatureDecisions, type OtherCase, recordAccess, type Viewer } from '../route-table';

export const schedulesDecisions: FeatureDecisions = {
  access: {
    'POST /api/stock-report': 'manage_tasks',
    'POST /api/stock-report/download': 'manage_tasks',
    'GET /api/clients/:id/client-schedules/regenerate': 'manage_clients +csrf',
    ...recordAccess('/api/clients/:client/client-schedules', 'view_clients', 'manage_clients|manage_schedules'),
    'GET /api/users/:user/schedules': 'authenticated',
    'GET /api/user-schedules/:id': 'authenticated',
    'PUT /api/user-schedules/:id': 'authenticated',
    'PUT /api/user-schedules/:visit/task/:task': 'authenticated',
    'PUT /api/user-schedules/:visit/task/:task/pause': 'authenticated',
    'PUT /api/user-schedules/:visit/task/:task/resume': 'authenticated',
    'PUT /api/schedule/:id/complete': 'authenticated',
    'POST /api/schedule/:id/time': 'authenticated',
    'POST /api/schedule/:id/check-in': 'authenticated',
    'POST /api/schedule/:id/check-out': 'authenticated',
    'GET /api/schedule/:id/paid': 'authenticated +csrf',
    'PUT /api/schedule/:id/ignore-missing-photos': 'manage_invoices',
    'POST /api/schedule/:id/notes': 'authenticated',
    'POST /api/schedule/:id/assets': 'authenticated',
    'GET /api/schedule/:id/asset/:assetId': 'authenticated',
    'GET /api/schedule/:id/asset/:assetId/thumbnail': 'authenticated',
    'DELETE /api/schedule/:id/asset/:assetId': 'authenticated',
    'GET /api/schedule/:id/report': 'authenticated',
    'GET /api/schedule/:id/report/pdf': 'authenticated',
    'POST /api/schedule/:id/report': 'view_clients',
    // Every contractor's visits of the day: for those who run the schedule (decision 035).
    'GET /api/visit-exceptions': 'manage_schedules',
    'GET /api/clients/:client/addresses/:id/check-ins': 'manage_clients',
    'GET /api/settings/map': 'authenticated',
  },
  records: ({ db, people, someoneElse }) => {
    /** A cash client's future visit assigned to that user, with one line and one unfinished photo. */
    async function visitOf(userId: number) {
      const visit = await buildVisit(db, {
        dueDate: '2099-01-06',
        client: { paymentMethod: 'cash', address: null },
        userIds: [userId],
        photos: 1,
      });
      return { id: visit.id, visit: visit.id, task: visit.lines[0].id, assetId: visit.assets[0].id };
    }
    /** Signed-out viewers get the contractor's (they never reach it). */
    const own = (v: Viewer) => visitOf(v.id || people.contractor.id);
    const otherVisit = (label: string): OtherCase => ({
      label,
      seenBy: 'users',
      request: async () => ({ params: await visitOf(someoneElse), payload: { complete: false } }),
    });
    const visit = (...others: OtherCase[]): Decision => ({ own, others });
    return {
      // Bookings belong to a client, like its addresses: a fresh set per call.
      '/api/clients/:id/client-schedules/regenerate': { own: async () => ({ id: (await buildClient(db)).id }), others: [] },
      '/api/clients/:client/client-schedules': { own: async () => ({ client: (await buildClient(db)).id }), others: [] },
      // An address's check-ins, for its form: the address belongs to the client, like the address itself.
      '/api/clients/:client/addresses/:id/check-ins': {
        own: async () => {
          const client = await buildClient(db);
          return { client: client.id, id: client.addressId ?? 0 };
        },
        others: [],
      },
      '/api/clients/:client/client-schedules/:id': {
        own: async () => {
          const group = await buildTaskGroup(db);
          const booking = await buildVisit(db, { clientId: group.clientId, taskGroupId: group.id, dueDate: '2099-01-06', lines: [] });
          return { client: group.clientId, id: booking.id };
        },
        others: [],
      },
      // Visits as jobs: a contractor reaches only visits assigned to them; `users` holders reach everyone's.
      '/api/users/:user/schedules': {
        own: async (v) => ({ user: v.id || someoneElse }),
        others: [{ label: "another contractor's jobs", seenBy: 'users', request: async () => ({ params: { user: someoneElse } }) }],
      },
      '/api/user-schedules/:id': visit(otherVisit("another contractor's visit")),
      '/api/user-schedules/:visit/task/:task': visit(otherVisit("a task of another contractor's visit")),
      '/api/user-schedules/:visit/task/:task/pause': visit(otherVisit("a task of another contractor's visit")),
      '/api/user-schedules/:visit/task/:task/resume': visit(),
      // manage_invoices completes any visit from the earnings page (decision 013).
      '/api/schedule/:id/complete': visit({ ...otherVisit("another contractor's visit"), seenBy: ['users', 'manage_invoices'] }),
      '/api/schedule/:id/time': visit(),
      '/api/schedule/:id/check-in': visit(),
      '/api/schedule/:id/check-out': visit(),
      '/api/schedule/:id/paid': visit(otherVisit("another contractor's visit")),
      '/api/schedule/:id/ignore-missing-photos': visit(),
      '/api/schedule/:id/notes': visit(),
      '/api/schedule/:id/assets': visit(),
      '/api/schedule/:id/asset/:assetId': visit(),
      '/api/schedule/:id/asset/:assetId/thumbnail': visit(),
      // The report of a visit not yet done answers 422, which still shows who got past the 404.
      '/api/schedule/:id/report': visit(otherVisit("the report of another contractor's visit")),
      '/api/schedule/:id/report/pdf': visit(otherVisit("the report of another contractor's visit")),
    };
  },
};
