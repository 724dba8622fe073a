import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { randomToken, sha256 } from './crypto';
import { HttpError } from './errors';
import type { Actor, SessionState, SessionUser } from './types';

/**
 * Where session rows live and whose they are. The platform runs sessions (cookie, CSRF token, idle expiry,
 * a fresh id at every sign-in) but imports no feature: a session belongs to a user, so the auth feature keeps
 * the rows, reading the user through the users feature, and server/app.ts hands them over (decision 009).
 */
export type SessionStore = {
  /**
   * The session with its user and their role's permissions (`user` null when signed out, or when the account is
   * gone or disabled), read fresh in one statement on every request: no process keeps either (decision 043).
   */
  find(db: Db, id: string): Promise<(SessionState & { lastActivityAt: Date; user: SessionUser | null }) | null>;
  create(db: Db, session: SessionState & { ip: string; userAgent: string | null }): Promise<void>;
  /** Marks the session active now. */
  touch(db: Db, id: string): Promise<void>;
  remove(db: Db, id: string): Promise<void>;
};

export const sessionCookie = 'cleanup_session';
export const csrfCookie = 'XSRF-TOKEN';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writing last_activity_at on every request would make every read a write. */
const touchEveryMs = 60_000;

export function registerSessions(app: FastifyInstance, store: SessionStore) {
  app.decorate('sessionStore', store);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[sessionCookie];
    if (!token) return;
    const id = sha256(token);
    const row = await store.find(app.db, id);
    if (!row) return;
    const idleMs = Date.now() - row.lastActivityAt.getTime();
    if (idleMs > app.config.sessionIdleMinutes * 60_000) {
      await store.remove(app.db, id);
      return;
    }
    request.session = { id: row.id, csrfToken: row.csrfToken, userId: row.userId, originalUserId: row.originalUserId };
    request.user = row.user;
    if (row.userId !== null && !request.user) {
      request.session = { ...request.session, userId: null, originalUserId: null };
    }
    if (idleMs > touchEveryMs) await store.touch(app.db, id);
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
  if (request.session) await app.sessionStore.remove(app.db, request.session.id);
  const token = randomToken();
  const state: SessionState = { id: sha256(token), csrfToken: randomToken(30), ...owner };
  await app.sessionStore.create(app.db, { ...state, ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null });
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

export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.user?.id ?? null,
    originalUserId: request.session?.originalUserId ?? null,
    userName: request.user?.name ?? null,
  };
}
