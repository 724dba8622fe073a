import { afterAll, describe, expect, it } from 'vitest';
import { buildRegion } from '../../test/client-factories';
import { createDemoApp, demo } from '../../test/demo';
import { activityLog } from '../../test/inspect';
import { type Client, createClient, signIn } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';

const { t, roles, people } = await createDemoApp();
afterAll(() => t.close());
const ids = Object.fromEntries(Object.entries(people).map(([key, user]) => [key, user.id])) as Record<keyof typeof people, number>;
// A state for the suburb the assumed user adds.
await buildRegion(t.app.db);

const assume = (client: Client, id: number) => client.get(`/assume/${id}`);

describe('who may assume whom', () => {
  it('needs the users permission', async () => {
    for (const email of [demo.contractor, demo.bookkeeper]) {
      const client = await signIn(t.app, email);
      const response = await assume(client, ids.otherContractor);
      expect(response.statusCode).toBe(403);
      expect((await client.get('/api/user')).json().assumed_by).toBeNull();
    }
  });

  it('needs the XSRF header, since it changes the session', async () => {
    const admin = await signIn(t.app, demo.admin);
    const missing = await admin.request({ method: 'GET', url: `/assume/${ids.contractor}`, xsrf: false });
    expect(missing.statusCode).toBe(419);
    const wrong = await admin.request({ method: 'GET', url: `/assume/${ids.contractor}`, headers: { 'x-xsrf-token': 'forged' } });
    expect(wrong.statusCode).toBe(419);
    expect((await admin.get('/api/user')).json()).toMatchObject({ email: demo.admin, assumed_by: null });
    const anonymous = createClient(t.app);
    expect((await anonymous.get(`/assume/${ids.contractor}`)).statusCode).toBe(419);
  });

  it('is refused for yourself, for a user who is not there, and for someone holding permissions you lack', async () => {
    const office = await signIn(t.app, demo.office);
    const self = await assume(office, ids.office);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ message: 'You cannot assume yourself.' });
    expect((await assume(office, 999999)).statusCode).toBe(404);
    for (const id of [ids.admin, ids.bookkeeper]) {
      const response = await assume(office, id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot assume a user who holds permissions you do not have.');
    }
    expect((await office.get('/api/user')).json()).toMatchObject({ email: demo.office, assumed_by: null });
  });

  it('is refused for a disabled user', async () => {
    const disabled = await buildUser(t.app.db, { roleId: roles.Contractor.id });
    await t.app.database.executeSql('update users set active = false where id = $1', [disabled.id]);
    expect((await assume(await signIn(t.app, demo.admin), disabled.id)).statusCode).toBe(404);
  });
});

describe('while assuming', () => {
  it('starts a new session as the other user, and /api/user says who is behind it', async () => {
    const admin = await signIn(t.app, demo.admin);
    const before = { session: admin.cookies.cleanup_session, xsrf: admin.cookies['XSRF-TOKEN'] };
    expect((await assume(admin, ids.office)).statusCode).toBe(204);
    expect(admin.cookies.cleanup_session).not.toBe(before.session);
    expect(admin.cookies['XSRF-TOKEN']).not.toBe(before.xsrf);
    const me = (await admin.get('/api/user')).json();
    expect(me).toMatchObject({ email: demo.office, role: { name: 'Office' }, assumed_by: { id: ids.admin, name: 'Alex Morgan' } });
    expect(me.permissions).not.toContain('manage_accounts');
    // The administrator's own cookie from before is dead.
    const replay = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { cleanup_session: before.session } });
    expect(replay.statusCode).toBe(401);
  });

  it('allows no nesting and no user management', async () => {
    const admin = await signIn(t.app, demo.admin);
    await assume(admin, ids.office);
    expect((await assume(admin, ids.contractor)).statusCode).toBe(403);
    const contractor = await buildUser(t.app.db, { roleId: roles.Contractor.id });
    const payload = {
      name: 'While Assuming',
      email: 'while-assuming@example.com',
      role_id: contractor.roleId,
      password: 'long-enough',
      password_confirmation: 'long-enough',
    };
    expect((await admin.post('/api/users', payload)).statusCode).toBe(403);
    expect((await admin.put(`/api/users/${contractor.id}`, payload)).statusCode).toBe(403);
    expect((await admin.delete(`/api/users/${contractor.id}`)).statusCode).toBe(403);
    // Changing the assumed person's own password is user management too.
    const own = await admin.put(`/api/users/${ids.office}`, { ...payload, email: demo.office, role_id: roles.Office.id });
    expect(own.statusCode).toBe(403);
    await signIn(t.app, demo.office, 'cleanup-demo');
    // Reading is still allowed: the office user may list users.
    expect((await admin.get('/api/users')).statusCode).toBe(200);
  });

  it('goes back to your own account with a new session, and the assumed one is dead', async () => {
    const admin = await signIn(t.app, demo.admin);
    await assume(admin, ids.contractor);
    const assumed = admin.cookies.cleanup_session;
    const back = await admin.post('/assume/return');
    expect(back.statusCode).toBe(204);
    expect(admin.cookies.cleanup_session).not.toBe(assumed);
    expect((await admin.get('/api/user')).json()).toMatchObject({ email: demo.admin, assumed_by: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', cookies: { cleanup_session: assumed } })).statusCode).toBe(401);
    const again = await admin.post('/assume/return');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'You are not signed in as another user.' });
  });

  it('needs the XSRF header to return', async () => {
    const admin = await signIn(t.app, demo.admin);
    await assume(admin, ids.contractor);
    expect((await admin.request({ method: 'POST', url: '/assume/return', xsrf: false })).statusCode).toBe(419);
    expect((await admin.get('/api/user')).json().email).toBe(demo.contractor);
  });

  it('names both people in the audit trail', async () => {
    const admin = await signIn(t.app, demo.admin);
    await assume(admin, ids.office);
    const regionId = (await admin.get('/api/regions')).json().data[0].id;
    const created = await admin.post('/api/suburbs', { name: 'Assumedville', code: '2999', region_id: regionId });
    expect(created.statusCode).toBe(201);
    await admin.post('/assume/return');
    const log = await activityLog(admin);
    expect(log.find((a) => a.action === 'assume' && a.subject_id === String(ids.office))).toMatchObject({
      user_name: 'Alex Morgan',
      description: 'Alex Morgan signed in as Priya Shah',
    });
    expect(log.find((a) => a.subject_type === 'suburbs' && a.subject_id === String(created.json().id))).toMatchObject({
      user_id: ids.office,
      user_name: 'Priya Shah',
      original_user_name: 'Alex Morgan',
    });
    expect(log.find((a) => a.action === 'assume_return')).toMatchObject({
      user_id: ids.admin,
      user_name: 'Alex Morgan',
      original_user_name: null,
      description: 'Alex Morgan returned from Priya Shah',
    });
  });
});
