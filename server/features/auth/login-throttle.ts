import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { randomToken } from '../../platform/crypto';
import { loginFailures } from './auth.table';

/** Five failures a minute per e-mail and IP; a hundred an hour per account whatever the IP. */
export const throttle = { perKey: 5, keyWindowMs: 60_000, perAccount: 100, accountWindowMs: 3_600_000 };

export const normaliseEmail = (email: string) => email.normalize('NFKC').trim().toLowerCase();
export const throttleKey = (email: string, ip: string) => `${normaliseEmail(email)}|${ip}`;

/** Seconds until another attempt is allowed, or 0 when one is allowed now. */
export async function lockoutSeconds(db: Db, email: string, ip: string, now = Date.now()): Promise<number> {
  const key = throttleKey(email, ip);
  const recent = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.throttleKey, key), gt(loginFailures.at, new Date(now - throttle.keyWindowMs))))
    .orderBy(asc(loginFailures.at));
  if (recent.length >= throttle.perKey) {
    // Allowed again once the oldest failure that still counts leaves the window.
    const freeAt = recent[recent.length - throttle.perKey].at.getTime() + throttle.keyWindowMs;
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  }
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

export async function recordFailure(db: Db, email: string, ip: string) {
  await db.insert(loginFailures).values({ id: randomToken(12), throttleKey: throttleKey(email, ip), email: normaliseEmail(email) });
  // Old rows are of no use to either window.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - throttle.accountWindowMs)));
}

export async function clearFailures(db: Db, email: string, ip: string) {
  await db.delete(loginFailures).where(eq(loginFailures.throttleKey, throttleKey(email, ip)));
}
