import { and, eq, lt, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { type Db, pgliteOf } from '../../db/client';
import type { SessionStore } from '../../platform/sessions';
import { readSessionUser, sessionUserOf } from '../users/session-user.queries';
import { sessions } from './auth.table';

/**
 * The session with its user, read through the users feature in the same statement (decision 043). It runs on
 * every request, so it is built once per database and parsed and planned once: on PostgreSQL it is the named
 * statement `sessions_find` of each connection; on PGlite, whose drizzle driver parses every call afresh, it is
 * PREPAREd once and EXECUTEd (decision 047).
 */
function lookupQuery(db: Db) {
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
    .where(eq(sessions.id, sql.placeholder('id')));
}
type LookupRow = Awaited<ReturnType<ReturnType<typeof lookupQuery>['execute']>>[number];

const lookups = new WeakMap<Db, ReturnType<ReturnType<typeof lookupQuery>['prepare']>>();
function findPrepared(db: Db, id: string) {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = lookupQuery(db).prepare('sessions_find')));
  return lookup.execute({ id });
}

const pgliteLookups = new WeakMap<PGlite, Promise<unknown>>();
/**
 * EXECUTE cannot take a bound value, so the id goes into its text: it is the SHA-256 hex digest the server
 * makes of the cookie (server/platform/sessions.ts), and anything else takes the bound path.
 */
async function findOnPglite(pglite: PGlite, db: Db, id: string): Promise<LookupRow[]> {
  let prepared = pgliteLookups.get(pglite);
  if (!prepared) {
    const query = lookupQuery(db).toSQL();
    if (query.params.length !== 1) throw new Error('The session lookup must take the id as its only value');
    pgliteLookups.set(pglite, (prepared = pglite.exec(`PREPARE sessions_find (text) AS ${query.sql}`)));
  }
  await prepared;
  const result = await pglite.query<LookupRow[keyof LookupRow][]>(`EXECUTE sessions_find ('${id}')`, [], { rowMode: 'array' });
  return result.rows.map(([rowId, csrfToken, userId, originalUserId, lastActivityAt, user]) => ({
    id: rowId as string,
    csrfToken: csrfToken as string,
    userId: userId as number | null,
    originalUserId: originalUserId as number | null,
    lastActivityAt: lastActivityAt as Date,
    user,
  }));
}

/** The rows the platform's sessions run on (server/platform/sessions.ts); app.ts hands them over. */
export const sessionRows = {
  async find(db, id) {
    const pglite = pgliteOf(db);
    const [row] = pglite && /^[0-9a-f]{64}$/.test(id) ? await findOnPglite(pglite, db, id) : await findPrepared(db, id);
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
