import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/api/auth';
import { createDemoApp, demo } from '../../test/demo';
import { activityLog, outbox, sql } from '../../test/inspect';
import { createClient, signIn } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';

const { t, admin } = await createDemoApp('admin');
afterAll(() => t.close());
const guest = createClient(t.app, { ip: '10.1.0.1' });
await guest.get('/sanctum/csrf-cookie');
/** Reset requests are throttled per address: each test asks from an address of its own. */
let addresses = 0;
async function guestAt(ip = `10.1.1.${++addresses}`) {
  const client = createClient(t.app, { ip });
  await client.get('/sanctum/csrf-cookie');
  return client;
}

/** Ask for a link and read it back from the stored message, as the user would from their inbox. */
async function requestLink(email: string): Promise<string> {
  const response = await (await guestAt()).post('/forgot-password', { email });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: authMessages.resetSent });
  const { rows } = await sql(t.app, 'select text from mails where "to" @> $1::jsonb order by id desc limit 1', [
    JSON.stringify([email.toLowerCase()]),
  ]);
  const token = /\/reset-password\/([\w-]+)\?email=/.exec(String(rows[0]?.text ?? ''))?.[1];
  if (!token) throw new Error(`No reset link for ${email}`);
  return token;
}

const reset = (email: string, token: string, password = 'brand-new-pass', confirmation = password) =>
  guest.post('/reset-password', { email, token, password, password_confirmation: confirmation });

const invalidToken = { message: authMessages.resetInvalid, errors: { email: [authMessages.resetInvalid] } };

async function ageResetRequest(userId: number, interval: string) {
  await sql(t.app, `update password_resets set created_at = now() - interval '${interval}' where user_id = $1`, [userId]);
}

describe('asking for a reset link', () => {
  it('writes one message with the link to the outbox and stores only a hash of the token', async () => {
    const user = await buildUser(t.app.db, { name: 'Rita Reset' });
    const before = (await outbox(admin)).length;
    const token = await requestLink(user.email.toUpperCase());
    const mails = await outbox(admin);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ to: [user.email], subject: 'Reset Password Notification', status: 'kept' });
    expect(mails[0].text).toContain('Hello Rita Reset,');
    const { rows: stored } = await sql(t.app, 'select text from mails where id = $1', [mails[0].id]);
    expect(stored[0].text).toContain(`${t.app.config.appUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`);
    const { rows } = await sql(t.app, 'select token_hash from password_resets where user_id = $1', [user.id]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  // Settings holders (the bookkeeper) read the outbox: a token there would let them reset anyone's password.
  it('shows the message in the outbox without the token', async () => {
    const bookkeeper = await signIn(t.app, demo.bookkeeper);
    const token = await requestLink(demo.admin);
    const shown = (await outbox(bookkeeper)).find((m) => m.to.includes(demo.admin));
    expect(shown?.text).toContain('/reset-password/');
    expect(shown?.text).not.toContain(token);
    expect(JSON.stringify((await bookkeeper.get('/api/mails?count=100')).json())).not.toContain(token);
  });

  it('says so when no user has that e-mail', async () => {
    const asker = await guestAt();
    const response = await asker.post('/forgot-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: authMessages.resetNoUser, errors: { email: [authMessages.resetNoUser] } });
    expect((await asker.post('/forgot-password', { email: 'not an e-mail' })).statusCode).toBe(422);
  });

  it('refuses a new request within 60 seconds, then lets a new link replace the old', async () => {
    const user = await buildUser(t.app.db);
    const first = await requestLink(user.email);
    const again = await (await guestAt()).post('/forgot-password', { email: user.email });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: authMessages.resetThrottled, errors: { email: [authMessages.resetThrottled] } });
    await ageResetRequest(user.id, '61 seconds');
    const second = await requestLink(user.email);
    expect(second).not.toBe(first);
    expect((await reset(user.email, first)).json()).toEqual(invalidToken);
    expect((await reset(user.email, second)).statusCode).toBe(200);
  });
});

describe('reset requests are throttled per address, as sign-in is', () => {
  it('answers the sixth request a minute from one address with 429 and the seconds left, whatever the e-mail', async () => {
    const asker = await guestAt('10.1.2.1');
    for (let i = 0; i < 5; i++) expect((await asker.post('/forgot-password', { email: `nobody${i}@example.com` })).statusCode).toBe(422);
    const refused = await asker.post('/forgot-password', { email: demo.admin });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: authMessages.resetTooMany(seconds),
      errors: { email: [authMessages.resetTooMany(seconds)] },
    });
    expect(
      (await (await guestAt('10.1.2.2')).post('/forgot-password', { email: 'nobody@example.com' })).statusCode,
      'another address',
    ).toBe(422);
  });

  it('lets the address ask again once the minute has passed, and never locks the account’s sign-in', async () => {
    const asker = await guestAt('10.1.2.3');
    for (let i = 0; i < 5; i++) await asker.post('/forgot-password', { email: demo.office });
    expect((await asker.post('/forgot-password', { email: demo.office })).statusCode).toBe(429);
    await sql(t.app, `update login_failures set at = now() - interval '61 seconds' where throttle_key = 'password-reset|10.1.2.3'`);
    expect((await asker.post('/forgot-password', { email: 'nobody@example.com' })).statusCode).toBe(422);
    await signIn(t.app, demo.office, 'cleanup-demo', { ip: '10.1.2.3' });
  });
});

describe('resetting the password', () => {
  it('works once with the mailed token, and the new password signs in', async () => {
    const user = await buildUser(t.app.db);
    const token = await requestLink(user.email);
    const response = await reset(user.email, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.reset });
    await signIn(t.app, user.email, 'brand-new-pass');
    const old = createClient(t.app, { ip: '10.1.0.2' });
    await old.get('/sanctum/csrf-cookie');
    expect((await old.post('/login', { email: user.email, password: 'cleanup-demo' })).statusCode).toBe(422);
    const twice = await reset(user.email, token, 'third-password');
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual(invalidToken);
  });

  it('takes the token once even when it is sent twice at the same moment', async () => {
    const user = await buildUser(t.app.db);
    const token = await requestLink(user.email);
    const results = await Promise.all([reset(user.email, token, 'parallel-one'), reset(user.email, token, 'parallel-two')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('accepts a token for 60 minutes and not after', async () => {
    const fresh = await buildUser(t.app.db);
    await ageResetRequest(fresh.id, '0 seconds');
    const token = await requestLink(fresh.email);
    await ageResetRequest(fresh.id, '59 minutes');
    expect((await reset(fresh.email, token)).statusCode).toBe(200);

    const stale = await buildUser(t.app.db);
    const staleToken = await requestLink(stale.email);
    await ageResetRequest(stale.id, '61 minutes');
    expect((await reset(stale.email, staleToken)).json()).toEqual(invalidToken);
  });

  it("refuses another user's token, a made-up token and an unknown e-mail", async () => {
    const owner = await buildUser(t.app.db);
    const other = await buildUser(t.app.db);
    const token = await requestLink(owner.email);
    expect((await reset(other.email, token)).json()).toEqual(invalidToken);
    expect((await reset(owner.email, `${token}x`)).json()).toEqual(invalidToken);
    expect((await reset('nobody@example.com', token)).json().message).toBe(authMessages.resetNoUser);
    expect((await reset(owner.email, token)).statusCode).toBe(200);
  });

  it('ends every session of the user and records it in the audit trail', async () => {
    const user = await buildUser(t.app.db, { name: 'Session Holder' });
    const phone = await signIn(t.app, user.email, 'cleanup-demo', { ip: '10.1.0.3' });
    const laptop = await signIn(t.app, user.email, 'cleanup-demo', { ip: '10.1.0.4' });
    expect((await reset(user.email, await requestLink(user.email))).statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    const entry = (await activityLog(admin)).find((a) => a.action === 'password_reset' && a.subject_id === String(user.id));
    expect(entry).toMatchObject({ user_name: 'Session Holder', description: 'Session Holder reset their password' });
  });

  it.each([
    ['short12', 'short12', { password: ['The password must be at least 8 characters.'] }],
    ['long-enough', 'different!', { password: ['The password confirmation does not match.'] }],
    ['x'.repeat(257), 'x'.repeat(257), { password: ['The password may not be greater than 256 characters.'] }],
  ])('refuses the password %s', async (password, confirmation, errors) => {
    const user = await buildUser(t.app.db);
    const token = await requestLink(user.email);
    const response = await reset(user.email, token, password, confirmation);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    // The token survives a refused form.
    expect((await reset(user.email, token, 'x'.repeat(100))).statusCode).toBe(200);
    await signIn(t.app, user.email, 'x'.repeat(100));
  });

  it('names the missing fields', async () => {
    const response = await guest.post('/reset-password', {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'token']);
  });
});
