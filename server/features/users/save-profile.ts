import { eq, sql } from 'drizzle-orm';
import { type ProfileInput, profileMessages } from '../../../shared/api/profile';
import type { Db } from '../../db/client';
import { touchCache } from '../../platform/cache-times';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../platform/types';
import { audit, diff } from '../audit/audit';
import { endUserSessions } from './user-hooks';
import { users } from './users.table';

export type ProfileChange = {
  userId: number;
  input: ProfileInput;
  /** The re-encoded avatar, when a picture came with the form. */
  avatar: Buffer | null;
  /** Set while someone else is signed in as this user (assume user). */
  assumedBy: number | null;
  /** The session making the change, which survives a password change. */
  sessionId: string | null;
};

const emailTaken = 'The email has already been taken.';

/**
 * Saves the signed-in user's own profile (the profile feature's form). Only the columns a profile owns
 * are written (never role, phone or active), so an administrator's concurrent change to those is not
 * undone; that is why this is not `updateUser`, which rewrites them all.
 * Invariants: while assuming, password and e-mail stay unchanged (403); a new password signs the
 * user out everywhere else; the avatar file is in place before the row points at it.
 */
export async function saveProfile(db: Db, storage: Storage, change: ProfileChange, actor: Actor) {
  const { userId, input } = change;
  const columns = {
    name: input.name,
    email: input.email,
    abn: input.abn,
    bankBsb: input.bank_bsb,
    bankAccount: input.bank_account,
    legalName: input.legal_name,
    legalBusinessName: input.legal_business_name,
  };
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  // No extension: the user presenter versions the avatar URL with the path's last 8 characters,
  // which are then all random.
  const avatarPath = change.avatar ? storage.newName('') : null;
  if (avatarPath && change.avatar) await storage.put(avatarPath, change.avatar);

  let replacedAvatar: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!before) throw notFound();
      const emailChanged = input.email !== before.email;
      if (change.assumedBy && (passwordHash || emailChanged)) throw forbidden(profileMessages.assumed);
      if (emailChanged) await checkEmailFree(tx, input.email, userId);

      await tx
        .update(users)
        .set({ ...columns, ...(passwordHash && { passwordHash }), ...(avatarPath && { avatarPath }), updatedAt: new Date() })
        .where(eq(users.id, userId));
      if (passwordHash) await endUserSessions.call(tx, userId, change.sessionId ?? undefined);
      await touchCache(tx, 'users');
      await audit(tx, actor, {
        action: 'update',
        subjectType: 'users',
        subjectId: userId,
        description: `${input.name} updated their profile`,
        changes: { ...diff(before, columns), ...(passwordHash && { password: 'changed' }), ...(avatarPath && { picture: 'changed' }) },
      });
      replacedAvatar = avatarPath ? before.avatarPath : null;
    });
  } catch (error) {
    if (avatarPath) await storage.remove(avatarPath);
    // Two users claiming one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw invalid({ email: [emailTaken] });
    throw error;
  }
  if (replacedAvatar) await storage.remove(replacedAvatar);
}

async function checkEmailFree(db: Db, email: string, exceptId: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.id} <> ${exceptId}`);
  if (taken) throw invalid({ email: [emailTaken] });
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return codeOf(error) === '23505' || (error instanceof Error && codeOf(error.cause) === '23505');
}
