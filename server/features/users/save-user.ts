import { eq, sql } from 'drizzle-orm';
import type { UserCreateInput, UserUpdateInput } from '../../../shared/api/users';
import type { PermissionKey } from '../../../shared/permissions';
import { mayGrant } from '../../../shared/policies';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { touchCache } from '../../platform/cache-times';
import { forbidden, HttpError, invalid, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, diff } from '../audit/audit';
import { rolePermissions } from '../roles/roles.queries';
import { endUserSessions, userVisitHistory } from './user-hooks';
import { users } from './users.table';

/**
 * Who is saving: named in the audit trail, limited to the permissions they hold (nobody gives a role,
 * or manages a person, holding a permission they lack: the rule of assuming a user), and keeping
 * their own session when they change their own password.
 */
export type UserSaver = Actor & { permissions: readonly PermissionKey[]; sessionId: string | null };

const profileColumns = (input: UserCreateInput | UserUpdateInput) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  roleId: input.role_id,
  abn: input.abn,
  bankBsb: input.bank_bsb,
  bankAccount: input.bank_account,
  legalName: input.legal_name,
  legalBusinessName: input.legal_business_name,
});

async function checkUnique(db: Db, email: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}${exceptId ? sql` and ${users.id} <> ${exceptId}` : sql``}`);
  if (taken) throw invalid({ email: ['The email has already been taken.'] });
}

const beyondReach = (saver: UserSaver, permissions: readonly PermissionKey[]) => !mayGrant(saver, permissions);

async function checkRole(db: Db, roleId: number, saver: UserSaver) {
  const permissions = await rolePermissions(db, roleId);
  if (!permissions) throw invalid({ role_id: ['The selected role is invalid.'] });
  if (beyondReach(saver, permissions)) throw invalid({ role_id: ['You cannot give a role with permissions you do not have.'] });
}

async function checkTarget(db: Db, roleId: number, saver: UserSaver) {
  if (beyondReach(saver, (await rolePermissions(db, roleId)) ?? [])) {
    throw forbidden('You cannot manage a user who holds permissions you do not have.');
  }
}

export async function createUser(db: Db, input: UserCreateInput, actor: UserSaver): Promise<number> {
  await checkUnique(db, input.email);
  await checkRole(db, input.role_id, actor);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...profileColumns(input), passwordHash })
      .returning({ id: users.id });
    await touchCache(tx, 'users');
    await audit(tx, actor, { action: 'create', subjectType: 'users', subjectId: row.id, description: `Created user ${input.name}` });
    return row.id;
  });
}

export async function updateUser(db: Db, id: number, input: UserUpdateInput, actor: UserSaver) {
  const [before] = await db.select().from(users).where(eq(users.id, id));
  if (!before) throw notFound();
  await checkTarget(db, before.roleId, actor);
  await checkUnique(db, input.email, id);
  await checkRole(db, input.role_id, actor);
  const columns = profileColumns(input);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...columns, ...(passwordHash && { passwordHash }), updatedAt: new Date() })
      .where(eq(users.id, id));
    // A new password signs the user out everywhere else (everywhere but here when it is your own).
    if (passwordHash) await endUserSessions.call(tx, id, actor.userId === id ? (actor.sessionId ?? undefined) : undefined);
    await touchCache(tx, 'users');
    await audit(tx, actor, {
      action: 'update',
      subjectType: 'users',
      subjectId: id,
      description: `Updated user ${input.name}`,
      changes: { ...diff(before, columns), ...(passwordHash && { password: 'changed' }) },
    });
  });
}

/** An account with visits done or due stays (their earnings and reports name the contractor): it is disabled instead. */
export async function deleteUser(db: Db, id: number, actor: UserSaver, today: IsoDate) {
  if (actor.userId === id) throw new HttpError(422, 'You cannot delete your own account.');
  const [before] = await db.select({ name: users.name, roleId: users.roleId }).from(users).where(eq(users.id, id));
  if (!before) throw notFound();
  await checkTarget(db, before.roleId, actor);
  if (await userVisitHistory.call(db, id, today)) {
    throw new HttpError(422, `${before.name} has visits on record, so the account cannot be deleted. Disable it instead.`);
  }
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    await touchCache(tx, 'users');
    await auditDelete(tx, actor, 'users', id, `Deleted user ${before.name}`);
  });
}

/**
 * A new password hash for a password reset, in the caller's transaction; the caller ends the user's
 * sessions and writes the audit entry, as the reset is its change.
 */
export async function savePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
