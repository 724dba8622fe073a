import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../shared/permissions';
import { forbidden, HttpError } from './errors';
import type { SessionUser } from './types';

/**
 * Every route declares who it serves (`config.access`); a route without a rule stops the app
 * from starting, so a new route cannot slip through unguarded.
 */
export function registerAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/documentation') || route.config?.access !== undefined) return;
    if (route.method === 'HEAD') return;
    throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    if (access === 'guest') return;
    if (!request.user) throw new HttpError(401, 'Unauthenticated.');
    if (access === 'authenticated') return;
    const keys = typeof access === 'string' ? [access] : access;
    if (!keys.some((key) => can(request.user, key))) throw forbidden();
  });
}

/** The signed-in user of a route whose access rule already demanded one. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Unauthenticated.');
  return request.user;
}
