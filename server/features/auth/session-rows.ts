import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SessionStore } from '../../platform/sessions';
import { readSessionUser, sessionUserOf } from '../users/session-user.queries';
import { sessions } from './auth.table';

/**
 * The session with its user, read through the users feature in the same statement (decision 043). It runs on
 * every request, so it is built once per database, and on PostgreSQL it is a named statement that each
 * connection parses and plans once.
 */
function prepareLookup(db: Db) {
  return db
    .select({
      id: sessions.id,
      csrfToken: sessions.csrfToken,
      userId: sessions.userId,
      originalUserId: sessions.originalUserId,
      lastActivityAt: sessions.lastActivityAt,
      user: sql`(${sessionUserOf(db, sessions.userId)})`,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('sessions_find');
}
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/** The rows the platform's sessions run on (server/platform/sessions.ts); app.ts hands them over. */
export const sessionRows = {
  async find(db, id) {
    let lookup = lookups.get(db);
    if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
    const [row] = await lookup.execute({ id });
    return row ? { ...row, user: readSessionUser(row.user) } : null;
  },
  async create(db, session) {
    await db.insert(sessions).values({
      id: session.id,
      csrfToken: session.csrfToken,
      userId: session.userId,
      originalUserId: session.originalUserId,
      ip: session.ip,
      userAgent: session.userAgent,
    });
  },
  async touch(db, id) {
    await db.update(sessions).set({ lastActivityAt: new Date() }).where(eq(sessions.id, id));
  },
  async remove(db, id) {
    await db.delete(sessions).where(eq(sessions.id, id));
  },
} satisfies SessionStore;

export async function endUserSessions(db: Db, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`) : eq(sessions.userId, userId));
}

export async function pruneIdleSessions(db: Db, idleMinutes: number) {
  await db.delete(sessions).where(lt(sessions.lastActivityAt, new Date(Date.now() - idleMinutes * 60_000)));
}
