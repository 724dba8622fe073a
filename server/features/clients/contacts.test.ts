import { afterAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../../shared/api/contacts';
import { buildClient } from '../../test/client-factories';
import { createDemoApp, demo } from '../../test/demo';
import { auditTrail, expectDeleted } from '../../test/inspect';
import { signIn } from '../../test/test-app';

const { t, admin, office } = await createDemoApp('admin', 'office');
afterAll(() => t.close());
const clientId = (await buildClient(t.app.db, { name: 'Contacts Pty Ltd' })).id;

const add = async (payload: Record<string, unknown>, id = clientId) => office.post(`/api/clients/${id}/contacts`, payload);

describe('client contacts', () => {
  it('adds, reads, updates and deletes a contact, auditing each', async () => {
    const created = await add({ name: ' Jo Bloggs ', number: '0400 111 222', email: ' Jo@Example.com ', notes: 'Mornings only' });
    expect(created.statusCode).toBe(201);
    const contact: Contact = created.json();
    expect(contact).toEqual({
      id: contact.id,
      client_id: clientId,
      name: 'Jo Bloggs',
      number: '0400 111 222',
      email: 'Jo@Example.com',
      type: 'contact',
      notes: 'Mornings only',
    });
    expect((await office.get(`/api/clients/${clientId}/contacts/${contact.id}`)).json()).toEqual(contact);
    const updated = await office.put(`/api/clients/${clientId}/contacts/${contact.id}`, { name: 'Jo Bloggs', type: 'account', email: '' });
    expect(updated.json()).toMatchObject({ type: 'account', email: null, number: null, notes: null });
    await expectDeleted(office, `/api/clients/${clientId}/contacts/${contact.id}`);
    const actions = (await auditTrail(admin, 'contacts', contact.id)).map((a) => a.action);
    expect(actions).toEqual(['delete', 'update', 'create']);
  });

  it('pages, sorts and searches the client contacts, and lists them all for the recipient choices', async () => {
    const id = (await office.post('/api/clients', { name: 'Listed Pty Ltd' })).json().id;
    await add({ name: 'Cara', email: 'cara@listed.example', type: 'account' }, id);
    await add({ name: 'Abe', email: 'abe@listed.example' }, id);
    await add({ name: 'Bea', number: '0499 000 000' }, id);
    await add({ name: 'Elsewhere' });
    const page = (await office.get(`/api/clients/${id}/contacts`)).json();
    expect(page.meta).toMatchObject({ total: 3, per_page: 10 });
    expect(page.data.map((c: Contact) => c.name)).toEqual(['Abe', 'Bea', 'Cara']);
    expect((await office.get(`/api/clients/${id}/contacts?sort=type&direction=asc`)).json().data.map((c: Contact) => c.name)).toEqual([
      'Cara',
      'Abe',
      'Bea',
    ]);
    expect((await office.get(`/api/clients/${id}/contacts?search=0499`)).json().data.map((c: Contact) => c.name)).toEqual(['Bea']);
    const all = await office.get(`/api/contacts?client=${id}`);
    expect(all.json().data.map((c: Contact) => c.name)).toEqual(['Abe', 'Bea', 'Cara']);
    expect((await office.get('/api/contacts')).statusCode).toBe(422);
    expect((await office.get('/api/contacts?client=999999')).statusCode).toBe(404);
  });

  it.each([
    [{}, { name: ['The name field is required.'] }],
    [{ name: 'X', email: 'not-an-email' }, { email: ['The email must be a valid email address.'] }],
    [{ name: 'X', type: 'boss' }, { type: ['The type must be contact or account.'] }],
  ])('refuses %j', async (payload, errors) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it("keeps each client's contacts to itself, and guards reading and writing", async () => {
    const other = (await office.post('/api/clients', { name: 'Other Pty Ltd' })).json().id;
    const theirs: Contact = (await add({ name: 'Theirs' }, other)).json();
    expect((await office.get(`/api/clients/${clientId}/contacts/${theirs.id}`)).statusCode).toBe(404);
    expect((await office.put(`/api/clients/${clientId}/contacts/${theirs.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await office.delete(`/api/clients/${clientId}/contacts/${theirs.id}`)).statusCode).toBe(404);
    expect((await add({ name: 'x' }, 999999)).statusCode).toBe(404);
    const bookkeeper = await signIn(t.app, demo.bookkeeper);
    expect((await bookkeeper.get(`/api/clients/${other}/contacts`)).statusCode).toBe(200);
    expect((await bookkeeper.get(`/api/contacts?client=${other}`)).statusCode).toBe(200);
    expect((await bookkeeper.post(`/api/clients/${other}/contacts`, { name: 'x' })).statusCode).toBe(403);
    expect((await bookkeeper.delete(`/api/clients/${other}/contacts/${theirs.id}`)).statusCode).toBe(403);
    const contractor = await signIn(t.app, demo.contractor);
    expect((await contractor.get(`/api/clients/${other}/contacts`)).statusCode).toBe(403);
    expect((await contractor.get(`/api/contacts?client=${other}`)).statusCode).toBe(403);
  });
});
