import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/api/auth';
import { sql } from '../../test/inspect';
import { createClient, createTestApp, signIn } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';

const t = await createTestApp();
afterAll(() => t.close());
let ipSeq = 0;

/** A sign-in attempt from a fresh address each time, so only the per-account limit can apply. */
async function attempt(email: string, password: string, ip = `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`) {
  const client = createClient(t.app, { ip });
  await client.get('/sanctum/csrf-cookie');
  return client.post('/login', { email, password });
}

/** Failures recorded straight into the table (a hundred real attempts would take a minute of argon2). */
async function addFailures(email: string, n: number, ageSeconds: number) {
  for (let i = 0; i < n; i++) {
    await sql(t.app, `insert into login_failures (id, throttle_key, email, at) values ($1, $2, $3, now() - make_interval(secs => $4))`, [
      randomUUID(),
      `${email}|192.0.2.${i % 250}`,
      email,
      ageSeconds + i / 1000,
    ]);
  }
}

const secondsIn = (message: string) => Number(/in (\d+) seconds/.exec(message)?.[1]);

describe('the per-account limit', () => {
  it('refuses the next attempt after 100 failures in an hour, from any address, even with the right password', async () => {
    const user = await buildUser(t.app.db);
    await addFailures(user.email, 99, 120);
    expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(422);
    const locked = await attempt(user.email, 'cleanup-demo');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(authMessages.throttle(secondsIn(locked.json().message)));
    expect(locked.json().errors.email).toEqual([locked.json().message]);
    expect(Number(locked.headers['retry-after'])).toBe(secondsIn(locked.json().message));
  });

  it('counts the account by its normalised e-mail', async () => {
    const user = await buildUser(t.app.db);
    await addFailures(user.email, 100, 120);
    expect((await attempt(user.email.toUpperCase(), 'cleanup-demo')).statusCode).toBe(429);
    expect((await attempt(` ${user.email}`, 'cleanup-demo')).statusCode).toBe(429);
  });

  it('tells the true wait: until the oldest counted failure is an hour old', async () => {
    const user = await buildUser(t.app.db);
    await addFailures(user.email, 100, 50 * 60);
    const locked = await attempt(user.email, 'cleanup-demo');
    expect(locked.statusCode).toBe(429);
    const seconds = secondsIn(locked.json().message);
    expect(seconds).toBeGreaterThan(8 * 60);
    expect(seconds).toBeLessThanOrEqual(10 * 60);
  });

  it('forgets failures older than an hour', async () => {
    const user = await buildUser(t.app.db);
    await addFailures(user.email, 150, 61 * 60);
    expect((await attempt(user.email, 'cleanup-demo')).statusCode).toBe(204);
  });

  it('does not hold back another account', async () => {
    const user = await buildUser(t.app.db);
    const neighbour = await buildUser(t.app.db);
    await addFailures(user.email, 100, 120);
    expect((await attempt(neighbour.email, 'cleanup-demo')).statusCode).toBe(204);
  });
});

describe('the per-address limit', () => {
  it('forgets failures older than a minute', async () => {
    const user = await buildUser(t.app.db);
    await sql(
      t.app,
      `insert into login_failures (id, throttle_key, email, at) select gen_random_uuid()::text, $1, $2, now() - interval '61 seconds' from generate_series(1, 5)`,
      [`${user.email}|10.3.0.1`, user.email],
    );
    expect((await attempt(user.email, 'cleanup-demo', '10.3.0.1')).statusCode).toBe(204);
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await buildUser(t.app.db);
    for (let i = 0; i < 4; i++) expect((await attempt(user.email, 'nope', '10.3.0.2')).statusCode).toBe(422);
    await signIn(t.app, user.email, 'cleanup-demo', { ip: '10.3.0.2' });
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'nope', '10.3.0.2')).statusCode).toBe(422);
    expect((await attempt(user.email, 'cleanup-demo', '10.3.0.2')).statusCode).toBe(429);
  });
});
