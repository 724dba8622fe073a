import { afterAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { buildInvoice } from '../../test/invoice-factories';
import { buildUser, signInWith } from '../../test/user-factories';
import { buildVisit } from '../../test/visit-factories';

const { t, people, admin, contractor, otherContractor } = await createDemoApp('admin', 'contractor', 'otherContractor');
afterAll(() => t.close());

const pay = (...cents: number[]) => cents.map((contractorTotal) => ({ contractorTotal }));
const month = '2031-03-01';

describe('GET /api/contractor-earnings/:user', () => {
  it('shows a month in weeks with lines, totals and the visit’s invoice', async () => {
    const a = await buildUser(t.app.db, { name: 'Amy Earnings' });
    const cashClient = await buildClient(t.app.db, { name: 'Cash Cafe', paymentMethod: 'cash' });
    const invoice = await buildInvoice(t.app.db, {
      issuedAt: '2031-03-05',
      sentAt: new Date('2031-03-05T00:00:00Z'),
      lines: [{ unit_price: 20000 }],
      payments: [{ amount: 22000 }],
    });
    await buildVisit(t.app.db, {
      dueDate: '2031-03-02',
      userIds: [a.id],
      lines: pay(4000, 1000),
      complete: true,
      photos: 2,
      invoiceId: invoice.id,
      client: { name: 'Acme Offices' },
    });
    await buildVisit(t.app.db, {
      dueDate: '2031-03-09',
      userIds: [a.id],
      clientId: cashClient.id,
      lines: pay(3000),
      complete: true,
      photos: 1,
    });
    await buildVisit(t.app.db, { dueDate: '2031-03-10', userIds: [a.id], lines: pay(2500), complete: true });
    await buildVisit(t.app.db, { dueDate: '2031-03-30', userIds: [a.id], lines: pay(700) });
    await buildVisit(t.app.db, { dueDate: '2031-03-12', userIds: [a.id], lines: pay(9999), skip: true });

    const res = await admin.get(`/api/contractor-earnings/${a.id}?month=${month}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: a.id, name: 'Amy Earnings' });
    expect(body.weeks.map((w: { start: string; end: string }) => [w.start, w.end])).toEqual([
      ['2031-03-01', '2031-03-07'],
      ['2031-03-08', '2031-03-14'],
      ['2031-03-15', '2031-03-21'],
      ['2031-03-22', '2031-03-28'],
      ['2031-03-29', '2031-03-31'],
    ]);
    expect(body.weeks[0].totals).toEqual({ earned: 5000, potential: 5000, cash_collected: 0, paid: 0, to_be_paid: 5000 });
    expect(body.weeks[1].totals).toEqual({ earned: 3000, potential: 5500, cash_collected: 3000, paid: 0, to_be_paid: 0 });
    expect(body.weeks[4].totals).toEqual({ earned: 0, potential: 700, cash_collected: 0, paid: 0, to_be_paid: 0 });
    expect(body.totals).toEqual({ earned: 8000, potential: 11200, cash_collected: 3000, paid: 0, to_be_paid: 5000 });
    expect(body.weeks[0].lines[0]).toEqual({
      id: expect.any(Number),
      due_date: '2031-03-02',
      client: { id: expect.any(Number), name: 'Acme Offices' },
      task: 'Vacuum',
      contractor_total: 4000,
      assets: 2,
      schedule: { id: expect.any(Number), state: { state: 'invoiced', class: 'purple' }, ignore_missing_photos: false },
      counts: true,
      cash: false,
      invoice_id: invoice.id,
      invoice_number: invoice.number,
      invoice_state: { state: 'paid', class: expect.any(String) },
      invoice_paid: true,
    });
    // The photo-less complete visit is listed but does not count yet.
    expect(body.weeks[1].lines.map((l: { counts: boolean; cash: boolean }) => [l.counts, l.cash])).toEqual([
      [true, true],
      [false, false],
    ]);

    // The same figures as the dashboard's monthly progress.
    const progress = (await admin.get(`/api/users/${a.id}/monthly-progress?month=${month}`)).json();
    expect(progress.earnings.so_far.total).toBe(body.totals.earned);
    expect(progress.earnings.potential.total).toBe(body.totals.potential);
  });

  it('shows one’s own earnings; another’s only with users (404 without), amounts only with task_price', async () => {
    const mine = (await contractor.get(`/api/contractor-earnings/${people.contractor.id}?month=${month}`)).json();
    expect(mine.totals).toEqual({ earned: 0, potential: 0, cash_collected: 0, paid: 0, to_be_paid: 0 });
    expect((await otherContractor.get(`/api/contractor-earnings/${people.contractor.id}?month=${month}`)).statusCode).toBe(404);

    const b = await buildUser(t.app.db);
    await buildVisit(t.app.db, { dueDate: '2031-03-03', userIds: [b.id], lines: pay(1234), complete: true, photos: 1 });
    const { client: staff } = await signInWith(t.app, ['users']);
    const seen = (await staff.get(`/api/contractor-earnings/${b.id}?month=${month}`)).json();
    expect(seen.totals).toBeNull();
    expect(seen.weeks[0].totals).toBeNull();
    expect(seen.weeks[0].lines[0].contractor_total).toBeNull();

    const { client: pricer } = await signInWith(t.app, ['users', 'task_price']);
    const priced = (await pricer.get(`/api/contractor-earnings/${b.id}?month=${month}`)).json();
    expect(priced.weeks[0].lines[0].contractor_total).toBe(1234);
    expect(priced.totals.earned).toBe(1234);
  });

  it('refuses a month that is not the first of a month', async () => {
    const res = await admin.get(`/api/contractor-earnings/${people.contractor.id}?month=2031-03-02`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.month).toBeDefined();
  });
});

describe('settling pending rows from the earnings page', () => {
  it('manage_invoices completes a visit it does not work on, ticking its lines, and ignores missing photos', async () => {
    const a = await buildUser(t.app.db);
    const b = await buildUser(t.app.db);
    const visit = await buildVisit(t.app.db, { dueDate: '2031-03-04', userIds: [a.id, b.id], lines: pay(1000, 2000) });
    const { client: bookkeeper } = await signInWith(t.app, ['manage_invoices']);

    const done = await bookkeeper.put(`/api/schedule/${visit.id}/complete`, {});
    expect(done.statusCode).toBe(200);
    const afterComplete = (await admin.get(`/api/contractor-earnings/${a.id}?month=${month}`)).json();
    expect(
      afterComplete.weeks[0].lines.map((l: { schedule: { state: { state: string } }; counts: boolean }) => [
        l.schedule.state.state,
        l.counts,
      ]),
    ).toEqual([
      ['complete', false],
      ['complete', false],
    ]);

    expect((await bookkeeper.put(`/api/schedule/${visit.id}/ignore-missing-photos`, {})).statusCode).toBe(200);
    const after = (await admin.get(`/api/contractor-earnings/${a.id}?month=${month}`)).json();
    // Shared by both assigned (no attendance recorded): 1500 each.
    expect(after.totals.earned).toBe(1500);

    const { client: nobody } = await signInWith(t.app, []);
    expect((await nobody.put(`/api/schedule/${visit.id}/ignore-missing-photos`, {})).statusCode).toBe(403);
  });
});
