/** Roles, users and their time away for tests. */
import type { FastifyInstance } from 'fastify';
import type { PermissionKey } from '../../shared/permissions';
import type { Db } from '../db/client';
import { awayEvents } from '../features/away-events/away-events.table';
import { roles } from '../features/roles/roles.table';
import { users } from '../features/users/users.table';
import { hashPassword } from '../platform/passwords';
import { type Attrs, insertRow, next } from './factory-kit';
import { type Client, signIn } from './test-app';

let sharedHash: Promise<string> | null = null;
/** Every factory user signs in with `cleanup-demo`, as the demo's people do; argon2 is slow on purpose, so hash once. */
const passwordHash = () => (sharedHash ??= hashPassword('cleanup-demo'));

export async function buildRole(db: Db, overrides: Attrs<typeof roles> = {}) {
  return insertRow(db, roles, { name: `Role ${next()}`, ...overrides });
}

export type Role = Awaited<ReturnType<typeof buildRole>>;

/** A user in the given role, or in a role of their own holding `permissions` (none by default). */
export async function buildUser(db: Db, { permissions = [], ...overrides }: Attrs<typeof users> & { permissions?: PermissionKey[] } = {}) {
  const n = next();
  const roleId = overrides.roleId ?? (await buildRole(db, { permissions })).id;
  return insertRow(db, users, {
    name: `User ${n}`,
    email: `user-${n}@example.com`,
    passwordHash: await passwordHash(),
    ...overrides,
    roleId,
  });
}

export type User = Awaited<ReturnType<typeof buildUser>>;

/** A new user holding just these permissions, signed in the Sanctum way. */
export async function signInWith(app: FastifyInstance, permissions: PermissionKey[]): Promise<{ client: Client; user: User }> {
  const user = await buildUser(app.db, { permissions });
  return { client: await signIn(app, user.email), user };
}

/** A user's time away (a user of their own unless told). */
export async function buildAwayEvent(db: Db, overrides: Attrs<typeof awayEvents> = {}) {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return insertRow(db, awayEvents, { start: '2030-01-01', end: '2030-01-02', description: 'Leave', ...overrides, userId });
}
