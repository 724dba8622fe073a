import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, roleListQuery } from '../../../shared/api/roles';
import { normalisePermissions, type PermissionKey } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { hook } from '../../platform/hooks';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { roles } from './roles.table';

/** How many people hold each of these roles: the users feature answers at start-up (server/wiring.ts). */
export const roleHolders = hook<[db: Db, roleIds: readonly number[]], Promise<Map<number, number>>>('roles.roleHolders');

const columns = { id: roles.id, name: roles.name, permissions: roles.permissions };

async function present(db: Db, rows: { id: number; name: string; permissions: string[] }[]): Promise<Role[]> {
  const held = await roleHolders.call(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    permissions: normalisePermissions(row.permissions),
    users_count: held.get(row.id) ?? 0,
  }));
}

export async function findRole(db: Db, id: number): Promise<Role | null> {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, id));
  return row ? (await present(db, [row]))[0] : null;
}

export async function listRoles(db: Db, query: z.infer<typeof roleListQuery>) {
  const where = searchIn(query.search, roles.name);
  const order = orderOf(query.direction);
  const rows = db.select(columns).from(roles).where(where).orderBy(order(roles.name), order(roles.id));
  return pagedSelect(query, rows, countWhere(db, roles, where), (page) => present(db, page));
}

/** A role's permissions, normalised; null when there is no such role. */
export async function rolePermissions(db: Db, id: number): Promise<PermissionKey[] | null> {
  const [role] = await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, id));
  return role ? normalisePermissions(role.permissions) : null;
}
