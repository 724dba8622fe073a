import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type PermissionKey, can, normalisePermissions } from '../../shared/permissions';
import { clientAddresses, clients, contacts } from '../features/clients/clients.table';
import { notes } from '../features/notes/notes.table';
import { scheduleAssets, schedules, scheduleTasks, scheduleUsers } from '../features/schedules/schedules.table';
import { taskGroups, taskGroupTasks } from '../features/task-groups/task-groups.table';
import { regions, suburbs } from '../features/suburbs/suburbs.table';
import { tasks } from '../features/tasks/tasks.table';
import { fakePdf, sendFile } from '../features/uploads/upload-test-helpers';
import { users } from '../features/users/users.table';
import { awayEvents } from '../features/away-events/away-events.table';
import type { RouteRule } from '../platform/access';
import { demoRoles } from '../scripts/demo/people';
import { demo, userId } from './demo';
import { makeUser } from './factories';
import { type Client, createClient, signIn } from './test-app';

/**
 * The decisions the access-matrix and ownership tests need for each route with path parameters:
 * how to name the viewer's own record, and whose else's record it may reach. A route missing here
 * fails the suite, so a new route cannot join without someone deciding.
 */
export type Viewer = { label: string; email: string | null; id: number; permissions: readonly PermissionKey[]; client: Client };
export type Params = Record<string, string | number>;
/** Another person's record: who may reach it (beyond the route's access rule); the rest get 404. */
export type OtherCase = { label: string; seenBy: 'everyone' | 'users' | 'nobody'; request: (viewer: Viewer) => Promise<Call> };
export type Call = { params: Params; query?: string; payload?: InjectOptions['payload']; headers?: Record<string, string> };
export type Decision = { own: (viewer: Viewer) => Promise<Params>; others: OtherCase[] };

export const demoViewers = {
  Administrator: demo.admin,
  Office: demo.office,
  Bookkeeper: demo.bookkeeper,
  Contractor: demo.contractor,
} as const;

export async function signInViewer(app: FastifyInstance, label: string, email: string | null): Promise<Viewer> {
  const permissions = normalisePermissions(demoRoles.find((r) => r.name === label)?.permissions ?? []);
  if (!email) {
    const client = createClient(app);
    await client.get('/sanctum/csrf-cookie');
    return { label, email, id: 0, permissions, client };
  }
  return { label, email, id: await userId(app, email), permissions, client: await signIn(app, email) };
}

export function routeDecisions(app: FastifyInstance) {
  let seq = 0;
  const byEmail = new Map<string, Client>();
  const clientOf = async (email: string) => byEmail.get(email) ?? byEmail.set(email, await signIn(app, email)).get(email) as Client;
  const someoneElse = () => userId(app, demo.otherContractor);
  const contractorRole = async () => Number((await app.database.executeSql(`select id from roles where name = 'Contractor'`)).rows[0].id);
  const nsw = async () => (await app.db.select({ id: regions.id, code: regions.code }).from(regions)).find((r) => r.code === 'NSW')?.id ?? 0;

  /** An away event of that user, stored straight away (the API's own tests cover making them). */
  const awayPayload = { start: '2030-01-01', end: '2030-01-02', description: 'Leave' };
  async function awayEventOf(user: number) {
    const [row] = await app.db.insert(awayEvents).values({ userId: user, ...awayPayload }).returning({ id: awayEvents.id });
    return { user, id: row.id };
  }

  /** A document (or, unfinished, an upload) of that user, made through the API as them. */
  async function documentOf(email: string, complete = true) {
    const client = await clientOf(email);
    const owner = await userId(app, email);
    const filename = `decision-${++seq}.pdf`;
    const file = fakePdf(1000);
    const begun = await client.post(`/api/users/${owner}/documents`, { name: 'insurance', expires_at: null, filename, size: file.length });
    if (begun.statusCode !== 201) throw new Error(`Document fixture: ${begun.statusCode} ${begun.body}`);
    const uploadId: string = begun.json().id;
    if (!complete) return { user: owner, id: 0, uploadId };
    await sendFile(client, uploadId, file);
    const listed = (await client.get(`/api/users/${owner}/documents?count=100`)).json().data as { id: number; filename: string }[];
    const id = listed.find((d) => d.filename === filename)?.id;
    if (!id) throw new Error('Document fixture not listed');
    return { user: owner, id, uploadId };
  }
  /** Stored straight away: the profile form that makes real avatars is not what is tested here. */
  async function withAvatar(email: string) {
    const id = await userId(app, email);
    const path = app.storage.newName('');
    await app.storage.put(path, Buffer.from('RIFF0000WEBPVP8 '));
    await app.db.update(users).set({ avatarPath: path }).where(eq(users.id, id));
    return id;
  }
  /** Signed-out viewers have no records: they get the contractor's (they never reach it anyway). */
  const ownerEmail = (viewer: Viewer) => viewer.email ?? demo.contractor;
  const otherDocument = { params: async () => documentOf(demo.otherContractor) };
  /** A client (with an address, a contact and a note) per call, since a holder's DELETE really deletes it. */
  async function aClient() {
    const [client] = await app.db.insert(clients).values({ name: `Decision client ${++seq}` }).returning();
    const [address] = await app.db.insert(clientAddresses).values({ clientId: client.id, address1: `${seq} Decision St` }).returning();
    const [contact] = await app.db.insert(contacts).values({ clientId: client.id, name: `Decision contact ${seq}` }).returning();
    const [note] = await app.db.insert(notes).values({ parentType: 'clients', parentId: client.id, note: 'Decision note' }).returning();
    return { client: client.id, address: address.id, contact: contact.id, note: note.id };
  }

  /** A client with a weekly task group, one line and one future visit. */
  async function aTaskGroup() {
    const { client } = await aClient();
    const [group] = await app.db.insert(taskGroups).values({ clientId: client, name: `Decision group ${++seq}` }).returning();
    const [line] = await app.db.insert(taskGroupTasks).values({ taskGroupId: group.id, name: 'Decision clean' }).returning();
    const [visit] = await app.db
      .insert(schedules)
      .values({ clientId: client, taskGroupId: group.id, dueAt: new Date('2099-01-05T21:00:00Z'), dueDate: '2099-01-06' })
      .returning();
    return { client, group: group.id, line: line.id, visit: visit.id };
  }

  /** A cash client's future visit assigned to the viewer (or a contractor), with one line and one unfinished photo. */
  async function aVisitOf(email: string | null) {
    const { client } = await aClient();
    await app.db.update(clients).set({ paymentMethod: 'cash' }).where(eq(clients.id, client));
    const [visit] = await app.db.insert(schedules).values({ clientId: client, dueAt: new Date('2099-01-05T21:00:00Z'), dueDate: '2099-01-06' }).returning();
    await app.db.insert(scheduleUsers).values({ scheduleId: visit.id, userId: await userId(app, email ?? demo.contractor) });
    const [line] = await app.db.insert(scheduleTasks).values({ scheduleId: visit.id, name: 'Decision clean' }).returning();
    const [asset] = await app.db.insert(scheduleAssets).values({ scheduleId: visit.id, uploadId: `decision-${++seq}`, name: 'photo.jpg' }).returning();
    return { id: visit.id, visit: visit.id, task: line.id, assetId: asset.id };
  }
  const otherVisit = (label: string): OtherCase => ({ label, seenBy: 'users', request: async () => ({ params: await aVisitOf(demo.otherContractor), payload: { complete: false } }) });

  const decisions: Record<string, Decision> = {
    // The built web app's pages and files: one public wildcard.
    '/*': { own: async () => ({ '*': '' }), others: [] },
    '/assume/:id': { own: async () => ({ id: await someoneElse() }), others: [] },
    '/api/users/:id': {
      own: async (v) => ({ id: v.id || (await someoneElse()) }),
      // Someone new each time, since a holder's DELETE really deletes them.
      others: [{ label: "another user's record", seenBy: 'users', request: async () => ({ params: { id: (await makeUser(app.db, { roleId: await contractorRole() })).id } }) }],
    },
    // Reference data: there is no "own".
    '/api/roles/:id': { own: async () => ({ id: await contractorRole() }), others: [] },
    // A suburb per call, since a holder's DELETE really deletes it.
    '/api/suburbs/:id': {
      own: async () => ({ id: (await app.db.insert(suburbs).values({ name: `Decision ${++seq}`, code: '2000', regionId: await nsw() }).returning())[0].id }),
      others: [],
    },
    '/api/divisions/:id/cities': { own: async () => ({ id: await nsw() }), others: [] },
    // The service catalogue is shared: no "own". A task per call, since a holder's DELETE really deletes it.
    '/api/tasks/:id': { own: async () => ({ id: (await app.db.insert(tasks).values({ name: `Decision ${++seq}` }).returning())[0].id }), others: [] },
    '/api/uploads/:id': {
      own: async (v) => ({ id: (await documentOf(ownerEmail(v), false)).uploadId }),
      others: [
        {
          label: "another user's upload",
          seenBy: 'nobody',
          request: async () => ({
            params: { id: (await documentOf(demo.otherContractor, false)).uploadId },
            query: 'offset=0&is_last=1',
            payload: fakePdf(1000),
            headers: { 'content-type': 'application/octet-stream' },
          }),
        },
      ],
    },
    '/api/users/:user/documents': {
      own: async (v) => ({ user: v.id || (await someoneElse()) }),
      others: [
        {
          label: "another user's documents",
          seenBy: 'users',
          request: async () => ({ params: { user: await someoneElse() }, payload: { name: 'insurance', expires_at: null, filename: 'x.pdf', size: 10 } }),
        },
      ],
    },
    '/api/users/:user/documents/:id/download': {
      own: async (v) => documentOf(ownerEmail(v)),
      others: [
        { label: "another user's document", seenBy: 'users', request: async () => ({ params: await otherDocument.params() }) },
        { label: "another user's document under your own id", seenBy: 'nobody', request: async (v) => ({ params: { ...(await otherDocument.params()), user: v.id } }) },
      ],
    },
    '/api/users/:user/documents/:id': {
      own: async (v) => documentOf(ownerEmail(v)),
      others: [
        { label: "another user's document", seenBy: 'users', request: async () => ({ params: await otherDocument.params() }) },
        { label: "another user's document under your own id", seenBy: 'nobody', request: async (v) => ({ params: { ...(await otherDocument.params()), user: v.id } }) },
      ],
    },
    '/api/documents/:id/download': {
      own: async (v) => ({ id: (await documentOf(ownerEmail(v))).id }),
      others: [{ label: "another user's document", seenBy: 'users', request: async () => ({ params: { id: (await otherDocument.params()).id } }) }],
    },
    // Avatars appear wherever people are listed, so every signed-in user may load anyone's.
    '/storage/avatars/:id': {
      own: async (v) => ({ id: v.id || (await someoneElse()) }),
      others: [{ label: "another user's avatar", seenBy: 'everyone', request: async () => ({ params: { id: await withAvatar(demo.otherContractor) } }) }],
    },
    // Clients belong to the business, not to a viewer: there is no "own" and no "someone else's".
    '/api/clients/:id': { own: async () => ({ id: (await aClient()).client }), others: [] },
    '/api/clients/:id/suspend': { own: async () => ({ id: (await aClient()).client }), others: [] },
    '/api/clients/:id/unsuspend-service': { own: async () => ({ id: (await aClient()).client }), others: [] },
    '/api/clients/:client/addresses': { own: async () => ({ client: (await aClient()).client }), others: [] },
    '/api/clients/:client/addresses/:id': { own: async () => aClient().then((c) => ({ client: c.client, id: c.address })), others: [] },
    '/api/clients/:client/contacts': { own: async () => ({ client: (await aClient()).client }), others: [] },
    '/api/clients/:client/contacts/:id': { own: async () => aClient().then((c) => ({ client: c.client, id: c.contact })), others: [] },
    '/api/:parentType/:parentId/notes': { own: async () => ({ parentType: 'clients', parentId: (await aClient()).client }), others: [] },
    '/api/:parentType/:parentId/notes/:id': { own: async () => aClient().then((c) => ({ parentType: 'clients', parentId: c.client, id: c.note })), others: [] },
    // Task groups and bookings belong to a client, like its addresses: a fresh set per call.
    '/api/clients/:client/task-groups': { own: async () => ({ client: (await aClient()).client }), others: [] },
    '/api/clients/:client/task-groups/:id': { own: async () => aTaskGroup().then((g) => ({ client: g.client, id: g.group })), others: [] },
    '/api/clients/:client/task-groups/:group/tasks': { own: async () => aTaskGroup().then((g) => ({ client: g.client, group: g.group })), others: [] },
    '/api/clients/:client/task-groups/:group/tasks/:id': { own: async () => aTaskGroup().then((g) => ({ client: g.client, group: g.group, id: g.line })), others: [] },
    '/api/clients/:id/client-schedules/regenerate': { own: async () => ({ id: (await aClient()).client }), others: [] },
    '/api/clients/:client/client-schedules': { own: async () => ({ client: (await aClient()).client }), others: [] },
    '/api/clients/:client/client-schedules/:id': { own: async () => aTaskGroup().then((g) => ({ client: g.client, id: g.visit })), others: [] },
    // Visits as jobs: a contractor reaches only visits assigned to them; `users` holders reach everyone's.
    '/api/users/:user/schedules': {
      own: async (v) => ({ user: v.id || (await someoneElse()) }),
      others: [{ label: "another contractor's jobs", seenBy: 'users', request: async () => ({ params: { user: await someoneElse() } }) }],
    },
    '/api/user-schedules/:id': { own: (v) => aVisitOf(v.email), others: [otherVisit("another contractor's visit")] },
    '/api/user-schedules/:visit/task/:task': { own: (v) => aVisitOf(v.email), others: [otherVisit("a task of another contractor's visit")] },
    '/api/user-schedules/:visit/task/:task/pause': { own: (v) => aVisitOf(v.email), others: [otherVisit("a task of another contractor's visit")] },
    '/api/user-schedules/:visit/task/:task/resume': { own: (v) => aVisitOf(v.email), others: [] },
    '/api/schedule/:id/complete': { own: (v) => aVisitOf(v.email), others: [otherVisit("another contractor's visit")] },
    '/api/schedule/:id/time': { own: (v) => aVisitOf(v.email), others: [] },
    '/api/schedule/:id/paid': { own: (v) => aVisitOf(v.email), others: [otherVisit("another contractor's visit")] },
    '/api/schedule/:id/ignore-missing-photos': { own: (v) => aVisitOf(v.email), others: [] },
    '/api/schedule/:id/notes': { own: (v) => aVisitOf(v.email), others: [] },
    '/api/schedule/:id/assets': { own: (v) => aVisitOf(v.email), others: [] },
    '/api/schedule/:id/asset/:assetId': { own: (v) => aVisitOf(v.email), others: [] },
    '/api/schedule/:id/asset/:assetId/thumbnail': { own: (v) => aVisitOf(v.email), others: [] },
    // The report of a visit not yet done answers 422, which still shows who got past the 404.
    '/api/schedule/:id/report': { own: (v) => aVisitOf(v.email), others: [otherVisit("the report of another contractor's visit")] },
    '/api/schedule/:id/report/pdf': { own: (v) => aVisitOf(v.email), others: [otherVisit("the report of another contractor's visit")] },
    // Progress, dashboard lists, away events and conflicting schedules: your own always, others' with `users`.
    '/api/users/:user/monthly-progress': {
      own: async (v) => ({ user: v.id || (await someoneElse()) }),
      others: [{ label: "another user's progress", seenBy: 'users', request: async () => ({ params: { user: await someoneElse() }, query: 'month=2025-03-01' }) }],
    },
    '/api/users/:user/schedules/incomplete': {
      own: async (v) => ({ user: v.id || (await someoneElse()) }),
      others: [{ label: "another contractor's incomplete jobs", seenBy: 'users', request: async () => ({ params: { user: await someoneElse() } }) }],
    },
    '/api/users/:user/schedules/today': {
      own: async (v) => ({ user: v.id || (await someoneElse()) }),
      others: [{ label: "another contractor's jobs today", seenBy: 'users', request: async () => ({ params: { user: await someoneElse() } }) }],
    },
    '/api/users/:user/away-events': {
      own: async (v) => ({ user: v.id || (await someoneElse()) }),
      others: [{ label: "another user's away events", seenBy: 'users', request: async () => ({ params: { user: await someoneElse() }, payload: awayPayload }) }],
    },
    '/api/users/:user/away-events/:id': {
      own: async (v) => awayEventOf(v.id || (await someoneElse())),
      others: [{ label: "another user's away event", seenBy: 'users', request: async () => ({ params: await awayEventOf(await someoneElse()), payload: awayPayload }) }],
    },
    '/api/users/:user/conflicting-schedules': {
      own: async (v) => ({ user: v.id || (await someoneElse()) }),
      others: [{ label: "another user's conflicting schedules", seenBy: 'users', request: async () => ({ params: { user: await someoneElse() } }) }],
    },
  };
  return { decisions, documentOf };
}

/**
 * Who each route serves, as decided (a permission key, or keys any one of which will do), and `+csrf`
 * for a GET that changes state. The test compares it with the routes' own rules both ways, so a new
 * route, or a rule that changes, needs a line here.
 */
export const decidedAccess: Record<string, string> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /api/docs': 'public',
  'GET /sanctum/csrf-cookie': 'public',
  'POST /login': 'guest',
  'POST /forgot-password': 'guest',
  'POST /reset-password': 'guest',
  'GET /api/ping': 'authenticated',
  'GET /api/cache-check': 'authenticated',
  'GET /api/user': 'authenticated',
  'POST /logout': 'authenticated',
  'GET /assume/:id': 'users +csrf',
  'POST /assume/return': 'authenticated',
  'GET /api/users': 'users',
  'GET /api/users/:id': 'authenticated',
  'POST /api/users': 'users',
  'PUT /api/users/:id': 'users',
  'DELETE /api/users/:id': 'users',
  'GET /api/roles': 'roles|users',
  'GET /api/roles/:id': 'roles|users',
  'POST /api/roles': 'roles',
  'PUT /api/roles/:id': 'roles',
  'DELETE /api/roles/:id': 'roles',
  'GET /api/suburbs': 'authenticated',
  'GET /api/suburbs/:id': 'authenticated',
  'POST /api/suburbs': 'suburbs',
  'PUT /api/suburbs/:id': 'suburbs',
  'DELETE /api/suburbs/:id': 'suburbs',
  'GET /api/regions': 'authenticated',
  'GET /api/divisions': 'authenticated',
  'GET /api/divisions/:id/cities': 'authenticated',
  'GET /api/tasks': 'manage_tasks|manage_clients',
  'GET /api/tasks/:id': 'manage_tasks|manage_clients',
  'POST /api/tasks': 'manage_tasks',
  'PUT /api/tasks/:id': 'manage_tasks',
  'DELETE /api/tasks/:id': 'manage_tasks',
  'POST /api/stock-report': 'manage_tasks',
  'POST /api/stock-report/download': 'manage_tasks',
  'GET /api/mails': 'settings',
  'GET /api/activity-log': 'activity_log',
  'GET /api/uploads/:id': 'authenticated',
  'POST /api/uploads/:id': 'authenticated',
  'GET /api/users/:user/documents': 'authenticated',
  'POST /api/users/:user/documents': 'authenticated',
  'GET /api/users/:user/documents/:id/download': 'authenticated',
  'POST /api/documents/:id/download': 'authenticated',
  'DELETE /api/users/:user/documents/:id': 'authenticated',
  'POST /api/profile': 'authenticated',
  'GET /api/clients': 'view_clients',
  'GET /api/clients/:id': 'view_clients',
  'POST /api/clients': 'manage_clients',
  'PUT /api/clients/:id': 'manage_clients',
  'DELETE /api/clients/:id': 'manage_clients',
  'POST /api/clients/export': 'manage_clients',
  'POST /api/clients/:id/suspend': 'suspend_clients',
  'GET /api/clients/:id/unsuspend-service': 'suspend_clients +csrf',
  'GET /api/clients/:client/addresses': 'view_clients',
  'GET /api/clients/:client/addresses/:id': 'view_clients',
  'POST /api/clients/:client/addresses': 'manage_clients',
  'PUT /api/clients/:client/addresses/:id': 'manage_clients',
  'DELETE /api/clients/:client/addresses/:id': 'manage_clients',
  'GET /api/contacts': 'view_clients',
  'GET /api/clients/:client/contacts': 'view_clients',
  'GET /api/clients/:client/contacts/:id': 'view_clients',
  'POST /api/clients/:client/contacts': 'manage_clients',
  'PUT /api/clients/:client/contacts/:id': 'manage_clients',
  'DELETE /api/clients/:client/contacts/:id': 'manage_clients',
  // The union over note parents (server/features/notes/note-parents.ts); each parent then checks its own keys.
  'GET /api/:parentType/:parentId/notes': 'view_clients',
  'POST /api/:parentType/:parentId/notes': 'manage_notes',
  'PUT /api/:parentType/:parentId/notes/:id': 'manage_notes',
  'DELETE /api/:parentType/:parentId/notes/:id': 'manage_notes',
  'GET /api/clients/:client/task-groups': 'view_clients',
  'GET /api/clients/:client/task-groups/:id': 'view_clients',
  'POST /api/clients/:client/task-groups': 'manage_clients',
  'PUT /api/clients/:client/task-groups/:id': 'manage_clients|reschedule_all',
  'DELETE /api/clients/:client/task-groups/:id': 'manage_clients',
  'GET /api/clients/:client/task-groups/:group/tasks': 'view_clients',
  'POST /api/clients/:client/task-groups/:group/tasks': 'manage_clients',
  'PUT /api/clients/:client/task-groups/:group/tasks/:id': 'manage_clients',
  'DELETE /api/clients/:client/task-groups/:group/tasks/:id': 'manage_clients',
  'GET /api/clients/:id/client-schedules/regenerate': 'manage_clients +csrf',
  'GET /api/clients/:client/client-schedules': 'view_clients',
  'GET /api/clients/:client/client-schedules/:id': 'view_clients',
  'POST /api/clients/:client/client-schedules': 'manage_clients|manage_schedules',
  'PUT /api/clients/:client/client-schedules/:id': 'manage_clients|manage_schedules',
  'DELETE /api/clients/:client/client-schedules/:id': 'manage_clients|manage_schedules',
  'GET /api/users/:user/schedules': 'authenticated',
  'GET /api/user-schedules/:id': 'authenticated',
  'PUT /api/user-schedules/:id': 'authenticated',
  'PUT /api/user-schedules/:visit/task/:task': 'authenticated',
  'PUT /api/user-schedules/:visit/task/:task/pause': 'authenticated',
  'PUT /api/user-schedules/:visit/task/:task/resume': 'authenticated',
  'PUT /api/schedule/:id/complete': 'authenticated',
  'POST /api/schedule/:id/time': 'authenticated',
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
  'GET /api/users/:user/monthly-progress': 'authenticated',
  'GET /api/contractor-monthly-progress': 'users',
  'GET /api/users/:user/schedules/incomplete': 'authenticated',
  'GET /api/users/:user/schedules/today': 'authenticated',
  'GET /api/users/:user/away-events': 'authenticated',
  'POST /api/users/:user/away-events': 'authenticated',
  'PUT /api/users/:user/away-events/:id': 'authenticated',
  'DELETE /api/users/:user/away-events/:id': 'authenticated',
  'GET /api/away-events': 'users',
  'GET /api/users/:user/conflicting-schedules': 'authenticated',
  'GET /storage/avatars/:id': 'authenticated',
  // Only when the web app is built.
  'GET /*': 'public',
};

export const accessOf = (rule: RouteRule) => `${[rule.access].flat().join('|')}${rule.csrf ? ' +csrf' : ''}`;

export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
export const isUnsafe = (rule: RouteRule) => !['GET', 'HEAD', 'OPTIONS'].includes(rule.method);

export function pathFor(url: string, params: Params) {
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`No value for ${whole} in ${url}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether the route's access rule lets this signed-in viewer through (ownership aside). */
export function passesAccess(rule: RouteRule, viewer: Viewer): boolean {
  if (rule.access === 'public' || rule.access === 'guest' || rule.access === 'authenticated') return true;
  const keys: readonly PermissionKey[] = typeof rule.access === 'string' ? [rule.access] : rule.access;
  return keys.some((key) => can(viewer, key));
}
