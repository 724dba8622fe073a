import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '../../../shared/api/invoices';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient, type ClientAttrs } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { activityLog } from '../../test/inspect';
import { timeZone } from '../../test/test-app';
import { buildVisit } from '../../test/visit-factories';
import { schedules, scheduleTasks } from '../schedules/schedules.table';
import { autoInvoiceJob } from './auto-invoice';
import { invoices } from './invoices.table';

const { t, admin, bookkeeper, office } = await createDemoApp('admin', 'bookkeeper', 'office');
afterAll(() => t.close());
const db = t.app.db;
const today = todayIn(timeZone);

type Run = { message: string; created: number; cash: number };
const run = async (until?: string) => {
  const response = await bookkeeper.post('/api/invoices/auto', until === undefined ? {} : { until });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as Run;
};
const invoicesOf = async (clientId: number) => {
  const filters = encodeURIComponent(JSON.stringify({ client_id: clientId }));
  const page = (await bookkeeper.get(`/api/invoices?count=100&sort=number&direction=asc&filters=${filters}`)).json() as {
    data: InvoiceSummary[];
  };
  return Promise.all(page.data.map(async (summary) => (await bookkeeper.get(`/api/invoices/${summary.id}`)).json() as Invoice));
};
const autoClient = (attrs: ClientAttrs = {}) =>
  buildClient(db, { autoInvoice: true, invoiceSchedule: 'month', invoiceStart: '2025-01-01', paymentTerms: 30, ...attrs });
const clean = { name: 'Office clean', price: 12_000 };
const windows = { name: 'Windows', invoiceDescription: 'Window cleaning', price: 4500 };
const rolls = (quantity: number) => ({ name: 'Toilet rolls', price: 250, consumable: true, quantity });
/** The visit finished now, long after its day: every line ticked, then the visit complete. */
async function finish(visitId: number) {
  await db.update(scheduleTasks).set({ complete: true }).where(eq(scheduleTasks.scheduleId, visitId));
  await db.update(schedules).set({ complete: true }).where(eq(schedules.id, visitId));
}

describe('auto-invoicing clients on terms', () => {
  it('makes one draft per ended month, issued the day after with the client’s terms, its lines worked from the visits', async () => {
    const client = await autoClient({ name: 'Monthly Auto Pty Ltd' });
    const visit = (dueDate: string, lines: object[], complete = true) => buildVisit(db, { clientId: client.id, dueDate, complete, lines });
    const january = [
      await visit('2025-01-06', [clean]),
      await visit('2025-01-13', [clean, windows]),
      await visit('2025-01-31', [clean, rolls(3)]),
    ];
    const february = await visit('2025-02-03', [clean, rolls(2)]);
    const unfinished = await visit('2025-02-10', [clean], false);
    const march = await visit('2025-03-03', [clean]);
    const before = await visit('2024-12-30', [clean]);

    expect(await run('2025-03-01')).toMatchObject({ created: 2 });
    const [first, second] = await invoicesOf(client.id);
    // January: 3 cleans × $120 = $360, 1 × $45 windows, 3 rolls × $2.50 = $7.50; $412.50, GST $41.25 (exact), $453.75.
    expect(first).toMatchObject({
      issued_at: '2025-02-01',
      terms: 30,
      due_at: '2025-03-03',
      amount: 41_250,
      tax: 4125,
      total: 45_375,
      state: { state: 'open' },
    });
    expect(first.lines.map((l) => [l.label, l.unit_price, l.quantity, l.amount])).toEqual([
      ['Office clean', 12_000, 3, 36_000],
      ['Window cleaning', 4500, 1, 4500],
      ['Toilet rolls', 250, 3, 750],
    ]);
    expect(first.visits.map((v) => v.id)).toEqual(january.map((v) => v.id));
    // February: $120 + 2 × $2.50 = $125, GST $12.50, $137.50; the unfinished visit waits.
    expect(second).toMatchObject({ issued_at: '2025-03-01', due_at: '2025-03-31', amount: 12_500, tax: 1250, total: 13_750 });
    expect(second.visits.map((v) => v.id)).toEqual([february.id]);

    const [row] = await db.select().from(invoices).where(eq(invoices.id, first.id));
    expect(row).toMatchObject({ periodKey: `${client.id}:2025-01-01`, periodStart: '2025-01-01', periodEnd: '2025-01-31', cash: false });
    const stateOf = async (id: number) => ((await admin.get(`/api/user-schedules/${id}`)).json() as UserSchedule).state.state;
    expect(await stateOf(january[0].id)).toBe('invoiced');
    for (const waiting of [unfinished, march, before]) expect(await stateOf(waiting.id)).not.toBe('invoiced');

    // The jobs list's invoice filter sees them as the invoices do.
    const jobs = async (invoice: string) =>
      ((await admin.get(`/api/users/0/schedules?count=100&from=2024-12-01&invoice=${invoice}`)).json() as { data: UserSchedule[] }).data
        .filter((v) => v.client_id === client.id)
        .map((v) => v.id);
    expect((await jobs('1')).sort()).toEqual([...january, february].map((v) => v.id).sort());
    expect((await jobs('0')).sort()).toEqual([before, unfinished, march].map((v) => v.id).sort());

    const log = (await activityLog(admin)).map((a) => a.description);
    expect(log).toContain(`Auto-invoiced Monthly Auto Pty Ltd: invoice #${first.number} for 2025-01-01 to 2025-01-31 (3 visits)`);
  });

  it('makes nothing the second time, and puts a visit finished after its period was invoiced on the next period’s invoice', async () => {
    const client = await autoClient();
    const late = await buildVisit(db, { clientId: client.id, dueDate: '2025-01-20', lines: [clean] });
    await buildVisit(db, { clientId: client.id, dueDate: '2025-01-08', complete: true, lines: [clean] });
    await run('2025-02-01');
    await run('2025-02-01');
    expect(await invoicesOf(client.id)).toHaveLength(1);

    await finish(late.id);
    await run('2025-02-05');
    expect(await invoicesOf(client.id)).toHaveLength(1);
    const february = await buildVisit(db, { clientId: client.id, dueDate: '2025-02-04', complete: true, lines: [windows] });
    await run('2025-03-01');
    const [, next] = await invoicesOf(client.id);
    // January was invoiced: its late visit goes on February's invoice, with February's own. $120 + $45 = $165.
    expect(next).toMatchObject({ issued_at: '2025-03-01', amount: 16_500, tax: 1650, total: 18_150 });
    expect(next.visits.map((v) => v.id)).toEqual([late.id, february.id]);
  });

  it('remembers no period that had nothing to bill: its visit finished later gets that period’s invoice', async () => {
    const client = await autoClient({ invoiceSchedule: 'week', invoiceStart: '2025-06-02', paymentTerms: 7 });
    const visit = await buildVisit(db, { clientId: client.id, dueDate: '2025-06-04', lines: [clean] });
    await run('2025-06-10');
    expect(await invoicesOf(client.id)).toEqual([]);
    await finish(visit.id);
    await run('2025-06-10');
    const [invoice] = await invoicesOf(client.id);
    expect(invoice).toMatchObject({ issued_at: '2025-06-09', terms: 7, due_at: '2025-06-16', total: 13_200 });
  });

  it('never invoices a cancelled period again: its freed visits go on the next period’s invoice', async () => {
    const client = await autoClient({ invoiceSchedule: 'fortnight', invoiceStart: '2025-07-07', paymentTerms: 14 });
    const visit = await buildVisit(db, { clientId: client.id, dueDate: '2025-07-10', complete: true, lines: [clean] });
    await run('2025-07-21');
    const [first] = await invoicesOf(client.id);
    await db.update(invoices).set({ lastSent: new Date() }).where(eq(invoices.id, first.id));
    expect((await bookkeeper.delete(`/api/invoices/${first.id}`)).statusCode).toBe(204);
    await run('2025-07-21');
    expect((await invoicesOf(client.id)).map((i) => i.state.state)).toEqual(['cancelled']);
    await run('2025-08-04');
    const [, next] = await invoicesOf(client.id);
    expect(next).toMatchObject({ issued_at: '2025-08-04', state: { state: 'open' } });
    expect(next.visits.map((v) => v.id)).toEqual([visit.id]);
  });

  it('gives two runs at once one invoice per period', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => autoClient({ invoiceStart: '2025-09-01' })));
    for (const client of clients) await buildVisit(db, { clientId: client.id, dueDate: '2025-09-15', complete: true, lines: [clean] });
    const runs = await Promise.all([run('2025-10-01'), run('2025-10-01')]);
    expect(runs.map((r) => r.created).sort()).toEqual([0, 3]);
    for (const client of clients) expect(await invoicesOf(client.id)).toHaveLength(1);
  });

  it('leaves alone clients without auto-invoice or without an invoice start', async () => {
    const manual = await buildClient(db, { invoiceStart: '2025-01-01' });
    const startless = await buildClient(db, { autoInvoice: true });
    for (const client of [manual, startless])
      await buildVisit(db, { clientId: client.id, dueDate: '2025-01-15', complete: true, lines: [clean] });
    await run();
    expect(await invoicesOf(manual.id)).toEqual([]);
    expect(await invoicesOf(startless.id)).toEqual([]);
  });
});

describe('the nightly job', () => {
  it('runs up to today as the system', async () => {
    const client = await autoClient({ name: 'Nightly Run Pty Ltd', invoiceSchedule: 'week', invoiceStart: addDays(today, -14) });
    await buildVisit(db, { clientId: client.id, dueDate: addDays(today, -10), complete: true, lines: [clean] });
    await buildVisit(db, { clientId: client.id, dueDate: today, complete: true, lines: [clean] });
    await t.app.jobs.send(autoInvoiceJob);
    const [invoice, ...none] = await invoicesOf(client.id);
    expect(none).toEqual([]);
    expect(invoice).toMatchObject({ issued_at: addDays(today, -7), total: 13_200 });
    const entry = (await activityLog(admin)).find((a) => a.description.startsWith('Auto-invoiced Nightly Run Pty Ltd'));
    expect(entry?.description).toBe(
      `Auto-invoiced Nightly Run Pty Ltd: invoice #${invoice.number} for ${addDays(today, -14)} to ${addDays(today, -8)} (1 visit)`,
    );
    expect(entry?.user_name).toBe('System');
  });
});

describe('POST /api/invoices/auto', () => {
  it('runs up to today without a body, and says what it made', async () => {
    const response = await bookkeeper.request({ method: 'POST', url: '/api/invoices/auto' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Nothing to invoice.', created: 0, cash: 0 });
    const client = await autoClient({ invoiceStart: '2025-11-01' });
    await buildVisit(db, { clientId: client.id, dueDate: '2025-11-03', complete: true, lines: [clean] });
    expect(await run('2025-12-01')).toEqual({ message: 'Made 1 invoice.', created: 1, cash: 0 });
  });

  it('refuses an until that is not a date, or is after today, on its field', async () => {
    for (const [until, message] of [
      ['2025-02-30', 'The until must be a date in the form YYYY-MM-DD.'],
      ['2999-01-01', 'The until date may not be after today.'],
    ]) {
      const refused = await bookkeeper.post('/api/invoices/auto', { until });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ until: [message] });
    }
  });

  it('is for manage_invoices only', async () => {
    expect((await office.post('/api/invoices/auto', {})).statusCode).toBe(403);
  });
});
