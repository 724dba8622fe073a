import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SessionStore } from '../../platform/sessions';
import { sessions } from './auth.table';

/** The rows the platform's sessions run on (server/platform/sessions.ts); app.ts hands them over. */
export const sessionRows = {
  async find(db, id) {
    const [row] = await db
      .select({
        id: sessions.id,
        csrfToken: sessions.csrfToken,
        userId: sessions.userId,
        originalUserId: sessions.originalUserId,
        lastActivityAt: sessions.lastActivityAt,
      })
      .from(sessions)
      .where(eq(sessions.id, id));
    return row ?? null;
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
} satisfies Omit<SessionStore, 'loadUser'>;

export async function endUserSessions(db: Db, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`) : eq(sessions.userId, userId));
}

export async function pruneIdleSessions(db: Db, idleMinutes: number) {
  await db.delete(sessions).where(lt(sessions.lastActivityAt, new Date(Date.now() - idleMinutes * 60_000)));
}
