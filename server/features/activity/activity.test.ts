import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../../shared/api/activity';
import { demo } from '../../test/demo';
import { makeUser, seedDemo } from '../../test/factories';
import { type Client, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Client;
/** activity_log without task_price: reads the trail, never a price in it. */
let auditor: Client;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.db);
  admin = await signIn(t.app, demo.admin);
  auditor = await signIn(t.app, (await makeUser(t.app.db, { permissions: ['activity_log'] })).email);
});
afterAll(() => t.close());

const entryOf = async (client: Client, search: string) => {
  const page = (await client.get(`/api/activity-log?search=${encodeURIComponent(search)}&count=10`)).json();
  return (page.data as Activity[]).find((entry) => entry.subject_type === 'tasks' && entry.action === 'update');
};

describe('GET /api/activity-log', () => {
  it('shows a price change to task_price holders only; others see the rest of the change', async () => {
    const name = `Audit price ${Date.now().toString(36)}`;
    const created = await admin.post('/api/tasks', { name, price: 10000, contractor_percentage: 80 });
    expect(created.statusCode, created.body).toBe(201);
    const updated = await admin.put(`/api/tasks/${created.json().id}`, { name, description: 'Now with skirting', price: 12000, contractor_percentage: 75 });
    expect(updated.statusCode, updated.body).toBe(200);

    const full = await entryOf(admin, name);
    expect(full?.changes).toMatchObject({ price: { from: 10000, to: 12000 }, contractorPercentage: { from: 80, to: 75 } });
    const hidden = await entryOf(auditor, name);
    expect(hidden?.changes).toMatchObject({ description: { to: 'Now with skirting' } });
    expect(Object.keys(hidden?.changes ?? {}).filter((key) => /price|percentage|amount|total/i.test(key))).toEqual([]);
  });
});
