import { eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, roleListQuery } from '../../../shared/api/roles';
import { normalisePermissions, type PermissionKey } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { countWhere, likePattern, orderOf, pagedSelect } from '../../platform/paging';
import { users } from '../users/users.table';
import { roles } from './roles.table';

const columns = {
  id: roles.id,
  name: roles.name,
  permissions: roles.permissions,
  // Qualified by hand: in a select list drizzle writes columns without their table, and a bare "id"
  // inside this subquery would mean users.id.
  usersCount: sql<number>`(select count(*) from ${users} where ${users}.${sql.identifier(users.roleId.name)} = ${roles}.${sql.identifier(roles.id.name)})::int`,
};

function present(row: { id: number; name: string; permissions: string[]; usersCount: number }): Role {
  return { id: row.id, name: row.name, permissions: normalisePermissions(row.permissions), users_count: Number(row.usersCount) };
}

export async function findRole(db: Db, id: number): Promise<Role | null> {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, id));
  return row ? present(row) : null;
}

export async function listRoles(db: Db, query: z.infer<typeof roleListQuery>) {
  const where = query.search ? ilike(roles.name, likePattern(query.search)) : undefined;
  const order = orderOf(query.direction);
  const rows = db.select(columns).from(roles).where(where).orderBy(order(roles.name), order(roles.id));
  return pagedSelect(query, rows, countWhere(db, roles, where), (page) => page.map(present));
}

/** A role's permissions, normalised; null when there is no such role. */
export async function rolePermissions(db: Db, id: number): Promise<PermissionKey[] | null> {
  const [role] = await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, id));
  return role ? normalisePermissions(role.permissions) : null;
}
