import { afterAll, describe, expect, it } from 'vitest';
import { buildRegion } from '../test/client-factories';
import { createDemoApp, demo } from '../test/demo';
import { roleId, sql } from '../test/inspect';
import { type Client, createClient, createTestApp, signIn } from '../test/test-app';

const { t, admin } = await createDemoApp('admin');
afterAll(() => t.close());
// NSW, the real state the suburb payloads of the error tests need.
await buildRegion(t.app.db);

describe('operators and the web app', () => {
  it('answers /healthz and /readyz without a session', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves an OpenAPI document of the API at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/users', '/api/users/{id}', '/api/roles', '/api/suburbs', '/api/ping']),
    );
    expect(doc.paths['/api/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'count', 'sort', 'direction']),
    );
    expect(Object.keys(doc.paths)).not.toContain('/healthz');
  });

  it('answers the ping with the navigation counts', async () => {
    expect((await admin.get('/api/ping')).json()).toEqual({ openInvoices: 0, transactionsToMatch: 0 });
  });

  it('moves the users cache time when a user is created, edited or deleted', async () => {
    const times: string[] = [(await admin.get('/api/cache-check')).json().users];
    expect(Object.keys((await admin.get('/api/cache-check')).json()).sort()).toEqual(['clients', 'expense_categories', 'users', 'vendors']);
    const payload = {
      name: 'Cache Mover',
      email: 'cache-mover@example.com',
      role_id: await roleId(t.app, 'Contractor'),
      password: 'long-enough',
      password_confirmation: 'long-enough',
    };
    const next = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      times.push((await admin.get('/api/cache-check')).json().users);
    };
    const id = (await admin.post('/api/users', payload)).json().id;
    await next();
    await admin.put(`/api/users/${id}`, { ...payload, name: 'Cache Mover II' });
    await next();
    await admin.delete(`/api/users/${id}`);
    await next();
    for (let i = 1; i < times.length; i++) expect(Date.parse(times[i])).toBeGreaterThan(Date.parse(times[i - 1]));
  });

  // The cached users carry their role's name, so renaming a role makes every cached user stale.
  it('moves the users cache time when a role is renamed', async () => {
    const before = (await admin.get('/api/cache-check')).json().users;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const id = await roleId(t.app, 'Bookkeeper');
    const role = (await admin.get(`/api/roles/${id}`)).json();
    expect((await admin.put(`/api/roles/${id}`, { name: 'Accounts', permissions: role.permissions })).statusCode).toBe(200);
    expect(Date.parse((await admin.get('/api/cache-check')).json().users)).toBeGreaterThan(Date.parse(before));
  });
});

describe('security headers', () => {
  it.each(['/api/user', '/api/users?sort=nope', '/api/nothing-here', '/healthz'])('are on %s', async (url) => {
    const response = await admin.get(url);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeTruthy();
    if (url.startsWith('/api')) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('set the session cookie HttpOnly and SameSite=Lax, and leave XSRF-TOKEN readable', async () => {
    const response = await createClient(t.app).get('/sanctum/csrf-cookie');
    const session = response.cookies.find((c) => c.name === 'cleanup_session');
    const xsrf = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.sameSite).toBe('Lax');
  });

  it('mark cookies Secure behind HTTPS', async () => {
    const secure = await createTestApp({ appUrl: 'https://cleanup.example.com' });
    try {
      const response = await secure.app.inject({ url: '/sanctum/csrf-cookie' });
      expect(response.cookies.map((c) => [c.name, c.secure])).toEqual([
        ['cleanup_session', true],
        ['XSRF-TOKEN', true],
      ]);
    } finally {
      await secure.close();
    }
  });
});

describe('errors', () => {
  const plain = (body: string) => {
    expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/);
    expect(body).not.toMatch(/\b(select|insert|update|delete)\b.*\b(from|into|set|where)\b/i);
    expect(body).not.toMatch(/postgres|drizzle|pglite|syntax/i);
  };

  /** A body sent as it is, under the content type named. */
  const postRaw = (payload: string, contentType: string) =>
    admin.request({ method: 'POST', url: '/api/suburbs', payload, headers: { 'content-type': contentType } });

  it('answers a malformed JSON body with 422 and a plain message', async () => {
    const response = await postRaw('{"name": ', 'application/json');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The request could not be read.' });
  });

  it('answers an unknown content type and a body over the limit plainly', async () => {
    const xml = await postRaw('<x/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Unsupported content type.' });
    const big = await postRaw(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }), 'application/json');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The request is too large.' });
  });

  // Values that pass validation but not the database (a NUL byte, a number past a 32-bit id).
  it.each([
    ['GET', '/api/users?search=%00'],
    ['GET', '/api/activity-log?search=a%00b'],
    ['GET', '/api/users/99999999999'],
    ['GET', '/api/divisions/99999999999/cities'],
    ['GET', `/api/users?filters=${encodeURIComponent('{"role_id":"99999999999"}')}`],
    ['POST', '/api/suburbs', { name: 'Nul\u0000Town', code: '2000', region_id: 1 }],
    ['POST', '/api/suburbs', { name: 'Far', code: '2000', region_id: 99999999999 }],
    ['POST', '/api/roles', { name: 'Nul\u0000Role', permissions: [] }],
  ])('answers %s %s as the client’s mistake, not a server error', async (method, url, payload?: object) => {
    // Region 1 stands for a real one: the NUL must reach the insert, not stop at the region check.
    const nsw = (await admin.get('/api/regions')).json().data.find((r: { code: string }) => r.code === 'NSW').id;
    const body = payload && 'region_id' in payload && payload.region_id === 1 ? { ...payload, region_id: nsw } : payload;
    const response = await admin.request({ method: method as 'GET', url, payload: body });
    expect([404, 422], response.body).toContain(response.statusCode);
    expect(Object.keys(response.json())).toContain('message');
    plain(response.body);
  });
});

describe('sessions', () => {
  it('get a new id and a new XSRF token at sign-in', async () => {
    const client = createClient(t.app, { ip: '10.5.0.1' });
    await client.get('/sanctum/csrf-cookie');
    const guest = { session: client.cookies.cleanup_session, xsrf: client.xsrf() };
    expect((await client.post('/login', { email: demo.bookkeeper, password: 'cleanup-demo' })).statusCode).toBe(204);
    expect(client.cookies.cleanup_session).not.toBe(guest.session);
    expect(client.xsrf()).not.toBe(guest.xsrf);
    const stale = await client.request({ method: 'POST', url: '/assume/return', headers: { 'x-xsrf-token': guest.xsrf } });
    expect(stale.statusCode).toBe(419);
  });

  it('end when the account is disabled, and the account cannot sign in again', async () => {
    const email = 'soon-disabled@example.com';
    const payload = {
      name: 'Soon Disabled',
      email,
      role_id: await roleId(t.app, 'Contractor'),
      password: 'long-enough',
      password_confirmation: 'long-enough',
    };
    expect((await admin.post('/api/users', payload)).statusCode).toBe(201);
    const client = await signIn(t.app, email, 'long-enough');
    await sql(t.app, 'update users set active = false where email = $1', [email]);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const again = createClient(t.app, { ip: '10.5.0.2' });
    await again.get('/sanctum/csrf-cookie');
    expect((await again.post('/login', { email, password: 'long-enough' })).statusCode).toBe(422);
  });
});

describe('idle sessions', () => {
  const age = (client: Client, minutes: number) =>
    sql(t.app, `update sessions set last_activity_at = now() - make_interval(mins => $1) where user_id is not null and csrf_token = $2`, [
      minutes,
      decodeURIComponent(client.xsrf()),
    ]);

  it('keeps a session used within 120 minutes, and counts from its last use', async () => {
    const client = await signIn(t.app, demo.office);
    await age(client, 119);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const { rows } = await sql(t.app, `select extract(epoch from now() - last_activity_at) as idle from sessions where csrf_token = $1`, [
      decodeURIComponent(client.xsrf()),
    ]);
    expect(Number(rows[0].idle)).toBeLessThan(60);
  });

  it('ends a session idle for longer, and the web app is told 401', async () => {
    const client = await signIn(t.app, demo.office);
    await age(client, 121);
    const response = await client.get('/api/cache-check');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    const { rows } = await sql(t.app, 'select count(*)::int as n from sessions where csrf_token = $1', [decodeURIComponent(client.xsrf())]);
    expect(rows[0].n).toBe(0);
  });
});
