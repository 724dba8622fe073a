import { and, eq, gt } from 'drizzle-orm';
import { authMessages } from '../../../shared/api/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../platform/crypto';
import { invalid } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { hashPassword } from '../../platform/passwords';
import { audit } from '../audit/audit';
import { queueMail } from '../mail/send-mail';
import { savePasswordHash } from '../users/save-user';
import { findUserByEmail } from '../users/users.queries';
import { passwordResets } from './auth.table';
import { endUserSessions } from './session-rows';

export const resetTokenMinutes = 60;
const retryAfterMs = 60_000;

/** A new token replaces the old one; requests closer than 60 s apart are refused. */
export async function sendPasswordResetLink(db: Db, jobs: Jobs, config: Config, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user || !user.active) throw invalid({ email: [authMessages.resetNoUser] });
  const [existing] = await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
  if (existing && Date.now() - existing.createdAt.getTime() < retryAfterMs) {
    throw invalid({ email: [authMessages.resetThrottled] });
  }
  const token = randomToken();
  await db
    .insert(passwordResets)
    .values({ userId: user.id, tokenHash: sha256(token), createdAt: new Date() })
    .onConflictDoUpdate({ target: passwordResets.userId, set: { tokenHash: sha256(token), createdAt: new Date() } });
  const link = `${config.appUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
  await queueMail(db, jobs, config, {
    to: [user.email],
    subject: 'Reset Password Notification',
    text: [
      `Hello ${user.name},`,
      '',
      'You are receiving this email because we received a password reset request for your account.',
      '',
      `Reset your password: ${link}`,
      '',
      `This password reset link will expire in ${resetTokenMinutes} minutes.`,
      'If you did not request a password reset, no further action is required.',
    ].join('\n'),
  });
}

/** Single use: the token is deleted with the reset, and every session of the user ends. */
export async function resetPassword(db: Db, input: { token: string; email: string; password: string }) {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw invalid({ email: [authMessages.resetNoUser] });
  const live = and(
    eq(passwordResets.userId, user.id),
    eq(passwordResets.tokenHash, sha256(input.token)),
    gt(passwordResets.createdAt, new Date(Date.now() - resetTokenMinutes * 60_000)),
  );
  // Checked before hashing, so a wrong token costs no argon2 work.
  const [reset] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live);
  if (!reset) throw invalid({ email: [authMessages.resetInvalid] });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Deleting the token claims it: of two requests racing with one token, only one deletes a row.
    const claimed = await tx.delete(passwordResets).where(live).returning({ userId: passwordResets.userId });
    if (claimed.length === 0) throw invalid({ email: [authMessages.resetInvalid] });
    await savePasswordHash(tx, user.id, passwordHash);
    await endUserSessions(tx, user.id);
    await audit(
      tx,
      { userId: user.id, originalUserId: null, userName: user.name },
      {
        action: 'password_reset',
        subjectType: 'users',
        subjectId: user.id,
        description: `${user.name} reset their password`,
      },
    );
  });
}
