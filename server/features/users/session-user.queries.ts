import { eq } from 'drizzle-orm';
import { normalisePermissions } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/types';
import { roles } from '../roles/roles.table';
import { users } from './users.table';

/**
 * The user with their role's permissions, as a session carries them; null when the account is gone or
 * disabled. Handed to the platform's sessions by app.ts, and used to assume a user.
 */
export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roleId: users.roleId,
      roleName: roles.name,
      permissions: roles.permissions,
      active: users.active,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!user || !user.active) return null;
  return { ...user, permissions: normalisePermissions(user.permissions) };
}
