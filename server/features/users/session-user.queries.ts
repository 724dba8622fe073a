import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { normalisePermissions } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/types';
import { roles } from '../roles/roles.table';
import { users } from './users.table';

/**
 * The user `userId` names with their role's permissions, as one JSON value, from no row when the account is gone
 * or disabled. A statement of its own, or a scalar subquery of another: the session's lookup selects it beside
 * the session row, so that a request reads its session and its user in one statement (decision 043). `active` is a
 * bare column, not `= true`, so that the statement takes no value but the session's id (session-rows.ts).
 */
export function sessionUserOf(db: Db, userId: number | SQLWrapper) {
  return db
    .select({
      user: sql`json_build_object('id', ${users.id}, 'name', ${users.name}, 'email', ${users.email}, 'roleId', ${users.roleId},
        'roleName', ${roles.name}, 'permissions', ${roles.permissions})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), users.active));
}

/** `sessionUserOf`'s value as the request's user; null stays null (no user, or none active). */
export function readSessionUser(value: unknown): SessionUser | null {
  if (value === null || value === undefined) return null;
  const user = (typeof value === 'string' ? JSON.parse(value) : value) as SessionUser;
  return { ...user, permissions: normalisePermissions(user.permissions) };
}

/** The user with their role's permissions, as a session carries them; null when the account is gone or disabled (assuming a user). */
export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const [row] = await sessionUserOf(db, userId);
  return readSessionUser(row?.user ?? null);
}
