import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { createDemoApp } from '../../test/demo';
import { buildUser, signInWith } from '../../test/user-factories';
import { buildVisit, type VisitAttrs } from '../../test/visit-factories';
import { clientAddresses } from '../clients/clients.table';

const { t, people, admin: office, contractor } = await createDemoApp('admin', 'contractor');
afterAll(() => t.close());
const contractorId = people.contractor.id;
const otherId = (await buildUser(t.app.db, { name: 'Zed Other' })).id;

/** Lines paying these cents each. */
const pay = (...cents: number[]) => cents.map((contractorTotal) => ({ contractorTotal }));
const cash = { paymentMethod: 'cash' } as const;

describe('GET /api/users/:user/monthly-progress', () => {
  it('folds one user’s month: weeks, photos, skipped, attendee split', async () => {
    const a = await buildUser(t.app.db, { name: 'Aaron Progress' });
    const b = await buildUser(t.app.db, { name: 'Bella Progress' });
    await buildVisit(t.app.db, { dueDate: '2031-03-02', userIds: [a.id], lines: pay(1000, 500), complete: true, photos: 1 });
    await buildVisit(t.app.db, { dueDate: '2031-03-30', userIds: [a.id], lines: pay(700) });
    await buildVisit(t.app.db, { dueDate: '2031-03-10', userIds: [a.id], lines: pay(9999), skip: true });
    await buildVisit(t.app.db, {
      dueDate: '2031-03-16',
      userIds: [b.id, a.id],
      lines: pay(1001),
      complete: true,
      ignoreMissingPhotos: true,
    });
    await buildVisit(t.app.db, { dueDate: '2031-04-01', userIds: [a.id], lines: pay(5000) });

    const res = await office.get(`/api/users/${a.id}/monthly-progress?month=2031-03-01`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // a has the lower id, so the odd cent of the shared line is a's.
    const share = a.id < b.id ? 501 : 500;
    expect(body.earnings.potential).toEqual({ total: 1500 + 700 + share, week_1: 1500, week_2: 0, week_3: share, week_4: 0, week_5: 700 });
    expect(body.earnings.so_far).toEqual({ total: 1500 + share, week_1: 1500, week_2: 0, week_3: share, week_4: 0, week_5: 0 });
    expect(body.tasks.visits.total).toBe(3);
    expect(body.tasks.total.total).toBe(4);
    expect(body.tasks.complete.total).toBe(3);
  });

  it('only counts a confirmed attendee when attendance was recorded', async () => {
    const a = await buildUser(t.app.db);
    const b = await buildUser(t.app.db);
    await buildVisit(t.app.db, {
      dueDate: '2031-05-05',
      userIds: [a.id, b.id],
      attended: [b.id],
      lines: pay(800),
      complete: true,
      photos: 1,
    });
    const ofA = (await office.get(`/api/users/${a.id}/monthly-progress?month=2031-05-01`)).json();
    const ofB = (await office.get(`/api/users/${b.id}/monthly-progress?month=2031-05-01`)).json();
    expect(ofA.earnings.so_far.total).toBe(0);
    expect(ofB.earnings.so_far.total).toBe(800);
  });

  it('cash-client lines are potential only once complete', async () => {
    const a = await buildUser(t.app.db);
    await buildVisit(t.app.db, { dueDate: '2031-06-05', userIds: [a.id], lines: pay(300), client: cash });
    await buildVisit(t.app.db, { dueDate: '2031-06-06', userIds: [a.id], lines: pay(200), client: cash, complete: true, photos: 1 });
    const body = (await office.get(`/api/users/${a.id}/monthly-progress?month=2031-06-01`)).json();
    expect(body.earnings.potential.total).toBe(200);
    expect(body.earnings.so_far.total).toBe(200);
  });

  it('own always; another user’s only with users (404 for a contractor); month must be YYYY-MM-01', async () => {
    expect((await contractor.get(`/api/users/${contractorId}/monthly-progress?month=2031-03-01`)).statusCode).toBe(200);
    expect((await contractor.get(`/api/users/${otherId}/monthly-progress?month=2031-03-01`)).statusCode).toBe(404);
    expect((await office.get(`/api/users/${otherId}/monthly-progress?month=2031-03-01`)).statusCode).toBe(200);
    expect((await office.get(`/api/users/${otherId}/monthly-progress?month=2031-03-05`)).statusCode).toBe(422);
    expect((await office.get(`/api/users/999999/monthly-progress?month=2031-03-01`)).statusCode).toBe(404);
  });
});

describe('GET /api/contractor-monthly-progress', () => {
  it('lists everyone with visits that month, sorted by name, with the same shape', async () => {
    const a = await buildUser(t.app.db, { name: 'Aa Month' });
    const z = await buildUser(t.app.db, { name: 'Zz Month' });
    await buildVisit(t.app.db, { dueDate: '2032-01-03', userIds: [z.id], lines: pay(100) });
    await buildVisit(t.app.db, { dueDate: '2032-01-29', userIds: [a.id], lines: pay(250), complete: true, photos: 1 });
    const res = await office.get('/api/contractor-monthly-progress?month=2032-01-01&count=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { user: { name: string } }) => r.user.name)).toEqual(['Aa Month', 'Zz Month']);
    expect(body.meta.total).toBe(2);
    expect(body.data[0].earnings.so_far).toMatchObject({ total: 250, week_5: 250 });
    expect(body.data[1].earnings.potential).toMatchObject({ total: 100, week_1: 100 });
    const desc = (await office.get('/api/contractor-monthly-progress?month=2032-01-01&direction=desc&count=10&page=1')).json();
    expect(desc.data[0].user).toEqual({ id: z.id, name: 'Zz Month' });
    expect((await office.get('/api/contractor-monthly-progress?month=2032-01-01&count=10&page=2')).json()).toMatchObject({
      data: [],
      meta: { total: 2 },
    });
  });

  it('sums in the database exactly as shared/progress.ts folds lines (the two paths agree)', async () => {
    const [a, b, c] = [await buildUser(t.app.db), await buildUser(t.app.db), await buildUser(t.app.db)];
    const mixes: VisitAttrs[] = [
      { dueDate: '2033-07-01', userIds: [a.id, b.id, c.id], lines: pay(1001, 2), complete: true, photos: 1 },
      { dueDate: '2033-07-09', userIds: [a.id, b.id], attended: [b.id], lines: pay(777), complete: true },
      { dueDate: '2033-07-15', userIds: [c.id, a.id], lines: pay(5, 999), client: cash },
      { dueDate: '2033-07-22', userIds: [b.id], lines: pay(300), client: cash, complete: true, ignoreMissingPhotos: true },
      { dueDate: '2033-07-30', userIds: [a.id, c.id], lines: pay(333, 1), skip: true },
      { dueDate: '2033-07-31', userIds: [c.id, b.id], lines: pay(101, 0, 7) },
      { dueDate: '2033-07-16', userIds: [a.id, b.id, c.id], lines: pay(-1001, 500, -2), complete: true, photos: 1 },
      { dueDate: '2033-07-17', userIds: [a.id, b.id, c.id], attended: [c.id, a.id], lines: pay(1003, -5), complete: true, photos: 1 },
    ];
    for (const facts of mixes) await buildVisit(t.app.db, facts);
    const page = (await office.get('/api/contractor-monthly-progress?month=2033-07-01&count=100')).json();
    for (const user of [a, b, c]) {
      const row = page.data.find((r: { user: { id: number } }) => r.user.id === user.id);
      const { user: _user, ...summed } = row;
      const folded = (await office.get(`/api/users/${user.id}/monthly-progress?month=2033-07-01`)).json();
      expect(summed).toEqual(folded);
      expect(folded.tasks.total.total).toBeGreaterThan(0);
    }
  });

  it('shows other people’s pay only with task_price; one’s own always', async () => {
    const { client, user: reader } = await signInWith(t.app, ['users']);
    const a = await buildUser(t.app.db, { name: 'Pay Hidden' });
    await buildVisit(t.app.db, { dueDate: '2034-02-06', userIds: [a.id, reader.id], lines: pay(900), complete: true, photos: 1 });
    const page = (await client.get('/api/contractor-monthly-progress?month=2034-02-01&count=100')).json();
    expect(page.data.find((r: { user: { id: number } }) => r.user.id === a.id)).toMatchObject({
      tasks: { total: { total: 1 } },
      earnings: null,
    });
    expect((await client.get(`/api/users/${a.id}/monthly-progress?month=2034-02-01`)).json().earnings).toBeNull();
    expect((await client.get(`/api/users/${reader.id}/monthly-progress?month=2034-02-01`)).json().earnings.so_far.total).toBe(450);
    const withPrices = (await office.get('/api/contractor-monthly-progress?month=2034-02-01&count=100')).json();
    expect(withPrices.data.find((r: { user: { id: number } }) => r.user.id === a.id).earnings.so_far.total).toBe(450);
  });

  it('needs users', async () => {
    expect((await contractor.get('/api/contractor-monthly-progress?month=2032-01-01')).statusCode).toBe(403);
  });
});

describe('dashboard lists', () => {
  it('incomplete: past visits not complete nor skipped; today: by city then time', async () => {
    const u = await buildUser(t.app.db);
    const today = todayIn(t.app.config.timeZone);
    const past = await buildVisit(t.app.db, { dueDate: addDays(today, -3), userIds: [u.id] });
    await buildVisit(t.app.db, { dueDate: addDays(today, -2), userIds: [u.id], complete: true });
    await buildVisit(t.app.db, { dueDate: addDays(today, -2), userIds: [u.id], skip: true });
    await buildVisit(t.app.db, { dueDate: addDays(today, 2), userIds: [u.id] });
    const incomplete = (await office.get(`/api/users/${u.id}/schedules/incomplete`)).json();
    expect(incomplete.data.map((v: { id: number }) => v.id)).toEqual([past.id]);
    expect(incomplete.data[0]).toMatchObject({ state: 'open', users: [{ id: u.id }] });

    const all = (await office.get('/api/users/0/schedules/incomplete?count=100')).json();
    expect(all.data.some((v: { id: number }) => v.id === past.id)).toBe(true);
    expect((await contractor.get('/api/users/0/schedules/incomplete')).statusCode).toBe(404);
    expect((await contractor.get(`/api/users/${u.id}/schedules/today`)).statusCode).toBe(404);

    const early = await buildVisit(t.app.db, { dueDate: today, time: '01:00', userIds: [u.id] });
    const later = await buildVisit(t.app.db, { dueDate: today, time: '02:00', userIds: [u.id] });
    const ashfield = await buildVisit(t.app.db, { dueDate: today, time: '03:00', userIds: [u.id] });
    await t.app.db
      .update(clientAddresses)
      .set({ city: 'Ashfield' })
      .where(eq(clientAddresses.id, ashfield.addressId ?? 0));
    await buildVisit(t.app.db, { dueDate: today, time: '00:30', userIds: [u.id], skip: true });
    const res = await office.get(`/api/users/${u.id}/schedules/today`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((v: { id: number }) => v.id)).toEqual([ashfield.id, early.id, later.id]);
    expect(res.json().data.map((v: { city: string }) => v.city)).toEqual(['Ashfield', 'Newtown', 'Newtown']);
  });
});
