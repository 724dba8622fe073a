/**
 * What the access-matrix, ownership and CSRF tests share: the viewers, the shape of a feature's route
 * decisions (server/test/route-decisions/), and reading the route table's rules.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type DemoRole, demoRole } from '../../shared/demo-roles';
import { type PermissionKey, can, normalisePermissions } from '../../shared/permissions';
import type { Db } from '../db/client';
import type { RouteRule } from '../platform/access';
import type { DemoPerson, DemoRoles } from './demo';
import type { User } from './user-factories';
import { type Client, createClient, signIn } from './test-app';

export type Viewer = { label: string; email: string | null; id: number; permissions: readonly PermissionKey[]; client: Client };
export type Params = Record<string, string | number>;
export type Call = { params: Params; query?: string; payload?: InjectOptions['payload']; headers?: Record<string, string> };
/** Another person's record: who may reach it (beyond the route's access rule); the rest get 404. */
/** `seenBy` a permission key, or keys any one of which will do (as `users`, or `users` and `manage_invoices`). */
export type OtherCase = {
  label: string;
  seenBy: 'everyone' | 'nobody' | PermissionKey | readonly PermissionKey[];
  request: (viewer: Viewer) => Promise<Call>;
};
/** How to name the viewer's own record in the path, and whose else's record the route may reach. */
export type Decision = { own: (viewer: Viewer) => Promise<Params>; others: OtherCase[] };

/** What a feature's decisions may build their records with. */
export type DecisionContext = {
  app: FastifyInstance;
  db: Db;
  roles: DemoRoles;
  people: Record<DemoPerson, User>;
  /** The contractor who is no viewer: the owner of "another user's" records. */
  someoneElse: number;
};

/**
 * One feature's decisions: who each of its routes serves (`METHOD url` → a permission key, or keys any
 * one of which will do, or public, guest or authenticated; `+csrf` for a GET that changes state), and,
 * for each of its routes with path parameters, the records to call it with.
 */
export type FeatureDecisions = {
  access: Record<string, string>;
  records?: (context: DecisionContext) => Record<string, Decision>;
};

/**
 * Who a collection's five routes serve (`recordRoutes`, platform/record-routes.ts): the list and a record are
 * read with `read`, created, changed and deleted with `write` (changed with `update` where that differs).
 */
export function recordAccess(path: string, read: string, write: string, update = write): Record<string, string> {
  return {
    [`GET ${path}`]: read,
    [`GET ${path}/:id`]: read,
    [`POST ${path}`]: write,
    [`PUT ${path}/:id`]: update,
    [`DELETE ${path}/:id`]: write,
  };
}

/** Records that are the business's, nobody's own: each route is called with a fresh record from its builder. */
export function businessRecords(routes: Record<string, () => Promise<Params>>): Record<string, Decision> {
  return Object.fromEntries(Object.entries(routes).map(([route, own]) => [route, { own, others: [] }]));
}

/**
 * A route under `/users/:user`: the viewer's own id (a signed-out viewer names `someoneElse`), and someone else's,
 * which `seenBy` may reach, called with the rest of `other` (a query, a payload).
 */
export function ownOrSomeoneElses(someoneElse: number, other: Omit<OtherCase, 'request'> & Omit<Call, 'params'>): Decision {
  const { label, seenBy, ...call } = other;
  return {
    own: async (v) => ({ user: v.id || someoneElse }),
    others: [{ label, seenBy, request: async () => ({ params: { user: someoneElse }, ...call }) }],
  };
}

/** The demo role each viewer label stands for, and the demo person signed in as it. */
export const demoViewers = {
  Administrator: 'admin',
  Office: 'office',
  Bookkeeper: 'bookkeeper',
  Contractor: 'contractor',
} as const satisfies Record<DemoRole['name'], DemoPerson>;

/** A viewer of each demo role, by its label. */
export async function signInDemoViewers(app: FastifyInstance, people: Record<DemoPerson, User>) {
  const viewers = new Map<string, Viewer>();
  for (const [label, person] of Object.entries(demoViewers)) viewers.set(label, await signInViewer(app, label, people[person]));
  return viewers;
}

/** A viewer signed in as that person (a demo role's), or without one a guest session holding only the XSRF cookie. */
export async function signInViewer(
  app: FastifyInstance,
  label: string,
  user: { id: number; email: string | null } | null,
): Promise<Viewer> {
  if (!user?.email) {
    const client = createClient(app);
    await client.get('/sanctum/csrf-cookie');
    return { label, email: null, id: 0, permissions: [], client };
  }
  const permissions = normalisePermissions(demoRole(label as DemoRole['name']).permissions);
  return { label, email: user.email, id: user.id, permissions, client: await signIn(app, user.email) };
}

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
