import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/**
 * Paths whose last part is a secret that grants access by itself: a password reset link, the client's invoice
 * link. Whoever reads the logs must not be able to use them, so the secret never reaches a log line.
 */
const secretPaths = [/^(\/reset-password\/)[^/?#]+/i, /^(\/invoice\/view\/)[^/?#]+/i, /^(\/api\/invoice-view\/)[^/?#]+/i];
const secretParams = /([?&](?:token|password|email)=)[^&#]*/gi;
/** Route parameters that are secrets, whatever path spelling reached the route. */
const secretRouteParams = ['token'];

/**
 * A request URL as it may be logged: secrets in known paths, route parameters and query parameters replaced.
 * The path is matched as the router reads it (`//api/invoice-view/…` and `%74oken` spellings reach the same
 * route), so it is logged normalised: repeated slashes folded, percent-escapes decoded.
 */
export function redactUrl(url: string, params: Record<string, unknown> = {}): string {
  const queryAt = url.search(/[?#]/);
  let path = normalisePath(queryAt < 0 ? url : url.slice(0, queryAt));
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  for (const pattern of secretPaths) path = path.replace(pattern, '$1[redacted]');
  for (const name of secretRouteParams) {
    const value = params[name];
    if (typeof value === 'string' && value) path = path.split(value).join('[redacted]');
  }
  return path + query.replace(secretParams, '$1[redacted]');
}

function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router refuses such a path, and it is logged as sent.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** pino options for the server: the level, cookies and XSRF tokens redacted, URLs through `redactUrl`. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.headers.authorization'],
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string; id?: string; params?: unknown }) => ({
        method: request.method,
        url: redactUrl(request.url, (request.params ?? {}) as Record<string, unknown>),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}
