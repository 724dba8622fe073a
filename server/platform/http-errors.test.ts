import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const t = await createTestApp({ appUrl: 'https://cleanup.example.com' });
afterAll(() => t.close());
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = Number(new URL(address).port);

/** One raw HTTP/1.1 exchange, as a browser or a broken client would send it. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const expectShapeAndHeaders = (response: { headers: Record<string, string>; body: string }) => {
  expect(JSON.parse(response.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n$/gi, '').trim())).toHaveProperty('message');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['permissions-policy']).toContain('camera=()');
  // The contractor's Arrived and Left read the location from the app's own pages, never from a frame.
  expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
  expect(response.headers['strict-transport-security']).toContain('max-age=');
};

describe('every error, Fastify’s and Node’s own included, is in the one shape with the headers', () => {
  it.each([
    ['431: a header block too large', `GET /api/user HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['400: a broken request line', 'GARBAGE\r\n\r\n', 400],
    ['400: a URL that cannot be decoded', 'GET /api/clients/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
    ['404: nothing here', 'GET /api/nothing-here HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404],
    [
      '415: a body of a type nobody takes',
      'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: text/x-unknown\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi',
      415,
    ],
  ])('%s', async (_label, request, status) => {
    const response = await raw(request);
    expect(response.status).toBe(status);
    expectShapeAndHeaders(response);
  });

  it('413: a body over the limit', async () => {
    const body = JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) });
    const response = await raw(
      `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response.status).toBe(413);
    expectShapeAndHeaders(response);
  });
});
