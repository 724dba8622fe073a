import { afterAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/api/users';
import { createDemoApp, demo } from '../../test/demo';
import { expectDeleted, roleId, userId } from '../../test/inspect';
import { signIn } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';

const { t, roles, admin } = await createDemoApp('admin');
afterAll(() => t.close());
const contractorRole = roles.Contractor.id;
let seq = 0;
// The demo's second office user, for the role filter.
await buildUser(t.app.db, { name: 'Tom Nguyen', email: 'office2@example.com', roleId: roles.Office.id });
// Fifteen people whose names and e-mails sort the same in every collation; e-mails run backwards.
for (let i = 1; i <= 15; i++) {
  await buildUser(t.app.db, {
    name: `Pager ${String(i).padStart(2, '0')}`,
    email: `pager-${String(16 - i).padStart(2, '0')}@example.com`,
    roleId: contractorRole,
  });
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nina Park',
  email: `nina-${++seq}@example.com`,
  role_id: contractorRole,
  password: 'correct-horse',
  password_confirmation: 'correct-horse',
  ...overrides,
});

describe('the users list', () => {
  it('pages with the Laravel meta shape', async () => {
    const response = await admin.get('/api/users?page=2&count=10&sort=name&direction=asc&search=pager');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 10, from: 11, to: 15, total: 15 });
    expect(body.data.map((u: User) => u.name)).toEqual(['Pager 11', 'Pager 12', 'Pager 13', 'Pager 14', 'Pager 15']);
    expect(body.data[0]).not.toHaveProperty('password_hash');
    expect(body.data[0]).not.toHaveProperty('passwordHash');
  });

  it('sorts by name and by e-mail in both directions', async () => {
    const names = async (query: string) =>
      ((await admin.get(`/api/users?count=20&search=pager&${query}`)).json().data as User[]).map((u) => u.name);
    const ascending = Array.from({ length: 15 }, (_, i) => `Pager ${String(i + 1).padStart(2, '0')}`);
    expect(await names('sort=name&direction=asc')).toEqual(ascending);
    expect(await names('sort=name&direction=desc')).toEqual([...ascending].reverse());
    expect(await names('sort=email&direction=asc')).toEqual([...ascending].reverse());
    expect(await names('sort=email&direction=desc')).toEqual(ascending);
  });

  it('searches name and e-mail, taking % and _ literally', async () => {
    expect((await admin.get('/api/users?search=pager-07@')).json().meta.total).toBe(1);
    expect((await admin.get('/api/users?search=Sam%20Taylor')).json().data[0].email).toBe(demo.contractor);
    expect((await admin.get('/api/users?search=%25')).json().meta.total).toBe(0);
    expect((await admin.get('/api/users?search=_')).json().meta.total).toBe(0);
  });

  it('filters by role', async () => {
    const office = await roleId(t.app, 'Office');
    const body = (await admin.get(`/api/users?filters=${encodeURIComponent(JSON.stringify({ role_id: office }))}`)).json();
    expect(body.data.map((u: User) => u.email).sort()).toEqual(['office2@example.com', demo.office]);
  });

  it('filters those who do visits: roles without office permissions, prices and notes allowed (decision 014)', async () => {
    const pricesAndNotes = await buildUser(t.app.db, { name: 'Pricey Notetaker', permissions: ['task_price', 'manage_notes'] });
    const oneOfficeKey = await buildUser(t.app.db, { name: 'Only Reschedules', permissions: ['reschedule'] });
    const ask = async (doesVisits: boolean) => {
      const filters = encodeURIComponent(JSON.stringify({ does_visits: doesVisits }));
      const body = (await admin.get(`/api/users?count=100&filters=${filters}`)).json();
      expect(body.meta.total).toBe(body.data.length);
      return (body.data as User[]).map((u) => u.name);
    };
    const visiting = await ask(true);
    expect(visiting).toContain('Sam Taylor');
    expect(visiting).toContain('Pager 01');
    expect(visiting).toContain(pricesAndNotes.name);
    for (const office of ['Alex Morgan', 'Priya Shah', 'Tom Nguyen', 'Helen Brooks', oneOfficeKey.name])
      expect(visiting).not.toContain(office);
    const officeStaff = await ask(false);
    expect(officeStaff.sort()).toEqual(['Alex Morgan', 'Helen Brooks', oneOfficeKey.name, 'Priya Shah', 'Tom Nguyen'].sort());
    const everybody = (await admin.get('/api/users?count=100')).json().meta.total;
    expect(visiting.length + officeStaff.length).toBe(everybody);
  });

  it.each([
    ['filters={"does_visits":"yes"}', 'filters.does_visits'],
    ['sort=password_hash', 'sort'],
    ['sort=name;drop', 'sort'],
    ['direction=sideways', 'direction'],
    ['count=15', 'count'],
    ['page=0', 'page'],
    ['filters=oops', 'filters'],
  ])('refuses %s with 422 on %s', async (query, field) => {
    const response = await admin.get(`/api/users?${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(response.json().message).toBe(response.json().errors[field][0]);
  });

  it('answers a page past the end with no rows and the true totals', async () => {
    const body = (await admin.get('/api/users?page=9&search=pager')).json();
    expect(body).toEqual({ data: [], meta: { current_page: 9, last_page: 2, per_page: 10, from: null, to: null, total: 15 } });
  });
});

describe('creating, editing and deleting a user', () => {
  it('creates a user with a normalised ABN and BSB who can then sign in', async () => {
    const input = newUser({ abn: '51 824 753 556', bank_bsb: '062-000', phone: ' ', legal_name: 'Nina Park' });
    const response = await admin.post('/api/users', input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Nina Park', email: input.email, abn: '51824753556', bank_bsb: '062000', phone: null });
    expect(response.json().role).toEqual({ id: contractorRole, name: 'Contractor' });
    const me = await (await signIn(t.app, input.email, 'correct-horse')).get('/api/user');
    expect(me.json().email).toBe(input.email);
  });

  it('edits a user and keeps the password when none is sent', async () => {
    const input = newUser();
    const id = (await admin.post('/api/users', input)).json().id;
    const { password: _, password_confirmation: __, ...rest } = input;
    const response = await admin.put(`/api/users/${id}`, {
      ...rest,
      name: 'Nina Park-Lee',
      email: input.email.toUpperCase(),
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Nina Park-Lee');
    await signIn(t.app, input.email, 'correct-horse');
  });

  it('sets a new password on edit, 64 characters and more allowed', async () => {
    const input = newUser();
    const id = (await admin.post('/api/users', input)).json().id;
    const long = 'a long passphrase that goes on and on and on, well past sixty-four characters';
    const response = await admin.put(`/api/users/${id}`, { ...input, password: long, password_confirmation: long });
    expect(response.statusCode).toBe(200);
    await signIn(t.app, input.email, long);
  });

  it('ignores fields nobody sets through this form', async () => {
    const input = newUser({ id: 1, active: false, password_hash: 'x', permissions: ['users'], created_at: '2001-01-01' });
    const response = await admin.post('/api/users', input);
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(1);
    expect(response.json().created_at).not.toMatch(/^2001/);
    await signIn(t.app, input.email, 'correct-horse');
  });

  it('deletes a user, but never yourself', async () => {
    const id = (await admin.post('/api/users', newUser())).json().id;
    await expectDeleted(admin, `/api/users/${id}`);
    expect((await admin.delete(`/api/users/${id}`)).statusCode).toBe(404);
    const self = await admin.delete(`/api/users/${await userId(t.app, demo.admin)}`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ message: 'You cannot delete your own account.' });
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });

  it('answers 404 for a user that does not exist or an id that is not one', async () => {
    for (const url of ['/api/users/999999', '/api/users/abc', '/api/users/-1']) {
      expect((await admin.get(url)).statusCode).toBe(404);
      expect((await admin.put(url, newUser())).statusCode).toBe(404);
    }
  });
});

describe('user validation', () => {
  const errorsOf = async (method: 'post' | 'put', url: string, payload: unknown) => {
    const response = await admin[method](url, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    return body.errors as Record<string, string[]>;
  };

  it('names every missing required field', async () => {
    const errors = await errorsOf('post', '/api/users', {});
    expect(errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      role_id: ['The role field is required.'],
      password: ['The password field is required.'],
    });
    const response = await admin.post('/api/users', {});
    expect(response.json().message).toBe('The name field is required. (and 3 more errors)');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    [{ email: demo.office.toUpperCase() }, 'email', 'The email has already been taken.'],
    [{ abn: '51 824 753 557' }, 'abn', 'The ABN is not a valid Australian business number.'],
    [{ abn: '1234' }, 'abn', 'The ABN is not a valid Australian business number.'],
    [{ bank_bsb: '06200' }, 'bank_bsb', 'The BSB must be 6 digits.'],
    [{ bank_bsb: '062-0001' }, 'bank_bsb', 'The BSB must be 6 digits.'],
    [{ password: 'short12', password_confirmation: 'short12' }, 'password', 'The password must be at least 8 characters.'],
    [{ password_confirmation: 'something-else' }, 'password', 'The password confirmation does not match.'],
    [{ role_id: 999999 }, 'role_id', 'The selected role is invalid.'],
    [{ name: '   ' }, 'name', 'The name field is required.'],
  ])('refuses %j on %s', async (overrides, field, message) => {
    const errors = await errorsOf('post', '/api/users', newUser(overrides));
    expect(errors[field]).toEqual([message]);
  });

  it('refuses on edit what it refuses on create, but not a missing password', async () => {
    const input = newUser();
    const id = (await admin.post('/api/users', input)).json().id;
    const { password: _, password_confirmation: __, ...withoutPassword } = input;
    expect((await admin.put(`/api/users/${id}`, withoutPassword)).statusCode).toBe(200);
    expect(await errorsOf('put', `/api/users/${id}`, { ...withoutPassword, email: demo.office })).toEqual({
      email: ['The email has already been taken.'],
    });
    expect(await errorsOf('put', `/api/users/${id}`, { ...withoutPassword, password: 'short', password_confirmation: 'short' })).toEqual({
      password: ['The password must be at least 8 characters.'],
    });
    expect(await errorsOf('put', `/api/users/${id}`, { ...withoutPassword, abn: '11 111 111 111' })).toHaveProperty('abn');
  });
});
