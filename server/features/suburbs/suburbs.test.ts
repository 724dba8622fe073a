import { afterAll, describe, expect, it } from 'vitest';
import type { City, Region, Suburb } from '../../../shared/api/suburbs';
import { demoCities, demoRegions, demoSuburbs } from '../../scripts/demo/places';
import { seedPlaces } from '../../scripts/seed';
import { buildSuburb } from '../../test/client-factories';
import { createDemoApp, demo } from '../../test/demo';
import { auditTrail, createdId, expectDeleted } from '../../test/inspect';
import { type Client, signIn } from '../../test/test-app';

const { t, admin } = await createDemoApp('admin');
afterAll(() => t.close());
// The states, cities and suburbs every install has: these tests are about that reference data.
await seedPlaces(t.app.db);
const regions: Region[] = (await admin.get('/api/regions')).json().data;
const region: Record<string, number> = Object.fromEntries(regions.map((r) => [r.code, r.id]));
// Names and postcodes the demo does not use, in states other than the demo's NSW.
for (const [name, code, state] of [
  ['Zztest Charlie', '3999', 'VIC'],
  ['Zztest Alpha', '6999', 'WA'],
  ['Zztest Bravo', '2998', 'NSW'],
  ['Zztest Delta', '2999', 'NSW'],
]) {
  await buildSuburb(t.app.db, { name, code, regionId: region[state] });
}

const names = async (client: Client, query: string) =>
  ((await client.get(`/api/suburbs?search=zztest&${query}`)).json().data as Suburb[]).map((s) => s.name);

describe('the suburbs list', () => {
  it('pages the demo suburbs by name with their state', async () => {
    const body = (await admin.get('/api/suburbs?count=20')).json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 20, from: 1, to: 20, total: demoSuburbs.length + 4 });
    expect(body.data[0]).toMatchObject({
      region: { code: expect.any(String), name: expect.any(String) },
      code: expect.stringMatching(/^\d{4}$/),
    });
  });

  it('sorts by name both ways', async () => {
    expect(await names(admin, 'sort=name&direction=asc')).toEqual(['Zztest Alpha', 'Zztest Bravo', 'Zztest Charlie', 'Zztest Delta']);
    expect(await names(admin, 'sort=name&direction=desc')).toEqual(['Zztest Delta', 'Zztest Charlie', 'Zztest Bravo', 'Zztest Alpha']);
  });

  it('sorts by state, then name, both ways', async () => {
    expect(await names(admin, 'sort=state&direction=asc')).toEqual(['Zztest Bravo', 'Zztest Delta', 'Zztest Charlie', 'Zztest Alpha']);
    expect(await names(admin, 'sort=state&direction=desc')).toEqual(['Zztest Alpha', 'Zztest Charlie', 'Zztest Delta', 'Zztest Bravo']);
  });

  it('searches by name or postcode and refuses an unknown sort', async () => {
    expect(((await admin.get('/api/suburbs?search=6999')).json().data as Suburb[]).map((s) => s.name)).toEqual(['Zztest Alpha']);
    expect((await admin.get('/api/suburbs?search=bondi')).json().data.map((s: Suburb) => s.name)).toContain('Bondi');
    expect((await admin.get('/api/suburbs?sort=code')).statusCode).toBe(422);
  });

  it('is reference data every signed-in user reads', async () => {
    const contractor = await signIn(t.app, demo.contractor);
    expect(await names(contractor, 'sort=name')).toHaveLength(4);
    expect((await contractor.get('/api/regions')).statusCode).toBe(200);
    expect((await contractor.post('/api/suburbs', { name: 'Nope', code: '2000', region_id: region.NSW })).statusCode).toBe(403);
    const bookkeeper = await signIn(t.app, demo.bookkeeper);
    expect((await bookkeeper.post('/api/suburbs', { name: 'Nope', code: '2000', region_id: region.NSW })).statusCode).toBe(403);
  });
});

describe('regions, divisions and cities', () => {
  it('lists the eight states and territories by name, under both names', async () => {
    const regions: Region[] = (await admin.get('/api/regions')).json().data;
    expect(regions.map((r) => r.code).sort()).toEqual(demoRegions.map((r) => r.code).sort());
    expect(regions.map((r) => r.name)).toEqual(demoRegions.map((r) => r.name).sort());
    expect((await admin.get('/api/divisions')).json().data).toEqual(regions);
  });

  it('lists the cities of a division, by name', async () => {
    const cities: City[] = (await admin.get(`/api/divisions/${region.VIC}/cities`)).json().data;
    expect(cities.map((c) => c.name)).toEqual([...demoCities.VIC].sort());
    expect(cities.every((c) => c.region_id === region.VIC)).toBe(true);
    const nsw: City[] = (await admin.get(`/api/divisions/${region.NSW}/cities`)).json().data;
    expect(nsw.map((c) => c.name)).toContain('Sydney');
    expect(nsw.map((c) => c.name)).not.toContain('Melbourne');
    expect((await admin.get('/api/divisions/abc/cities')).statusCode).toBe(404);
  });
});

describe('saving suburbs', () => {
  it('creates, reads, updates and deletes a suburb, auditing each', async () => {
    const office = await signIn(t.app, demo.office);
    const created = await office.post('/api/suburbs', { name: '  Fitzroy ', code: '3065', region_id: region.VIC });
    const id = createdId(created);
    expect(created.json()).toEqual({
      id,
      name: 'Fitzroy',
      code: '3065',
      region_id: region.VIC,
      region: { id: region.VIC, code: 'VIC', name: 'Victoria' },
    });
    expect((await office.get(`/api/suburbs/${id}`)).json()).toEqual(created.json());
    const updated = await office.put(`/api/suburbs/${id}`, { name: 'Fitzroy North', code: '3068', region_id: region.VIC });
    expect(updated.json()).toMatchObject({ name: 'Fitzroy North', code: '3068' });
    await expectDeleted(office, `/api/suburbs/${id}`);
    const entries = await auditTrail(admin, 'suburbs', id);
    expect(entries.map((a) => [a.action, a.user_name])).toEqual([
      ['delete', 'Priya Shah'],
      ['update', 'Priya Shah'],
      ['create', 'Priya Shah'],
    ]);
    expect(entries[1].changes).toEqual({ name: { from: 'Fitzroy', to: 'Fitzroy North' }, code: { from: '3065', to: '3068' } });
  });

  it.each([
    [{}, { name: ['The name field is required.'], region_id: ['The state field is required.'], code: ['The postcode field is required.'] }],
    [{ name: 'X', code: '200', region_id: 1 }, { code: ['The postcode must be 4 digits.'] }],
    [{ name: 'X', code: '20000', region_id: 1 }, { code: ['The postcode must be 4 digits.'] }],
    [{ name: 'X', code: 'abcd', region_id: 1 }, { code: ['The postcode must be 4 digits.'] }],
    [{ name: 'X', code: '2000', region_id: 999999 }, { region_id: ['The selected state is invalid.'] }],
  ])('refuses %j', async (payload, errors) => {
    const response = await admin.post('/api/suburbs', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('answers 404 for a suburb that does not exist', async () => {
    const payload = { name: 'Ghost', code: '2000', region_id: region.NSW };
    expect((await admin.get('/api/suburbs/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/suburbs/999999', payload)).statusCode).toBe(404);
    expect((await admin.delete('/api/suburbs/999999')).statusCode).toBe(404);
  });
});
