import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from './databases';

/** The business time zone of the test app (the config's default). */
export const timeZone = 'Australia/Sydney';

export type TestApp = { app: FastifyInstance; close(): Promise<void> };

/**
 * The real app on a fresh database (PGlite, or PostgreSQL when TEST_DB=pg), jobs run inline; silent, unless
 * `logStream` is given to read the log lines back.
 */
export async function createTestApp(
  overrides: Parameters<typeof loadConfig>[1] = {},
  { logStream }: { logStream?: Writable } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cleanup-test-'));
  const config = loadConfig({}, { dataDir, seedDemo: false, runJobs: false, logLevel: logStream ? 'info' : 'silent', ...overrides });
  const app = await buildApp(config, { database, jobs: 'inline', logger: logStream ? { stream: logStream } : false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Client = {
  request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  cookies: Record<string, string>;
  xsrf(): string;
};

/** A browser-like client: keeps cookies and echoes XSRF-TOKEN on every request, as the web app does. */
export function createClient(app: FastifyInstance, options: { ip?: string } = {}): Client {
  const cookies: Record<string, string> = {};
  const client: Client = {
    cookies,
    xsrf: () => cookies['XSRF-TOKEN'] ?? '',
    async request({ xsrf = true, ...inject }) {
      const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
      if (xsrf && cookies['XSRF-TOKEN'] && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = cookies['XSRF-TOKEN'];
      const response = await app.inject({ ...inject, headers, cookies: { ...cookies }, remoteAddress: options.ip ?? '127.0.0.1' });
      for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
      return response;
    },
    get: (url) => client.request({ method: 'GET', url }),
    post: (url, payload) => client.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    put: (url, payload) => client.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] }),
    delete: (url) => client.request({ method: 'DELETE', url }),
  };
  return client;
}

/** Sign in the Sanctum way: csrf-cookie, then POST /login. */
export async function signIn(app: FastifyInstance, email: string, password = 'cleanup-demo', options: { ip?: string } = {}) {
  const client = createClient(app, options);
  await client.get('/sanctum/csrf-cookie');
  const response = await client.post('/login', { email, password });
  if (response.statusCode !== 204) throw new Error(`Sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return client;
}
