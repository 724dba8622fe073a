import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles } from '../features/roles/roles.table';
import { users } from '../features/users/users.table';
import { hashPassword } from '../platform/passwords';
import type { PermissionKey } from '../../shared/permissions';
import { seedDemo } from '../scripts/seed';

export { seedDemo };

let sharedHash: Promise<string> | null = null;
/** Every factory user has the password `cleanup-demo` (hashed once per file). */
const passwordHash = () => (sharedHash ??= hashPassword('cleanup-demo'));

export async function makeRole(db: Db, permissions: PermissionKey[], name = `Role ${Math.random().toString(36).slice(2, 8)}`) {
  const [role] = await db.insert(roles).values({ name, permissions }).returning();
  return role;
}

export async function makeUser(db: Db, attrs: { name?: string; email?: string; permissions?: PermissionKey[]; roleId?: number } = {}) {
  const roleId = attrs.roleId ?? (await makeRole(db, attrs.permissions ?? [])).id;
  const suffix = Math.random().toString(36).slice(2, 8);
  const [user] = await db
    .insert(users)
    .values({
      name: attrs.name ?? `User ${suffix}`,
      email: attrs.email ?? `user-${suffix}@example.com`,
      roleId,
      passwordHash: await passwordHash(),
    })
    .returning();
  return user;
}

export async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}
