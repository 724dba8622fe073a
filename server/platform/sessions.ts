import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalisePermissions } from '../../shared/permissions';
import type { Db } from '../db/client';
import { sessions } from '../features/auth/auth.table';
import { roles } from '../features/roles/roles.table';
import { users } from '../features/users/users.table';
import { randomToken, sha256 } from './crypto';
import { HttpError } from './errors';
import type { Actor, SessionState, SessionUser } from './types';

export const sessionCookie = 'cleanup_session';
export const csrfCookie = 'XSRF-TOKEN';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writing last_activity_at on every request would make every read a write. */
const touchEveryMs = 60_000;

export function registerSessions(app: FastifyInstance) {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[sessionCookie];
    if (!token) return;
    const id = sha256(token);
    const [row] = await app.db
      .select({
        id: sessions.id,
        csrfToken: sessions.csrfToken,
        userId: sessions.userId,
        originalUserId: sessions.originalUserId,
        lastActivityAt: sessions.lastActivityAt,
      })
      .from(sessions)
      .where(eq(sessions.id, id));
    if (!row) return;
    const idleMs = Date.now() - row.lastActivityAt.getTime();
    if (idleMs > app.config.sessionIdleMinutes * 60_000) {
      await app.db.delete(sessions).where(eq(sessions.id, id));
      return;
    }
    request.session = { id: row.id, csrfToken: row.csrfToken, userId: row.userId, originalUserId: row.originalUserId };
    if (row.userId !== null) request.user = await loadSessionUser(app.db, row.userId);
    if (row.userId !== null && !request.user) {
      request.session = { ...request.session, userId: null, originalUserId: null };
    }
    if (idleMs > touchEveryMs) {
      await app.db.update(sessions).set({ lastActivityAt: new Date() }).where(eq(sessions.id, id));
    }
  });

  // CSRF as Sanctum does it: every unsafe request (and every state-changing GET) echoes XSRF-TOKEN.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (!unsafeMethods.has(request.method) && !config.csrf) return;
    if (config.access === 'public' && !config.csrf) return;
    const header = request.headers['x-xsrf-token'];
    const sent = typeof header === 'string' ? safeDecode(header) : '';
    if (!request.session || !sent || sent !== request.session.csrfToken) {
      throw new HttpError(419, 'CSRF token mismatch.');
    }
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** The user with their role's permissions; null when the account is gone or disabled. */
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

/**
 * Start a fresh session (new id, new CSRF token) and drop the old one: used at sign-in, assume,
 * return and sign-out, so a cookie seen before any of them is dead after it.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: { userId: number | null; originalUserId: number | null },
): Promise<SessionState> {
  if (request.session) await app.db.delete(sessions).where(eq(sessions.id, request.session.id));
  const token = randomToken();
  const state: SessionState = { id: sha256(token), csrfToken: randomToken(30), ...owner };
  await app.db.insert(sessions).values({
    id: state.id,
    csrfToken: state.csrfToken,
    userId: owner.userId,
    originalUserId: owner.originalUserId,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  const secure = app.config.appUrl.startsWith('https:');
  reply.setCookie(sessionCookie, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.setCookie(csrfCookie, state.csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure });
  request.session = state;
  return state;
}

/** Make sure the request has a session (a guest one if need be) and re-send its XSRF cookie. */
export async function ensureSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!request.session) return startSession(app, request, reply, { userId: null, originalUserId: null });
  const secure = app.config.appUrl.startsWith('https:');
  reply.setCookie(csrfCookie, request.session.csrfToken, { path: '/', httpOnly: false, sameSite: 'lax', secure });
  return request.session;
}

export async function endUserSessions(db: Db, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
        : eq(sessions.userId, userId),
    );
}

export async function pruneIdleSessions(db: Db, idleMinutes: number) {
  await db.delete(sessions).where(lt(sessions.lastActivityAt, new Date(Date.now() - idleMinutes * 60_000)));
}

export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.user?.id ?? null,
    originalUserId: request.session?.originalUserId ?? null,
    userName: request.user?.name ?? null,
  };
}
