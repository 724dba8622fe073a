import { afterAll, describe, expect, it } from 'vitest';
import { buildClient } from '../test/client-factories';
import { createDemoApp } from '../test/demo';
import { createClient } from '../test/test-app';
import { maxBodyNesting } from './input-guard';

const { t, admin } = await createDemoApp('admin');
afterAll(() => t.close());

describe('values the database would refuse are refused up front, by field', () => {
  it('a NUL character in text', async () => {
    const refused = await admin.post('/api/clients', { name: 'Bad\u0000Name', payment_method: 'cash' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ name: ['The name may not contain a NUL character.'] });
  });

  it('a whole number past the database’s integer, in a body or a query', async () => {
    const client = await buildClient(t.app.db);
    const refused = await admin.post(`/api/clients/${client.id}/addresses`, { address1: '1 King St', region_id: 2_147_483_648 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ region_id: ['The region id is too large.'] });
    const page = await admin.get('/api/clients?page=99999999999');
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toEqual({ page: ['The page is too large.'] });
  });

  it('leaves long numbers in search text and in string fields alone', async () => {
    expect((await admin.get('/api/clients?search=04123456789012')).statusCode).toBe(200);
  });

  it('answers 404 for a path that cannot name a record', async () => {
    for (const id of ['2147483648', '99999999999999999999', '%00']) expect((await admin.get(`/api/clients/${id}`)).statusCode).toBe(404);
  });
});

describe('ids parse strictly', () => {
  it('answers 404 to an id written as anything but digits, in any path', async () => {
    const client = await buildClient(t.app.db);
    expect((await admin.get(`/api/clients/${client.id}`)).statusCode).toBe(200);
    for (const id of [`0x${client.id.toString(16)}`, `${client.id}.0`, `+${client.id}`, '1e1', ' 1', '0']) {
      expect((await admin.get(`/api/clients/${encodeURIComponent(id)}`)).statusCode, id).toBe(404);
      expect((await admin.get(`/api/clients/${encodeURIComponent(id)}/addresses`)).statusCode, id).toBe(404);
    }
  });

  it('refuses an id in a body written as hex or in exponent form, on its field', async () => {
    const refused = await admin.post('/api/users', {
      name: 'Hex Id',
      email: 'hex@example.com',
      role_id: '0x10',
      password: 'long enough pass',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('role_id');
  });
});

describe('bodies nested past any real form are refused before anything recursive reads them', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers 400 in the error shape, to a guest at /login as to anyone', async () => {
    for (const depth of [maxBodyNesting, 3_000, 100_000]) {
      const guest = createClient(t.app);
      await guest.get('/sanctum/csrf-cookie');
      const refused = await guest.request({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":${nested(depth)}}`,
      });
      expect(refused.statusCode, String(depth)).toBe(400);
      expect(refused.json()).toEqual({ message: 'The request body is nested too deeply.' });
    }
    const refused = await admin.post('/api/clients', JSON.parse(`{"name":${nested(3_000)}}`) as object);
    expect(refused.statusCode).toBe(400);
    const quoted = await admin.post('/api/clients', { name: nested(3_000), payment_method: 'cash' });
    expect(quoted.statusCode, 'brackets inside a string are text').toBe(422);
  });

  it('lets a body nested as deep as a real form through to validation', async () => {
    const answered = await admin.post('/api/clients', JSON.parse(`{"name":${nested(maxBodyNesting - 1)}}`) as object);
    expect(answered.statusCode).toBe(422);
  });
});
