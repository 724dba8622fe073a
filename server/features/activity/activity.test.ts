import { afterAll, describe, expect, it } from 'vitest';
import type { Activity } from '../../../shared/api/activity';
import { permissionKeys } from '../../../shared/permissions';
import { type Client, createTestApp } from '../../test/test-app';
import { signInWith } from '../../test/user-factories';

const t = await createTestApp();
afterAll(() => t.close());
const { client: admin } = await signInWith(t.app, [...permissionKeys]);
/** activity_log without task_price: reads the trail, never a price in it. */
const { client: auditor } = await signInWith(t.app, ['activity_log']);

const entryOf = async (client: Client, search: string) => {
  const page = (await client.get(`/api/activity-log?search=${encodeURIComponent(search)}&count=10`)).json();
  return (page.data as Activity[]).find((entry) => entry.subject_type === 'tasks' && entry.action === 'update');
};

describe('GET /api/activity-log', () => {
  it('shows a price change to task_price holders only; others see the rest of the change', async () => {
    const name = `Audit price ${Date.now().toString(36)}`;
    const created = await admin.post('/api/tasks', { name, price: 10000, contractor_percentage: 80 });
    expect(created.statusCode, created.body).toBe(201);
    const updated = await admin.put(`/api/tasks/${created.json().id}`, {
      name,
      description: 'Now with skirting',
      price: 12000,
      contractor_percentage: 75,
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const full = await entryOf(admin, name);
    expect(full?.changes).toMatchObject({ price: { from: 10000, to: 12000 }, contractorPercentage: { from: 80, to: 75 } });
    const hidden = await entryOf(auditor, name);
    expect(hidden?.changes).toMatchObject({ description: { to: 'Now with skirting' } });
    expect(Object.keys(hidden?.changes ?? {}).filter((key) => /price|percentage|amount|total/i.test(key))).toEqual([]);
  });

  it('offers sign-ins as one kind, apart from the changes', async () => {
    const { user } = await signInWith(t.app, ['view_clients']);
    const kind = async (filter: string) =>
      (await admin.get(`/api/activity-log?count=100&filters=${encodeURIComponent(JSON.stringify({ kind: filter }))}`)).json()
        .data as Activity[];
    const signIns = await kind('sign_ins');
    expect(signIns.find((entry) => entry.user_id === user.id)).toMatchObject({ action: 'login' });
    expect(signIns.every((entry) => ['login', 'assume', 'assume_return'].includes(entry.action))).toBe(true);
    const changes = await kind('changes');
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.some((entry) => entry.action === 'login')).toBe(false);
    const refused = await admin.get(`/api/activity-log?filters=${encodeURIComponent('{"kind":"logins"}')}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'filters.kind': ['The kind must be changes or sign_ins.'] });
  });
});
