/**
 * The demo's four roles (shared/demo-roles.ts) and the people of the demo the tests name, made with the
 * factories: the tests about roles and people get those, never the whole demo business (the seed is
 * tested in server/scripts/seed-demo.test.ts).
 */
import { type DemoRole, demoRoles } from '../../shared/demo-roles';
import type { Db } from '../db/client';
import { touchCache } from '../platform/cache-times';
import { buildRole, buildUser, type Role, type User } from './user-factories';
import { type Client, createTestApp, signIn } from './test-app';

/** As the demo seed names them (server/scripts/demo/people.ts); all sign in with `cleanup-demo`. */
const demoPeople = {
  admin: { name: 'Alex Morgan', email: 'admin@example.com', role: 'Administrator' },
  office: { name: 'Priya Shah', email: 'office@example.com', role: 'Office' },
  bookkeeper: { name: 'Helen Brooks', email: 'bookkeeper@example.com', role: 'Bookkeeper' },
  contractor: { name: 'Sam Taylor', email: 'contractor@example.com', role: 'Contractor' },
  otherContractor: { name: 'Maria Garcia', email: 'maria@example.com', role: 'Contractor' },
} as const satisfies Record<string, { name: string; email: string; role: DemoRole['name'] }>;

export type DemoPerson = keyof typeof demoPeople;
export type DemoRoles = Record<DemoRole['name'], Role>;

/** Their sign-in e-mails. */
export const demo = Object.fromEntries(Object.entries(demoPeople).map(([key, person]) => [key, person.email])) as Record<
  DemoPerson,
  string
>;

export async function buildDemoPeople(db: Db): Promise<{ roles: DemoRoles; people: Record<DemoPerson, User> }> {
  // One at a time, so the ids come in the same order on both databases.
  const roles = {} as DemoRoles;
  for (const { name, permissions } of demoRoles) roles[name] = await buildRole(db, { name, permissions: [...permissions] });
  const people = {} as Record<DemoPerson, User>;
  for (const key of Object.keys(demoPeople) as DemoPerson[]) {
    const { name, email, role } = demoPeople[key];
    people[key] = await buildUser(db, { name, email, roleId: roles[role].id });
  }
  // As the seed does: the web app's cached users have a time to compare with from the start.
  await touchCache(db, 'users');
  return { roles, people };
}

/** A test app with the demo's roles and people, and a session for each person named. */
export async function createDemoApp<const K extends DemoPerson>(...signedIn: K[]) {
  const t = await createTestApp();
  const { roles, people } = await buildDemoPeople(t.app.db);
  const sessions = {} as Record<K, Client>;
  for (const key of signedIn) sessions[key] = await signIn(t.app, people[key].email);
  return { t, roles, people, ...sessions };
}
