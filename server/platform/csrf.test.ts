import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, demo } from '../test/demo';
import { isUnsafe, pathFor } from '../test/route-table';
import { type Client, signIn } from '../test/test-app';

/**
 * CSRF over the whole route table, signed in as the administrator: every unsafe route, and every GET
 * that changes state (`csrf`), refuses a missing, wrong or another session's X-XSRF-TOKEN with 419.
 * The CSRF check runs before validation, so any value fills a path parameter.
 */
const { t, roles } = await createDemoApp();
afterAll(() => t.close());

const routes = t.app.routeTable;
const guarded = routes.filter((r) => isUnsafe(r) || r.csrf);
const anyParams = new Proxy({}, { get: (_, name) => (name === '*' ? '' : '1') });
let admin: Client;
let otherSessionToken: string;

beforeAll(async () => {
  admin = await signIn(t.app, demo.admin);
  otherSessionToken = (await signIn(t.app, demo.admin, 'cleanup-demo', { ip: '10.4.0.1' })).xsrf();
});

describe.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, rule) => {
  const url = pathFor(rule.url, anyParams);
  const payload = rule.method === 'GET' || rule.method === 'DELETE' ? undefined : {};

  it.each([
    ['no header', {}],
    ['an empty header', { 'x-xsrf-token': '' }],
    ['a wrong token', { 'x-xsrf-token': 'not-the-token' }],
    ['the token of another session', () => ({ 'x-xsrf-token': otherSessionToken })],
  ] as const)('refuses %s with 419', async (_label, headers) => {
    const sent = typeof headers === 'function' ? headers() : headers;
    const response = await admin.request({ method: rule.method as 'GET', url, payload, headers: sent, xsrf: false });
    expect(response.statusCode, response.body).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
    // Nothing happened: the session is the same one, still signed in as the administrator.
    expect(response.cookies.map((c) => c.name)).not.toContain('cleanup_session');
    expect((await admin.get('/api/user')).json()).toMatchObject({ email: demo.admin, assumed_by: null });
  });
});

describe('the route table', () => {
  it('guards every unsafe route (no exemptions for public ones)', () => {
    expect(routes.filter((r) => isUnsafe(r)).every((r) => guarded.includes(r))).toBe(true);
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toContain('POST /logout');
  });

  it('lets a plain GET through without the header, as the web app loads pages and lists', async () => {
    for (const url of ['/api/user', '/api/users', '/api/roles', '/api/suburbs', '/api/cache-check']) {
      expect((await admin.request({ method: 'GET', url, xsrf: false })).statusCode, url).toBe(200);
    }
  });

  it('leaves a refused DELETE undone', async () => {
    const created = (
      await admin.post('/api/users', {
        name: 'Csrf Target',
        email: 'csrf-target@example.com',
        role_id: roles.Contractor.id,
        password: 'long-enough',
        password_confirmation: 'long-enough',
      })
    ).json();
    expect((await admin.request({ method: 'DELETE', url: `/api/users/${created.id}`, xsrf: false })).statusCode).toBe(419);
    expect((await admin.get(`/api/users/${created.id}`)).statusCode).toBe(200);
  });
});
