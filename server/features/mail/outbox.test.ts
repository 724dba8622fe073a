import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../../shared/api/mail';
import { createDemoApp } from '../../test/demo';
import { createClient, signIn } from '../../test/test-app';

const { t } = await createDemoApp();
afterAll(() => t.close());

beforeAll(async () => {
  const guest = createClient(t.app);
  await guest.get('/sanctum/csrf-cookie');
  expect((await guest.post('/forgot-password', { email: 'office@example.com' })).statusCode).toBe(200);
});

const resetMail = async (email: string) => {
  const client = await signIn(t.app, email);
  const page = (await client.get('/api/mails')).json() as { data: Mail[] };
  return page.data.find((m) => m.subject === 'Reset Password Notification');
};

describe('the outbox', () => {
  it('shows an administrator the whole message, reset link included, so they can pass it on', async () => {
    const mail = await resetMail('admin@example.com');
    expect(mail?.text).toMatch(/\/reset-password\/[\w-]{40,}\?email=office%40example.com/);
  });

  it('hides the token from a settings holder who lacks other permissions', async () => {
    const mail = await resetMail('bookkeeper@example.com');
    expect(mail?.text).toContain('/reset-password/[hidden]?email=');
  });
});
