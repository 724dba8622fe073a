import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Client } from './test-app';

/**
 * A browser-like client over real HTTP to app processes, as behind a load balancer without sticky sessions:
 * each request goes to the next address in turn (or to the one `on` names). It keeps cookies and echoes
 * XSRF-TOKEN, and answers with the parts of an inject response the tests read, so the helpers written for
 * `createClient` (sendFile, saveBusiness…) drive processes as they drive the app in the test.
 */
export function httpClient(bases: string[]): Client & { on(index: number | null): void; last(): string } {
  const cookies: Record<string, string> = {};
  let turn = 0;
  let pinned: number | null = null;
  let lastBase = bases[0];
  const client = {
    cookies,
    xsrf: () => cookies['XSRF-TOKEN'] ?? '',
    on(index: number | null) {
      pinned = index;
    },
    last: () => lastBase,
    async request({ xsrf = true, ...options }: InjectOptions & { xsrf?: boolean }) {
      const base = bases[pinned ?? turn++ % bases.length];
      lastBase = base;
      const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
      if (xsrf && cookies['XSRF-TOKEN']) headers['x-xsrf-token'] ??= decodeURIComponent(cookies['XSRF-TOKEN']);
      headers.cookie = Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
      let body: Blob | string | undefined;
      if (Buffer.isBuffer(options.payload)) body = new Blob([new Uint8Array(options.payload)]);
      else if (options.payload !== undefined) {
        body = JSON.stringify(options.payload);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${base}${options.url as string}`, { method: options.method as string, headers, body });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        cookies[pair.slice(0, at)] = pair.slice(at + 1);
      }
      const rawPayload = Buffer.from(await response.arrayBuffer());
      const answer = {
        statusCode: response.status,
        headers: Object.fromEntries(response.headers),
        rawPayload,
        body: rawPayload.toString('utf8'),
        json: () => JSON.parse(rawPayload.toString('utf8')),
      };
      return answer as unknown as LightMyRequestResponse;
    },
    get: (url: string) => client.request({ method: 'GET', url }),
    post: (url: string, payload?: unknown) => client.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    put: (url: string, payload?: unknown) => client.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] }),
    delete: (url: string) => client.request({ method: 'DELETE', url }),
  };
  return client;
}
