import { afterAll, describe, expect, it } from 'vitest';
import type { Client as ClientRecord } from '../../../shared/api/clients';
import { buildClient, buildRegion } from '../../test/client-factories';
import { createDemoApp, demo } from '../../test/demo';
import { auditTrail, expectDeleted } from '../../test/inspect';
import { type Client, signIn } from '../../test/test-app';

const { t, admin, office, bookkeeper } = await createDemoApp('admin', 'office', 'bookkeeper');
afterAll(() => t.close());
// NSW, for the other client's address in the main-address test.
await buildRegion(t.app.db);
const ids: Record<string, number> = {};
for (const [name, active] of [
  ['Zztest Charlie', true],
  ['Zztest Alpha', true],
  ['Zztest Delta', false],
  ['Zztest Bravo', true],
] as const) {
  ids[name] = (await buildClient(t.app.db, { name, active, address: null })).id;
}
expect((await admin.post(`/api/clients/${ids['Zztest Bravo']}/suspend`, { suspend_reason: 'Unpaid invoices' })).statusCode).toBe(200);

async function makeClient(as: Client, name: string, active = true): Promise<ClientRecord> {
  const response = await as.post('/api/clients', { name, active });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json();
}

const names = async (as: Client, query: string) =>
  ((await as.get(`/api/clients?search=zztest&${query}`)).json().data as ClientRecord[]).map((c) => c.name);
const filter = (state: string) => `filters=${encodeURIComponent(JSON.stringify({ state }))}`;

describe('the clients list', () => {
  it('sorts by name both ways, 20 a page by default', async () => {
    expect(await names(office, '')).toEqual(['Zztest Alpha', 'Zztest Bravo', 'Zztest Charlie', 'Zztest Delta']);
    expect(await names(office, 'sort=name&direction=desc')).toEqual(['Zztest Delta', 'Zztest Charlie', 'Zztest Bravo', 'Zztest Alpha']);
    const body = (await office.get('/api/clients?search=zztest')).json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 20, from: 1, to: 4, total: 4 });
    expect((await office.get('/api/clients?search=zztest&page=2')).json()).toMatchObject({ data: [], meta: { current_page: 2, total: 4 } });
  });

  it('filters active, inactive and suspended, and refuses another state', async () => {
    expect(await names(office, filter('active'))).toEqual(['Zztest Alpha', 'Zztest Bravo', 'Zztest Charlie']);
    expect(await names(office, filter('inactive'))).toEqual(['Zztest Delta']);
    expect(await names(office, filter('suspended'))).toEqual(['Zztest Bravo']);
    const refused = await office.get(`/api/clients?${filter('gone')}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'filters.state': ['The state must be active, inactive or suspended.'] });
  });

  it('searches by any part of the name, case-insensitively, with wildcards taken literally', async () => {
    const search = async (text: string) =>
      ((await office.get(`/api/clients?search=${encodeURIComponent(text)}`)).json().data as ClientRecord[]).map((c) => c.name);
    expect(await search('EST CHAR')).toEqual(['Zztest Charlie']);
    expect(await search('zztest_')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it('shows owing (nothing for a client never invoiced) only to holders of manage_accounts', async () => {
    const seen = (await bookkeeper.get('/api/clients?search=zztest')).json().data[0];
    expect(seen).toHaveProperty('owing', 0);
    const unseen = (await office.get('/api/clients?search=zztest')).json().data[0];
    expect(unseen).not.toHaveProperty('owing');
    expect(unseen).toMatchObject({ last_issued: null, address: null, invoice_schedule: 'month', payment_method: 'terms' });
  });

  it('refuses a contractor, an unknown sort and a page size not offered', async () => {
    const contractor = await signIn(t.app, demo.contractor);
    expect((await contractor.get('/api/clients')).statusCode).toBe(403);
    expect((await contractor.get(`/api/clients/${ids['Zztest Alpha']}`)).statusCode).toBe(403);
    expect((await office.get('/api/clients?sort=owing')).statusCode).toBe(422);
    expect((await office.get('/api/clients?count=15')).statusCode).toBe(422);
  });
});

describe('saving clients', () => {
  it('creates, reads, renames and deletes a client, auditing each and touching the clients cache', async () => {
    const before = (await office.get('/api/cache-check')).json().clients;
    const created = await office.post('/api/clients', { name: '  Harbour Dental ', active: false });
    expect(created.statusCode).toBe(201);
    const client: ClientRecord = created.json();
    expect(client).toMatchObject({
      name: 'Harbour Dental',
      active: false,
      suspended: false,
      suspend_reason: null,
      suspend_to: null,
      address_id: null,
    });
    const touched = (await office.get('/api/cache-check')).json().clients;
    expect(touched).not.toBe(before);
    expect((await office.get(`/api/clients/${client.id}`)).json()).toEqual(client);
    const renamed = await office.put(`/api/clients/${client.id}`, { name: 'Harbour Dental Group', active: true });
    expect(renamed.json()).toMatchObject({ name: 'Harbour Dental Group', active: true });
    await expectDeleted(office, `/api/clients/${client.id}`);
    const entries = await auditTrail(admin, 'clients', client.id);
    expect(entries.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[1].changes).toEqual({ name: { from: 'Harbour Dental', to: 'Harbour Dental Group' }, active: { from: false, to: true } });
  });

  it('saves the active toggle alone, leaving everything else', async () => {
    const client = await makeClient(office, 'Toggle Pty Ltd');
    const saved = (await office.put(`/api/clients/${client.id}`, { active: false })).json();
    expect(saved).toEqual({ ...client, active: false, updated_at: saved.updated_at });
  });

  it('saves every setting', async () => {
    const client = await makeClient(office, 'Settings Pty Ltd');
    const settings = {
      payment_method: 'terms',
      payment_terms: 30,
      invoice_schedule: 'fortnight',
      invoice_start: '2025-07-01',
      payment_type: 'prepaid',
      billing_address1: 'Accounts Payable',
      billing_address2: 'PO Box 12',
      billing_address3: null,
      billing_city: 'Sydney',
      auto_invoice: true,
      auto_remind: true,
      require_photos: true,
      active: true,
    };
    const saved = await office.put(`/api/clients/${client.id}`, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(settings);
  });

  it('applies payment terms, invoice schedule and invoice start only with payment method terms', async () => {
    const client = await makeClient(office, 'Terms Pty Ltd');
    const missing = await office.put(`/api/clients/${client.id}`, { payment_method: 'terms' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      payment_terms: ['The payment terms field is required when the payment method is terms.'],
      invoice_schedule: ['The invoice schedule field is required when the payment method is terms.'],
    });
    const cash = await office.put(`/api/clients/${client.id}`, {
      payment_method: 'cash',
      payment_terms: 60,
      invoice_schedule: 'week',
      invoice_start: '2025-01-01',
    });
    expect(cash.json()).toMatchObject({ payment_method: 'cash', payment_terms: 14, invoice_schedule: 'month', invoice_start: null });
    // Without a method in the request, the stored one (cash) decides.
    expect((await office.put(`/api/clients/${client.id}`, { payment_terms: 60 })).json()).toMatchObject({ payment_terms: 14 });
    const terms = await office.put(`/api/clients/${client.id}`, { payment_method: 'terms', payment_terms: 7, invoice_schedule: 'week' });
    expect(terms.json()).toMatchObject({ payment_method: 'terms', payment_terms: 7, invoice_schedule: 'week' });
  });

  it.each([
    [{}, { name: ['The name field is required.'] }],
    [{ name: '   ' }, { name: ['The name field is required.'] }],
    [{ name: 'x'.repeat(256) }, { name: ['The name may not be greater than 255 characters.'] }],
    [{ name: 'X', active: 'yes' }, { active: expect.any(Array) }],
  ])('refuses to create %j', async (payload, errors) => {
    const response = await office.post('/api/clients', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: expect.any(String), errors });
  });

  it.each([
    [{ payment_method: 'cheque' }, { payment_method: ['The payment method must be terms or cash.'] }],
    [
      { payment_method: 'terms', payment_terms: -1, invoice_schedule: 'week' },
      { payment_terms: ['The payment terms may not be negative.'] },
    ],
    [
      { payment_method: 'terms', payment_terms: 7, invoice_schedule: 'day' },
      { invoice_schedule: ['The invoice schedule must be month, fortnight or week.'] },
    ],
    [{ invoice_start: '2025-02-30' }, { invoice_start: ['The invoice start must be a date in the form YYYY-MM-DD.'] }],
    [{ payment_type: 'later' }, { payment_type: ['The payment type must be postpaid or prepaid.'] }],
    [{ name: '' }, { name: ['The name field is required.'] }],
  ])('refuses settings %j', async (payload, errors) => {
    const response = await office.put(`/api/clients/${ids['Zztest Alpha']}`, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it("takes only one of the client's own addresses as its main address", async () => {
    const other = await makeClient(office, 'Other Sites Pty Ltd');
    const nsw = (await office.get('/api/regions')).json().data.find((r: { code: string }) => r.code === 'NSW').id;
    const address = (await office.post(`/api/clients/${other.id}/addresses`, { address1: '1 Other St', region_id: nsw })).json();
    const response = await office.put(`/api/clients/${ids['Zztest Alpha']}`, { address_id: address.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ address_id: ['The selected address is invalid.'] });
  });

  it('lets view_clients read but not write, and answers 404 for a client that does not exist', async () => {
    const id = ids['Zztest Alpha'];
    expect((await bookkeeper.get(`/api/clients/${id}`)).statusCode).toBe(200);
    expect((await bookkeeper.post('/api/clients', { name: 'Nope' })).statusCode).toBe(403);
    expect((await bookkeeper.put(`/api/clients/${id}`, { active: false })).statusCode).toBe(403);
    expect((await bookkeeper.delete(`/api/clients/${id}`)).statusCode).toBe(403);
    expect((await office.get('/api/clients/999999')).statusCode).toBe(404);
    expect((await office.put('/api/clients/999999', { active: true })).statusCode).toBe(404);
    expect((await office.delete('/api/clients/999999')).statusCode).toBe(404);
  });
});
