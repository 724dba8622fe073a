import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

const csp = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The product asks for none of these but the location, and that only from its own pages (a contractor's Arrived
 * and Left, docs/domain.md "Proof of presence"): a page or frame that asks for more is not ours.
 */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()';

/** The headers every response carries, error or not; HSTS only where the product is served over HTTPS. */
export function securityHeaders(appUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': csp,
    'Permissions-Policy': permissionsPolicy,
    ...(appUrl.startsWith('https:') && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}

/** The same headers for a route marked `embeddable`: framed by the product's own pages only. */
export function embeddableHeaders(appUrl: string): Record<string, string> {
  const headers = securityHeaders(appUrl);
  return {
    ...headers,
    'X-Frame-Options': 'SAMEORIGIN',
    'Content-Security-Policy': headers['Content-Security-Policy'].replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  };
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders(app.config.appUrl);
  const framed = embeddableHeaders(app.config.appUrl);
  app.addHook('onSend', async (request, reply) => {
    reply.headers(request.routeOptions.config?.embeddable ? framed : headers);
    if (request.url.startsWith('/api') || request.url.startsWith('/sanctum')) reply.header('Cache-Control', 'no-store');
  });
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * A request Node could not parse never reaches Fastify (a header block too large, a broken request line):
 * answer it here, in the one error shape and with the same headers, then close the connection.
 */
export function clientErrorHandler(appUrl: string) {
  const lines = Object.entries(securityHeaders(appUrl))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message =
      status === 431
        ? 'The request headers are too large.'
        : status === 408
          ? 'The request took too long.'
          : 'The request could not be read.';
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reasons[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n${lines}Connection: close\r\n\r\n${body}`,
    );
  };
}
