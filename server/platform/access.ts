import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../shared/permissions';
import { forbidden, HttpError } from './errors';
import { honoursIdempotencyKey } from './idempotency';
import type { Access, SessionUser } from './types';

/**
 * Every route declares who it serves (`config.access`); a route without a rule stops the app
 * from starting, so a new route cannot slip through unguarded.
 */
export type RouteRule = { method: string; url: string; access: Access; csrf: boolean; idempotent: boolean };

export function registerAccess(app: FastifyInstance) {
  const routeTable: RouteRule[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (methods.length === 0) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        access,
        csrf: !!route.config?.csrf,
        idempotent: honoursIdempotencyKey(method, route.config),
      });
    }
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
