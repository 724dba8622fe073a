import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { randomToken } from '../../platform/crypto';
import { loginFailures } from './auth.table';

/** Five failures a minute per e-mail and IP; a hundred an hour per account whatever the IP. */
export const throttle = { perKey: 5, keyWindowMs: 60_000, perAccount: 100, accountWindowMs: 3_600_000 };

export const normaliseEmail = (email: string) => email.normalize('NFKC').trim().toLowerCase();
export const throttleKey = (email: string, ip: string) => `${normaliseEmail(email)}|${ip}`;

/** Seconds until a key that may be used `perKey` times a minute may be used again (0: now). */
async function keyLockoutSeconds(db: Db, key: string, now: number): Promise<number> {
  const recent = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.throttleKey, key), gt(loginFailures.at, new Date(now - throttle.keyWindowMs))))
    .orderBy(asc(loginFailures.at));
  if (recent.length < throttle.perKey) return 0;
  // Allowed again once the oldest attempt that still counts leaves the window.
  const freeAt = recent[recent.length - throttle.perKey].at.getTime() + throttle.keyWindowMs;
  return Math.max(1, Math.ceil((freeAt - now) / 1000));
}

/** Seconds until another attempt is allowed, or 0 when one is allowed now. */
export async function lockoutSeconds(db: Db, email: string, ip: string, now = Date.now()): Promise<number> {
  const wait = await keyLockoutSeconds(db, throttleKey(email, ip), now);
  if (wait > 0) return wait;
  // The hundredth newest failure within the hour: while it exists, the account is locked, until it leaves the window.
  const [limit] = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, normaliseEmail(email)), gt(loginFailures.at, new Date(now - throttle.accountWindowMs))))
    .orderBy(desc(loginFailures.at))
    .limit(1)
    .offset(throttle.perAccount - 1);
  if (limit) return Math.max(1, Math.ceil((limit.at.getTime() + throttle.accountWindowMs - now) / 1000));
  return 0;
}

/**
 * Reset-link requests from one address, whatever e-mail they name (each sends mail or probes for an account):
 * the same five a minute as sign-in. Their rows share the failures table under their own key, with no e-mail,
 * so they never count towards an account's sign-in lock.
 */
const resetKey = (ip: string) => `password-reset|${ip}`;
export const resetLockoutSeconds = (db: Db, ip: string, now = Date.now()) => keyLockoutSeconds(db, resetKey(ip), now);
export const recordResetRequest = (db: Db, ip: string) => recordAttempt(db, resetKey(ip), '');

export const recordFailure = (db: Db, email: string, ip: string) => recordAttempt(db, throttleKey(email, ip), normaliseEmail(email));

async function recordAttempt(db: Db, key: string, email: string) {
  await db.insert(loginFailures).values({ id: randomToken(12), throttleKey: key, email });
  // Old rows are of no use to either window.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - throttle.accountWindowMs)));
}

export async function clearFailures(db: Db, email: string, ip: string) {
  await db.delete(loginFailures).where(eq(loginFailures.throttleKey, throttleKey(email, ip)));
}
