import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp, demo } from '../../test/demo';
import { buildVendor } from '../../test/expense-factories';
import { auditTrail, createdId, expectDeleted } from '../../test/inspect';
import { signIn } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';

const { t, bookkeeper, admin, people } = await createDemoApp('bookkeeper', 'admin');
afterAll(() => t.close());

const cacheTime = async () => (await bookkeeper.get('/api/cache-check')).json().vendors as string | null;

describe('vendors', () => {
  it('creates, reads, updates and deletes a vendor, auditing each and moving the cache time', async () => {
    const before = await cacheTime();
    const created = await bookkeeper.post('/api/vendors', {
      name: '  Bunnings Warehouse ',
      trading_name: 'Bunnings',
      abn: '51 824 753 556',
      phone: '02 9876 5432',
      email: 'accounts@bunnings.example',
      gst_registered: true,
    });
    const id = createdId(created);
    expect(created.json()).toEqual({
      id,
      name: 'Bunnings Warehouse',
      trading_name: 'Bunnings',
      abn: '51824753556',
      formatted_abn: '51 824 753 556',
      phone: '02 9876 5432',
      email: 'accounts@bunnings.example',
      user_id: null,
      user_name: null,
      gst_registered: true,
    });
    const afterCreate = await cacheTime();
    expect(afterCreate).not.toBeNull();
    expect(afterCreate).not.toBe(before);
    expect((await bookkeeper.get(`/api/vendors/${id}`)).json()).toEqual(created.json());

    const contractorId = people.contractor.id;
    const updated = await bookkeeper.put(`/api/vendors/${id}`, {
      name: 'Sam Taylor Cleaning',
      abn: '',
      user_id: contractorId,
      gst_registered: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Sam Taylor Cleaning',
      abn: null,
      formatted_abn: null,
      trading_name: null,
      email: null,
      user_id: contractorId,
      user_name: 'Sam Taylor',
      gst_registered: false,
    });
    expect(await cacheTime()).not.toBe(afterCreate);

    await expectDeleted(bookkeeper, `/api/vendors/${id}`);
    const entries = await auditTrail(admin, 'vendors', id);
    expect(entries.map((a) => [a.action, a.user_name])).toEqual([
      ['delete', 'Helen Brooks'],
      ['update', 'Helen Brooks'],
      ['create', 'Helen Brooks'],
    ]);
    expect(entries[1].changes).toMatchObject({
      name: { from: 'Bunnings Warehouse', to: 'Sam Taylor Cleaning' },
      abn: { from: '51824753556', to: null },
    });
  });

  it.each([
    [{}, { name: ['The name field is required.'] }],
    [{ name: 'X', abn: '51 824 753 557' }, { abn: ['The ABN is not a valid Australian business number.'] }],
    [{ name: 'X', abn: '1234' }, { abn: ['The ABN is not a valid Australian business number.'] }],
    [{ name: 'X', email: 'not-an-email' }, { email: ['The email must be a valid email address.'] }],
    [{ name: 'X', phone: '12' }, { phone: ['The phone number is not a valid phone number.'] }],
    [{ name: 'X', gst_registered: 'yes' }, { gst_registered: ['The GST registered field must be true or false.'] }],
    [{ name: 'X', user_id: 999_999 }, { user_id: ['The selected user is invalid.'] }],
    [{ name: 'X', user_id: 'abc' }, { user_id: ['The selected user is invalid.'] }],
    [{ name: 'X', user_id: -1 }, { user_id: ['The selected user is invalid.'] }],
    [{ name: 'x'.repeat(151) }, { name: ['The name may not be greater than 150 characters.'] }],
  ])('refuses %j with 422 and writes nothing', async (payload, errors) => {
    const total = (await bookkeeper.get('/api/vendors')).json().meta.total;
    const response = await bookkeeper.post('/api/vendors', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect((await bookkeeper.get('/api/vendors')).json().meta.total).toBe(total);
  });

  it('links a person to at most one vendor', async () => {
    const person = await buildUser(t.app.db, { name: 'Jo Vendor' });
    const first = await buildVendor(t.app.db, { name: 'Jo Cleaning', userId: person.id });
    const refused = await bookkeeper.post('/api/vendors', { name: 'Another', user_id: person.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ user_id: ['Jo Vendor is already the vendor Jo Cleaning.'] });
    // Saving the vendor that holds the link keeps it.
    expect((await bookkeeper.put(`/api/vendors/${first.id}`, { name: 'Jo Cleaning Co', user_id: person.id })).statusCode).toBe(200);
  });

  it('lists by name, searches by name, ABN with or without spaces and e-mail, and sorts', async () => {
    for (const [name, abn, email] of [
      ['Zz Caltex', '53004085616', 'fuel@caltex.example'],
      ['Zz Ampol', '40004201307', 'a@ampol.example'],
      ['Zz Officeworks', null, 'orders@officeworks.example'],
    ] as const) {
      await buildVendor(t.app.db, { name, abn, email });
    }
    const names = async (query: string) => (await bookkeeper.get(`/api/vendors?${query}`)).json().data.map((v: { name: string }) => v.name);
    expect(await names('search=zz')).toEqual(['Zz Ampol', 'Zz Caltex', 'Zz Officeworks']);
    expect(await names('search=zz&direction=desc')).toEqual(['Zz Officeworks', 'Zz Caltex', 'Zz Ampol']);
    expect(await names('search=53 004 085')).toEqual(['Zz Caltex']);
    expect(await names('search=officeworks.example')).toEqual(['Zz Officeworks']);
    expect((await bookkeeper.get('/api/vendors?sort=phone')).statusCode).toBe(422);
    const page = (await bookkeeper.get('/api/vendors?count=100')).json();
    expect(page.meta.per_page).toBe(100);
  });

  it('offers the active people to link, to holders of vendors only', async () => {
    const list = (await bookkeeper.get('/api/vendor-users')).json().data;
    expect(list).toContainEqual({ id: people.contractor.id, name: 'Sam Taylor', abn: null });
    const office = await signIn(t.app, demo.office);
    expect((await office.get('/api/vendor-users')).statusCode).toBe(403);
    expect((await office.get('/api/vendors')).statusCode).toBe(403);
    const contractor = await signIn(t.app, demo.contractor);
    expect((await contractor.post('/api/vendors', { name: 'Nope' })).statusCode).toBe(403);
  });

  it('answers 404 for a vendor that does not exist', async () => {
    expect((await bookkeeper.get('/api/vendors/999999')).statusCode).toBe(404);
    expect((await bookkeeper.put('/api/vendors/999999', { name: 'Ghost' })).statusCode).toBe(404);
    expect((await bookkeeper.delete('/api/vendors/999999')).statusCode).toBe(404);
  });
});
