import { afterAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/api/auth';
import { createDemoApp } from '../../test/demo';
import { createClient, signIn } from '../../test/test-app';

const { t } = await createDemoApp();
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in the Sanctum way and answers /api/user with role and permissions', async () => {
    const client = await signIn(t.app, 'office@example.com');
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'office@example.com', role: { name: 'Office' }, assumed_by: null });
    expect(me.json().permissions).toContain('manage_clients');
  });

  it('refuses an unsafe request without a matching X-XSRF-TOKEN with 419', async () => {
    const client = createClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const missing = await client.request({ method: 'POST', url: '/login', payload: { email: 'a@b.c', password: 'x' }, xsrf: false });
    expect(missing.statusCode).toBe(419);
    const wrong = await client.request({
      method: 'POST',
      url: '/login',
      payload: { email: 'a@b.c', password: 'x' },
      headers: { 'x-xsrf-token': 'nope' },
    });
    expect(wrong.statusCode).toBe(419);
  });

  it('answers wrong credentials and unknown e-mails alike with 422', async () => {
    const client = createClient(t.app, { ip: '10.0.0.2' });
    await client.get('/sanctum/csrf-cookie');
    const wrong = await client.post('/login', { email: 'office@example.com', password: 'wrong-password' });
    const unknown = await client.post('/login', { email: 'nobody@example.com', password: 'wrong-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: authMessages.failed, errors: { email: [authMessages.failed] } });
    }
  });

  it('throttles the sixth attempt within a minute with the true remaining seconds, even with the right password', async () => {
    const client = createClient(t.app, { ip: '10.0.0.3' });
    await client.get('/sanctum/csrf-cookie');
    for (let i = 0; i < 5; i++)
      expect((await client.post('/login', { email: 'bookkeeper@example.com', password: 'nope' })).statusCode).toBe(422);
    const locked = await client.post('/login', { email: 'BOOKKEEPER@example.com', password: 'cleanup-demo' });
    expect(locked.statusCode).toBe(429);
    const seconds = Number(/in (\d+) seconds/.exec(locked.json().message)?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(locked.json().message).toBe(authMessages.throttle(seconds));
    // Another IP is not held back by this one's failures.
    await signIn(t.app, 'bookkeeper@example.com', 'cleanup-demo', { ip: '10.0.0.4' });
  });

  it('changes the session id at sign-in and sign-out and kills the old cookie', async () => {
    const client = createClient(t.app, { ip: '10.0.0.5' });
    await client.get('/sanctum/csrf-cookie');
    const guestSession = client.cookies.cleanup_session;
    await client.post('/login', { email: 'admin@example.com', password: 'cleanup-demo' });
    const signedIn = client.cookies.cleanup_session;
    expect(signedIn).not.toBe(guestSession);
    await client.post('/logout');
    expect(client.cookies.cleanup_session).not.toBe(signedIn);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const replay = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { cleanup_session: signedIn } });
    expect(replay.statusCode).toBe(401);
  });
});
