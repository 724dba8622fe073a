import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoPeople, demo } from '../test/demo';
import { sql } from '../test/inspect';
import { createClient, createTestApp } from '../test/test-app';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/reset-password/abc123DEF?email=sam%40example.com', '/reset-password/[redacted]?email=[redacted]'],
    ['/invoice/view/tok_en-1', '/invoice/view/[redacted]'],
    ['/api/invoice-view/tok/pdf', '/api/invoice-view/[redacted]/pdf'],
    ['/api/users?search=sam&token=x', '/api/users?search=sam&token=[redacted]'],
    ['/api/clients/4', '/api/clients/4'],
    ['//api/invoice-view/tok', '/api/invoice-view/[redacted]'],
    ['/api//invoice-view//tok/pdf', '/api/invoice-view/[redacted]/pdf'],
    ['/api/invoice%2Dview/tok', '/api/invoice-view/[redacted]'],
    ['/API/Invoice-View/tok', '/API/Invoice-View/[redacted]'],
  ])('%s → %s', (url, safe) => {
    expect(redactUrl(url)).toBe(safe);
  });

  it('redacts a secret route parameter wherever it stands in the path', () => {
    expect(redactUrl('/x/secret-token/y?a=1', { token: 'secret-token' })).toBe('/x/[redacted]/y?a=1');
  });
});

const lines: string[] = [];
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
const t = await createTestApp({}, { logStream: stream });
afterAll(() => t.close());
await buildDemoPeople(t.app.db);

describe('the logs of the client’s invoice link', () => {
  it('never hold its token, however the path is spelt', async () => {
    const token = 'Zx9secretLinkToken0000000000';
    for (const url of [
      `//api/invoice-view/${token}`,
      `/api//invoice-view/${token}/pdf`,
      `/api/invoice-view/${token.slice(0, 3)}%${token.charCodeAt(3).toString(16)}${token.slice(4)}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    expect(lines.some((line) => line.includes('/api/invoice-view/[redacted]'))).toBe(true);
    expect(lines.filter((line) => line.includes(token) || line.includes(token.slice(4)))).toEqual([]);
  });
});

describe('the logs of a password reset', () => {
  it('never hold the reset token, wherever it travels', async () => {
    const guest = createClient(t.app);
    await guest.get('/sanctum/csrf-cookie');
    expect((await guest.post('/forgot-password', { email: demo.contractor })).statusCode).toBe(200);
    const { rows } = await sql(t.app, 'select text from mails order by id desc limit 1');
    const token = /\/reset-password\/([\w-]+)\?/.exec(String(rows[0]?.text))?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    // The link opened in the browser, then the form posted.
    await guest.get(`/reset-password/${token}?email=${encodeURIComponent(demo.contractor)}`);
    await guest.post('/reset-password', {
      email: demo.contractor,
      token,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(lines.some((line) => line.includes('/reset-password/[redacted]'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe('a page that failed in the browser', () => {
  it('reaches the log at error level with its message, stack and path; a flood from one browser is cut short', async () => {
    const guest = createClient(t.app);
    await guest.get('/sanctum/csrf-cookie');
    const report = {
      message: 'Table component was not found in the tree',
      stack: 'Error: Table…\n at LineForm',
      path: '/accounts/invoice/7',
    };
    expect((await guest.post('/api/client-errors', report)).statusCode).toBe(204);
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'A page failed in the browser');
    expect(logged).toEqual([expect.objectContaining({ level: 50, browser: { ...report, user_id: null } })]);
    expect((await guest.post('/api/client-errors', { message: 'x'.repeat(2001), path: '/' })).statusCode).toBe(422);
    for (let i = 0; i < 30; i++) await guest.post('/api/client-errors', { message: `again ${i}`, path: '/' });
    expect(lines.filter((line) => line.includes('A page failed in the browser')).length).toBeLessThanOrEqual(20);
  });
});
