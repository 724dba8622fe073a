import { afterAll, describe, expect, it } from 'vitest';
import type { ClientAddress } from '../../../shared/api/client-addresses';
import { buildCity, buildClient, buildRegion, buildSuburb } from '../../test/client-factories';
import { createDemoApp, demo } from '../../test/demo';
import { activityLog, auditTrail, expectDeleted } from '../../test/inspect';
import { signIn } from '../../test/test-app';
import { buildTaskGroup } from '../../test/visit-factories';

const { t, admin, office } = await createDemoApp('admin', 'office');
afterAll(() => t.close());
const nsw = (await buildRegion(t.app.db)).id;
const vic = (await buildRegion(t.app.db, { code: 'VIC', name: 'Victoria' })).id;
const sydney = await buildCity(t.app.db, { name: 'Sydney', regionId: nsw });
const suburb = await buildSuburb(t.app.db, { name: 'Newtown', code: '2042', regionId: nsw });
const clientId = (await buildClient(t.app.db, { name: 'Sites Pty Ltd', address: null })).id;

const add = async (payload: Record<string, unknown>, id = clientId) =>
  office.post(`/api/clients/${id}/addresses`, { region_id: nsw, ...payload });

describe('client addresses', () => {
  it('adds an address with its look-ups, fills suburb and postcode from the suburb, and makes the first one the main address', async () => {
    const response = await add({
      name: 'Head office',
      address1: 'Level 2',
      address2: '10 King St',
      suburb_id: suburb.id,
      city_id: sydney.id,
      phone1: '02 9000 0000',
    });
    expect(response.statusCode).toBe(201);
    const address: ClientAddress = response.json();
    expect(address).toMatchObject({
      client_id: clientId,
      name: 'Head office',
      city: suburb.name,
      postcode: suburb.code,
      suburb_id: suburb.id,
      region_id: nsw,
      division_id: nsw,
      city_id: sydney.id,
      readable: `Level 2, 10 King St, ${suburb.name} NSW ${suburb.code}`,
    });
    const client = (await office.get(`/api/clients/${clientId}`)).json();
    expect(client).toMatchObject({ address_id: address.id, address });
    // A second address leaves the main one alone.
    await add({ address1: '5 Side St', city: 'Parramatta', postcode: '2150' });
    expect((await office.get(`/api/clients/${clientId}`)).json().address_id).toBe(address.id);
  });

  it('pages 5 by default, offers 5 and 10, sorts and searches', async () => {
    const id = (await office.post('/api/clients', { name: 'Many Sites Pty Ltd' })).json().id;
    for (let n = 1; n <= 7; n++) await add({ address1: `${n} Paging St`, name: `Site ${n}` }, id);
    const first = (await office.get(`/api/clients/${id}/addresses`)).json();
    expect(first.meta).toMatchObject({ per_page: 5, total: 7, last_page: 2 });
    expect(first.data.map((a: ClientAddress) => a.address1)).toEqual([
      '1 Paging St',
      '2 Paging St',
      '3 Paging St',
      '4 Paging St',
      '5 Paging St',
    ]);
    expect((await office.get(`/api/clients/${id}/addresses?count=10&sort=name&direction=desc`)).json().data[0].name).toBe('Site 7');
    expect((await office.get(`/api/clients/${id}/addresses?count=20`)).statusCode).toBe(422);
    expect((await office.get(`/api/clients/${id}/addresses?search=6%20pag`)).json().data.map((a: ClientAddress) => a.name)).toEqual([
      'Site 6',
    ]);
  });

  it('updates and deletes an address, auditing each', async () => {
    const address: ClientAddress = (await add({ address1: '1 Old Rd' })).json();
    const updated = await office.put(`/api/clients/${clientId}/addresses/${address.id}`, {
      address1: '2 New Rd',
      region_id: vic,
      city: 'Fitzroy',
      postcode: '3065',
    });
    expect(updated.json()).toMatchObject({ address1: '2 New Rd', region_id: vic, readable: '2 New Rd, Fitzroy VIC 3065' });
    expect((await office.get(`/api/clients/${clientId}/addresses/${address.id}`)).json()).toEqual(updated.json());
    await expectDeleted(office, `/api/clients/${clientId}/addresses/${address.id}`);
    const actions = (await auditTrail(admin, 'client_addresses', address.id)).map((a) => a.action);
    expect(actions).toEqual(['delete', 'update', 'create']);
  });

  it('refuses to delete the main address or one a task group uses', async () => {
    const main = (await office.get(`/api/clients/${clientId}`)).json().address_id;
    const refused = await office.delete(`/api/clients/${clientId}/addresses/${main}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "This is the client's main address. Choose another main address in the client settings before deleting it.",
    );
    const used: ClientAddress = (await add({ address1: '9 Busy St' })).json();
    await buildTaskGroup(t.app.db, { clientId, name: 'Weekly clean', addressId: used.id });
    const busy = await office.delete(`/api/clients/${clientId}/addresses/${used.id}`);
    expect(busy.statusCode).toBe(422);
    expect(busy.json().message).toBe(
      'This address is used by the task group "Weekly clean". Move that task group to another address first.',
    );
  });

  it.each([
    [
      { region_id: undefined, address1: undefined },
      { address1: ['The address line 1 field is required.'], region_id: ['The state field is required.'] },
    ],
    [{ address1: 'x', region_id: 999999 }, { region_id: ['The selected state is invalid.'] }],
    [{ address1: 'x', city_id: 999999 }, { city_id: ['The selected city is invalid.'] }],
    [
      { address1: 'x', region_id: 'vic', suburb_id: 'x' },
      { region_id: expect.any(Array), suburb_id: expect.any(Array) },
    ],
  ])('refuses %j', async (payload, errors) => {
    const response = await add(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('refuses a suburb or city of another state', async () => {
    const response = await add({ address1: 'x', region_id: vic, suburb_id: suburb.id, city_id: sydney.id });
    expect(response.json().errors).toEqual({ city_id: ['The selected city is invalid.'], suburb_id: ['The selected suburb is invalid.'] });
  });

  it("keeps each client's addresses to itself, and guards reading and writing", async () => {
    const other = (await office.post('/api/clients', { name: 'Other Pty Ltd' })).json().id;
    const theirs: ClientAddress = (await add({ address1: '1 Theirs St' }, other)).json();
    expect((await office.get(`/api/clients/${clientId}/addresses/${theirs.id}`)).statusCode).toBe(404);
    expect((await office.put(`/api/clients/${clientId}/addresses/${theirs.id}`, { address1: 'x', region_id: nsw })).statusCode).toBe(404);
    expect((await office.delete(`/api/clients/${clientId}/addresses/${theirs.id}`)).statusCode).toBe(404);
    expect((await office.get('/api/clients/999999/addresses')).statusCode).toBe(404);
    expect((await add({ address1: 'x' }, 999999)).statusCode).toBe(404);
    const bookkeeper = await signIn(t.app, demo.bookkeeper);
    expect((await bookkeeper.get(`/api/clients/${other}/addresses`)).statusCode).toBe(200);
    expect((await bookkeeper.post(`/api/clients/${other}/addresses`, { address1: 'x', region_id: nsw })).statusCode).toBe(403);
    const contractor = await signIn(t.app, demo.contractor);
    expect((await contractor.get(`/api/clients/${other}/addresses`)).statusCode).toBe(403);
  });
});

describe('an address\'s site location (docs/domain.md "Proof of presence")', () => {
  it('starts with none and a 150 m radius, is set and cleared through the address’s PUT, and is audited', async () => {
    const address: ClientAddress = (await add({ address1: '1 Located St' })).json();
    expect(address).toMatchObject({ lat: null, lng: null, radius_m: 150 });
    const put = (body: Record<string, unknown>) =>
      office.put(`/api/clients/${clientId}/addresses/${address.id}`, { region_id: nsw, address1: '1 Located St', ...body });
    expect((await put({ lat: -33.8688, lng: 151.2093, radius_m: 80 })).statusCode).toBe(200);
    expect((await office.get(`/api/clients/${clientId}/addresses/${address.id}`)).json()).toMatchObject({
      lat: -33.8688,
      lng: 151.2093,
      radius_m: 80,
    });
    const changes = (await activityLog(office)).find(
      (a) => a.subject_type === 'client_addresses' && a.subject_id === String(address.id),
    )?.changes;
    expect(changes).toMatchObject({
      lat: { from: null, to: -33.8688 },
      lng: { from: null, to: 151.2093 },
      radiusM: { from: 150, to: 80 },
    });
    expect((await put({ lat: '', lng: '', radius_m: '' })).statusCode).toBe(200);
    expect((await office.get(`/api/clients/${clientId}/addresses/${address.id}`)).json()).toMatchObject({
      lat: null,
      lng: null,
      radius_m: 150,
    });
  });

  it.each([
    [{ lat: -33.8688 }, 'lng', 'Give both the latitude and the longitude, or neither.'],
    [{ lng: 151.2 }, 'lat', 'Give both the latitude and the longitude, or neither.'],
    [{ lat: -91, lng: 151.2 }, 'lat', 'The latitude must be between -90 and 90.'],
    [{ lat: -33.8, lng: 181 }, 'lng', 'The longitude must be between -180 and 180.'],
    [{ lat: 'south', lng: 151.2 }, 'lat', 'The latitude must be a number of degrees.'],
    [{ radius_m: 5 }, 'radius_m', 'The radius must be at least 10 m.'],
    [{ radius_m: 5001 }, 'radius_m', 'The radius must be at most 5,000 m.'],
    [{ radius_m: 12.5 }, 'radius_m', 'The radius must be a whole number of metres.'],
  ])('refuses %j: 422 on %s', async (body, field, message) => {
    const response = await add({ address1: '2 Refused St', ...body });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });
});
