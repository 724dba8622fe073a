import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp, demo } from '../../test/demo';
import { auditTrail, roleId, userId } from '../../test/inspect';
import { signIn } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';

const { t, roles, admin, office } = await createDemoApp('admin', 'office');
afterAll(() => t.close());
const contractorRole = roles.Contractor.id;
let seq = 0;

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: `Guarded ${++seq}`,
  email: `guarded-${seq}@example.com`,
  role_id: contractorRole,
  password: 'correct-horse',
  password_confirmation: 'correct-horse',
  ...overrides,
});

/** The edit form's payload for an existing user, without a password. */
async function editable(id: number) {
  const user = (await admin.get(`/api/users/${id}`)).json();
  return { name: user.name, email: user.email, role_id: user.role_id, phone: user.phone, abn: user.abn, bank_bsb: user.bank_bsb };
}

/** A new password as the edit form sends it: typed twice. */
const newPassword = (password: string) => ({ password, password_confirmation: password });

describe('the audit trail of users', () => {
  it('records create, update and delete with who did it and what changed, never the password', async () => {
    const id = (await admin.post('/api/users', newUser({ name: 'Audit Subject' }))).json().id;
    await admin.put(`/api/users/${id}`, { ...(await editable(id)), phone: '0400 000 001', ...newPassword('new-password-1') });
    await admin.delete(`/api/users/${id}`);
    const entries = await auditTrail(admin, 'users', id);
    expect(entries.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of entries)
      expect(entry).toMatchObject({ user_name: 'Alex Morgan', user_id: await userId(t.app, demo.admin), original_user_name: null });
    expect(entries[1].changes).toEqual({ phone: { from: null, to: '0400 000 001' }, password: 'changed' });
    expect(JSON.stringify(entries)).not.toContain('new-password-1');
    expect(JSON.stringify(entries)).not.toMatch(/argon2/);
  });
});

describe('sessions after a password change', () => {
  it("ends the user's sessions when someone else changes their password", async () => {
    const input = newUser();
    const id = (await admin.post('/api/users', input)).json().id;
    const theirs = await signIn(t.app, input.email, 'correct-horse');
    await admin.put(`/api/users/${id}`, { ...(await editable(id)), ...newPassword('another-pass') });
    expect((await theirs.get('/api/user')).statusCode).toBe(401);
    expect((await admin.get('/api/user')).statusCode).toBe(200);
    await signIn(t.app, input.email, 'another-pass');
  });

  it('ends your other sessions, and keeps this one, when you change your own password', async () => {
    const email = 'self-changer@example.com';
    await admin.post('/api/users', newUser({ email, role_id: await roleId(t.app, 'Office') }));
    const here = await signIn(t.app, email, 'correct-horse');
    const elsewhere = await signIn(t.app, email, 'correct-horse', { ip: '10.9.9.9' });
    const id = await userId(t.app, email);
    const response = await here.put(`/api/users/${id}`, { ...(await editable(id)), ...newPassword('my-new-secret') });
    expect(response.statusCode).toBe(200);
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
  });

  it('leaves sessions alone when the password is not changed', async () => {
    const input = newUser();
    const id = (await admin.post('/api/users', input)).json().id;
    const theirs = await signIn(t.app, input.email, 'correct-horse');
    await admin.put(`/api/users/${id}`, { ...(await editable(id)), name: 'Renamed Only' });
    expect((await theirs.get('/api/user')).statusCode).toBe(200);
  });
});

// Office holds `users` but not `roles`, nor the money permissions of the Bookkeeper and Administrator.
describe('no climbing through user management', () => {
  it('refuses to give a role with permissions you do not hold', async () => {
    const response = await office.post('/api/users', newUser({ role_id: await roleId(t.app, 'Administrator') }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['role_id']);
    expect((await office.post('/api/users', newUser({ role_id: await roleId(t.app, 'Bookkeeper') }))).statusCode).toBe(422);
    expect((await office.post('/api/users', newUser())).statusCode).toBe(201);
    expect((await office.post('/api/users', newUser({ role_id: await roleId(t.app, 'Office') }))).statusCode).toBe(201);
  });

  it('refuses to raise your own role', async () => {
    const id = await userId(t.app, demo.office);
    const response = await office.put(`/api/users/${id}`, { ...(await editable(id)), role_id: await roleId(t.app, 'Administrator') });
    expect(response.statusCode).toBe(422);
    expect((await office.get('/api/user')).json().role.name).toBe('Office');
  });

  it('refuses to edit or delete someone holding permissions you lack', async () => {
    for (const email of [demo.admin, demo.bookkeeper]) {
      const id = await userId(t.app, email);
      const edit = await office.put(`/api/users/${id}`, { ...(await editable(id)), ...newPassword('taken-over!') });
      expect(edit.statusCode).toBe(403);
      expect((await office.delete(`/api/users/${id}`)).statusCode).toBe(403);
    }
    await signIn(t.app, demo.admin);
    expect((await admin.get(`/api/users/${await userId(t.app, demo.bookkeeper)}`)).statusCode).toBe(200);
  });

  it('lets you manage people within your reach', async () => {
    const contractor = await buildUser(t.app.db, { roleId: contractorRole });
    const edit = await office.put(`/api/users/${contractor.id}`, { ...(await editable(contractor.id)), name: 'Edited By Office' });
    expect(edit.statusCode).toBe(200);
    expect((await office.delete(`/api/users/${contractor.id}`)).statusCode).toBe(204);
  });
});
