import { afterAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/api/roles';
import { createDemoApp, demo } from '../../test/demo';
import { auditTrail, expectDeleted, roleId } from '../../test/inspect';
import { signIn } from '../../test/test-app';
import { buildRole, buildUser } from '../../test/user-factories';

const { t, roles, admin } = await createDemoApp('admin');
afterAll(() => t.close());
// The demo business's head count: a second office user and four more contractors beside the people the tests name.
await buildUser(t.app.db, { roleId: roles.Office.id });
for (let i = 0; i < 4; i++) await buildUser(t.app.db, { roleId: roles.Contractor.id });

describe('the roles list', () => {
  it('lists the demo roles by name with how many people hold each', async () => {
    const response = await admin.get('/api/roles?sort=name&direction=asc');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toMatchObject({ current_page: 1, total: 4, from: 1, to: 4, last_page: 1, per_page: 10 });
    expect(body.data.map((r: Role) => [r.name, r.users_count])).toEqual([
      ['Administrator', 1],
      ['Bookkeeper', 1],
      ['Contractor', 6],
      ['Office', 2],
    ]);
    const desc = (await admin.get('/api/roles?direction=desc')).json().data.map((r: Role) => r.name);
    expect(desc).toEqual(['Office', 'Contractor', 'Bookkeeper', 'Administrator']);
  });

  it('searches by name and refuses a sort it does not know', async () => {
    expect((await admin.get('/api/roles?search=keep')).json().data.map((r: Role) => r.name)).toEqual(['Bookkeeper']);
    expect((await admin.get('/api/roles?sort=users_count')).statusCode).toBe(422);
  });

  it('lets holders of users read roles (to pick one) but not change them', async () => {
    const office = await signIn(t.app, demo.office);
    expect((await office.get('/api/roles')).statusCode).toBe(200);
    expect((await office.get(`/api/roles/${await roleId(t.app, 'Contractor')}`)).statusCode).toBe(200);
    expect((await office.post('/api/roles', { name: 'Sneaky', permissions: [] })).statusCode).toBe(403);
  });
});

describe('saving roles', () => {
  it('creates a role, adding the parent of every child permission', async () => {
    const response = await admin.post('/api/roles', { name: 'Scheduler', permissions: ['reschedule', 'users'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Scheduler', users_count: 0 });
    expect(response.json().permissions).toEqual(['manage_schedules', 'reschedule', 'settings', 'users']);
    expect((await admin.get(`/api/roles/${response.json().id}`)).json()).toEqual(response.json());
  });

  it('updates a role, and its holders feel it on their next request', async () => {
    const role = await buildRole(t.app.db, { permissions: ['settings', 'users'], name: 'Team Lead' });
    const lead = await buildUser(t.app.db, { roleId: role.id });
    const client = await signIn(t.app, lead.email);
    expect((await client.get('/api/users')).statusCode).toBe(200);
    const response = await admin.put(`/api/roles/${role.id}`, { name: 'Team Leader', permissions: ['task_price'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Team Leader', permissions: ['task_price'], users_count: 1 });
    expect((await client.get('/api/users')).statusCode).toBe(403);
    expect((await client.get('/api/user')).json().permissions).toEqual(['task_price']);
  });

  it.each([
    [{}, 'name', 'The name field is required.'],
    [{ name: '  ' }, 'name', 'The name field is required.'],
    [{ name: 'x'.repeat(101) }, 'name', 'The name may not be greater than 100 characters.'],
    [{ name: 'office' }, 'name', 'The name has already been taken.'],
    [{ name: 'Odd', permissions: 'users' }, 'permissions', 'The permissions field must be a list.'],
    [{ name: 'Odd', permissions: ['users', 'superpowers'] }, 'permissions.1', 'Unknown permission.'],
  ])('refuses %j on %s', async (payload, field, message) => {
    const response = await admin.post('/api/roles', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('keeps names unique on edit, ignoring case, but lets a role keep its own name', async () => {
    const id = await roleId(t.app, 'Bookkeeper');
    const permissions = (await admin.get(`/api/roles/${id}`)).json().permissions;
    expect((await admin.put(`/api/roles/${id}`, { name: 'ADMINISTRATOR', permissions })).statusCode).toBe(422);
    expect((await admin.put(`/api/roles/${id}`, { name: 'BOOKKEEPER', permissions })).statusCode).toBe(200);
    expect((await admin.put(`/api/roles/${id}`, { name: 'Bookkeeper', permissions })).statusCode).toBe(200);
  });

  it('deletes a role nobody holds, and refuses one still held', async () => {
    const spare = await buildRole(t.app.db, { name: 'Spare' });
    await expectDeleted(admin, `/api/roles/${spare.id}`);
    const held = await admin.delete(`/api/roles/${await roleId(t.app, 'Contractor')}`);
    expect(held.statusCode).toBe(422);
    expect(held.json()).toEqual({
      message: 'This role is held by 6 users; give them another role first.',
      errors: { role: ['This role is held by 6 users; give them another role first.'] },
    });
    expect((await admin.delete('/api/roles/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/roles/999999', { name: 'Ghost', permissions: [] })).statusCode).toBe(404);
  });

  it('audits every change with what changed', async () => {
    const id = (await admin.post('/api/roles', { name: 'Audited', permissions: [] })).json().id;
    await admin.put(`/api/roles/${id}`, { name: 'Audited', permissions: ['task_price'] });
    await admin.delete(`/api/roles/${id}`);
    const entries = await auditTrail(admin, 'roles', id);
    expect(entries.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1].changes).toEqual({ permissions: { from: [], to: ['task_price'] } });
    expect(entries.every((a) => a.user_name === 'Alex Morgan')).toBe(true);
  });
});

// A role editor who could grant what they lack could give their own role everything.
describe('no climbing through role editing', () => {
  it('refuses permissions the editor does not hold, on create and on edit', async () => {
    const editorRole = await buildRole(t.app.db, { permissions: ['settings', 'roles', 'users'], name: 'Role Editor' });
    const editor = await signIn(t.app, (await buildUser(t.app.db, { roleId: editorRole.id })).email);
    const create = await editor.post('/api/roles', { name: 'Money', permissions: ['manage_accounts'] });
    expect(create.statusCode).toBe(422);
    expect(Object.keys(create.json().errors)).toEqual(['permissions']);
    const raise = await editor.put(`/api/roles/${editorRole.id}`, {
      name: 'Role Editor',
      permissions: ['settings', 'roles', 'users', 'manage_accounts'],
    });
    expect(raise.statusCode).toBe(422);
    expect((await editor.get('/api/user')).json().permissions).toEqual(['settings', 'users', 'roles']);
    expect((await editor.post('/api/roles', { name: 'Helpers', permissions: ['users'] })).statusCode).toBe(201);
    // Nor may they strip a role above them.
    const strip = await editor.put(`/api/roles/${await roleId(t.app, 'Administrator')}`, { name: 'Administrator', permissions: [] });
    expect(strip.statusCode).toBe(403);
    expect((await admin.get('/api/user')).json().permissions).toContain('manage_accounts');
  });
});
