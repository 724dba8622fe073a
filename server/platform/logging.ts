import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/**
 * Paths whose last part is a secret that grants access by itself: a password reset link, the client's invoice
 * link. Whoever reads the logs must not be able to use them, so the secret never reaches a log line.
 */
const secretPaths = [/^(\/reset-password\/)[^/?#]+/, /^(\/invoice\/view\/)[^/?#]+/, /^(\/api\/invoice-view\/)[^/?#]+/];
const secretParams = /([?&](?:token|password|email)=)[^&#]*/gi;

/** A request URL as it may be logged: secrets in known paths and query parameters replaced. */
export function redactUrl(url: string): string {
  let safe = url;
  for (const pattern of secretPaths) safe = safe.replace(pattern, '$1[redacted]');
  return safe.replace(secretParams, '$1[redacted]');
}

/** pino options for the server: the level, cookies and XSRF tokens redacted, URLs through `redactUrl`. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.headers.authorization'],
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}
