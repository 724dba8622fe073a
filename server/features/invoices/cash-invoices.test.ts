import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '../../../shared/api/invoices';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { activityLog } from '../../test/inspect';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { buildVisit } from '../../test/visit-factories';
import { schedules } from '../schedules/schedules.table';
import { payments } from './invoices.table';

const { t, people, admin, bookkeeper, contractor } = await createDemoApp('admin', 'bookkeeper', 'contractor');
afterAll(() => t.close());
const db = t.app.db;
const today = todayIn(timeZone);

const run = async (until: string) => {
  const response = await bookkeeper.post('/api/invoices/auto', { until });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { message: string; created: number; cash: number };
};
const invoicesOf = async (clientId: number) => {
  const filters = encodeURIComponent(JSON.stringify({ client_id: clientId }));
  const page = (await bookkeeper.get(`/api/invoices?count=100&sort=number&direction=asc&filters=${filters}`)).json() as {
    data: InvoiceSummary[];
  };
  return Promise.all(page.data.map(async (summary) => (await bookkeeper.get(`/api/invoices/${summary.id}`)).json() as Invoice));
};
/** The contractor's "cash collected" toggle on the visit card. */
const toggleCash = async (visitId: number) => {
  const response = await contractor.get(`/api/schedule/${visitId}/paid`);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
};
const cashClient = () => buildClient(db, { paymentMethod: 'cash', paymentTerms: 14 });
const clean = { name: 'Café clean', price: 8000 };
const cashVisit = (clientId: number, dueDate: string, paid = false) =>
  buildVisit(db, {
    clientId,
    dueDate,
    complete: true,
    paid,
    userIds: [people.contractor.id],
    lines: [clean, { name: 'Bins', price: 1500 }],
  });

describe('cash clients', () => {
  it('get one cash invoice per finished visit, issued on its day with no terms', async () => {
    const client = await cashClient();
    const first = await cashVisit(client.id, '2025-05-05');
    const second = await cashVisit(client.id, '2025-05-12');
    await buildVisit(db, { clientId: client.id, dueDate: '2025-05-19', userIds: [people.contractor.id] });
    expect(await run('2025-05-20')).toMatchObject({ created: 0, cash: 2 });
    const made = await invoicesOf(client.id);
    // $80 + $15 = $95, GST $9.50, $104.50 each.
    expect(made.map((i) => [i.issued_at, i.terms, i.due_at, i.amount, i.tax, i.total, i.state.state, i.visits.map((v) => v.id)])).toEqual([
      ['2025-05-05', 0, '2025-05-05', 9500, 950, 10_450, 'cash', [first.id]],
      ['2025-05-12', 0, '2025-05-12', 9500, 950, 10_450, 'cash', [second.id]],
    ]);
    expect(made.every((i) => i.actions.join() === 'send,adjust')).toBe(true);
    expect(await run('2025-05-20')).toMatchObject({ created: 0, cash: 0 });
  });

  it('invoices a visit only once its day is over', async () => {
    const client = await cashClient();
    await cashVisit(client.id, '2025-06-02');
    expect(await run('2025-06-02')).toMatchObject({ cash: 0 });
    expect(await run('2025-06-03')).toMatchObject({ cash: 1 });
  });
});

describe('cash collected', () => {
  it('records the invoice’s total as a cash payment today when collected after the invoice was made, and removes it when cleared', async () => {
    const client = await cashClient();
    const visit = await cashVisit(client.id, '2025-07-07');
    await run('2025-07-08');
    const [invoice] = await invoicesOf(client.id);

    await toggleCash(visit.id);
    const paid = (await invoicesOf(client.id))[0];
    expect(paid).toMatchObject({ paid: 10_450, balance: 0, state: { state: 'paid' } });
    expect(paid.payments.map((p) => [p.amount, p.source, p.paid_at])).toEqual([[10_450, 'cash', today]]);
    const [row] = await db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(row).toMatchObject({ scheduleId: visit.id, createdBy: people.contractor.id });
    expect((await activityLog(admin)).map((a) => a.description)).toContain(`Recorded $104.50 cash collected on invoice #${invoice.number}`);

    await toggleCash(visit.id);
    expect((await invoicesOf(client.id))[0]).toMatchObject({ paid: 0, balance: 10_450, payments: [], state: { state: 'cash' } });
    expect((await activityLog(admin)).map((a) => a.description)).toContain(`Removed the cash collected on invoice #${invoice.number}`);
  });

  it('gives a visit collected before its invoice existed its payment when the invoice is made, dated the visit’s day', async () => {
    const client = await cashClient();
    const visit = await cashVisit(client.id, addDays(today, -3));
    await toggleCash(visit.id);
    expect(await db.select().from(payments).where(eq(payments.scheduleId, visit.id))).toEqual([]);
    await run(today);
    const [invoice] = await invoicesOf(client.id);
    expect(invoice).toMatchObject({ issued_at: addDays(today, -3), state: { state: 'paid' }, balance: 0 });
    expect(invoice.payments.map((p) => [p.amount, p.source, p.paid_at])).toEqual([[10_450, 'cash', addDays(today, -3)]]);
    // Cleared afterwards: the payment goes, whoever recorded it.
    await toggleCash(visit.id);
    expect((await invoicesOf(client.id))[0]).toMatchObject({ state: { state: 'cash' }, payments: [] });
  });

  it('never records a payment twice, and leaves an ordinary invoice the visit is on alone', async () => {
    const client = await cashClient();
    const visit = await cashVisit(client.id, '2025-08-04', true);
    await run('2025-08-05');
    const [invoice] = await invoicesOf(client.id);
    expect(invoice.payments).toHaveLength(1);
    // Set again by hand (as a second device would): the handler finds the payment there.
    await db.update(schedules).set({ paid: false }).where(eq(schedules.id, visit.id));
    await toggleCash(visit.id);
    expect((await invoicesOf(client.id))[0].payments).toHaveLength(1);

    const billedByHand = await cashVisit(client.id, '2025-08-11');
    const ordinary = await buildInvoice(db, { clientId: client.id, sentAt: new Date() });
    await db.update(schedules).set({ invoiceId: ordinary.id }).where(eq(schedules.id, billedByHand.id));
    await toggleCash(billedByHand.id);
    expect(await db.select().from(payments).where(eq(payments.invoiceId, ordinary.id))).toEqual([]);
  });

  it('dates the cash of a visit in a completed BAS quarter on the run’s day, and waits while that quarter is complete too', async () => {
    // Q1 2025 (July–September 2024) is complete; the run of 2024-10-10 is in Q2 2025.
    const client = await cashClient();
    const early = await cashVisit(client.id, '2024-09-23', true);
    await bookkeeper.put('/api/account-activity/20251', { bas_complete: true });
    expect(await run('2024-10-10')).toMatchObject({ cash: 1 });
    const [invoice] = await invoicesOf(client.id);
    expect(invoice).toMatchObject({ issued_at: '2024-09-23', state: { state: 'paid' } });
    expect(invoice.payments.map((p) => [p.amount, p.source, p.paid_at])).toEqual([[10_450, 'cash', '2024-10-10']]);

    await bookkeeper.put('/api/account-activity/20252', { bas_complete: true });
    const late = await cashVisit(client.id, '2024-09-30', true);
    expect(await run('2024-10-11')).toMatchObject({ cash: 1 });
    const waiting = (await invoicesOf(client.id)).find((i) => i.issued_at === '2024-09-30')!;
    expect(waiting).toMatchObject({ payments: [], balance: 10_450 });
    expect(await db.select().from(payments).where(eq(payments.scheduleId, late.id))).toEqual([]);
    expect(await db.select().from(payments).where(eq(payments.scheduleId, early.id))).toHaveLength(1);
    await bookkeeper.put('/api/account-activity/20251', { bas_complete: false });
    await bookkeeper.put('/api/account-activity/20252', { bas_complete: false });
  });
});
