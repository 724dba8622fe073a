/**
 * The demo business's money, on a demo of its own (seed-demo.test.ts's seeds it again): its invoices
 * (demo/invoices.ts, demo/invoice-fates.ts), a year of them made from its finished visits by the product's rules, in
 * every state a business without SMTP sees, and money that adds up by hand; and what it paid its contractors, as the
 * earnings, pay runs, TPAR and BAS pages count it. One seed serves both: each is 10 to 19 s of a test run, and these
 * checks only read the demo (the nightly invoicing they run finds nothing to do).
 */
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/api/paging';
import type { InvoiceSummary } from '../../shared/api/invoices';
import { addDays, addMonths, financialYearOf, startOfMonth, todayIn } from '../../shared/dates';
import { issueDateOf, periodContaining } from '../../shared/invoice-periods';
import { invoiceStates } from '../../shared/invoice-states';
import { invoiceTotals, lineAmount } from '../../shared/money';
import { systemActor } from '../features/audit/audit';
import { clients } from '../features/clients/clients.table';
import { autoInvoice } from '../features/invoices/auto-invoice';
import { invoiceLines, invoices, payments } from '../features/invoices/invoices.table';
import { payRunPayments } from '../features/pay-runs/pay-runs.table';
import { billableVisits } from '../features/schedules/invoicing.queries';
import { schedules } from '../features/schedules/schedules.table';
import { vendorInvoices } from '../features/vendor-invoices/vendor-invoices.table';
import { type Client, createTestApp, signIn, type TestApp } from '../test/test-app';
import { BY_HAND_AFTER_DAYS } from './demo/invoices';
import { seedDemoIfEmpty } from './seed';

let t: TestApp;
let today: string;
let bookkeeper: Client;
let admin: Client;
let months: string[];

beforeAll(async () => {
  t = await createTestApp();
  today = todayIn(t.app.config.timeZone);
  await seedDemoIfEmpty(t.app.db, t.app.storage, { info() {} });
  bookkeeper = await signIn(t.app, 'bookkeeper@example.com');
  admin = await signIn(t.app, 'admin@example.com');
  const thisMonth = startOfMonth(today.slice(0, 7));
  months = [addMonths(thisMonth, -1), thisMonth];
}, 240_000);
afterAll(() => t?.close());

const listed = async (filters: Record<string, unknown>) =>
  ((await bookkeeper.get(`/api/invoices?count=100&filters=${encodeURIComponent(JSON.stringify(filters))}`)).json() as Paged<InvoiceSummary>)
    .meta.total;

describe('the demo business’s invoices', () => {
  it('cover a year, numbered in the order of their dates, in every state but sending and suspended', async () => {
    const rows = await t.app.db.select().from(invoices).orderBy(asc(invoices.number));
    expect(rows.length).toBeGreaterThan(300);
    expect(rows[0].issuedAt <= addDays(today, -330)).toBe(true);
    expect(rows.every((row, i) => i === 0 || (row.number === rows[i - 1].number + 1 && row.issuedAt >= rows[i - 1].issuedAt))).toBe(true);
    // Sending needs mail in flight (the demo has no SMTP); suspension is a person's decision on a suspended client.
    for (const state of invoiceStates.filter((s) => s !== 'sending' && s !== 'suspended'))
      expect(await listed({ invoiceState: state }), state).toBeGreaterThan(0);
    expect(await listed({ invoiceState: 'cancelled' })).toBe(1);
    expect(await listed({ invoiceState: 'unpaid' })).toBeGreaterThan(3);
  });

  it('hold totals that are their lines plus GST, and payments that never pass the total', async () => {
    const db = t.app.db;
    const rows = await db.select().from(invoices);
    const lines = await db.select().from(invoiceLines);
    const paid = await db.select().from(payments);
    for (const invoice of rows) {
      const own = lines.filter((l) => l.invoiceId === invoice.id);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((l) => l.amount === lineAmount({ unit_price: l.unitPrice, quantity: l.quantity }))).toBe(true);
      expect(
        invoiceTotals(
          own.map((l) => ({ unit_price: l.unitPrice, quantity: l.quantity })),
          { gst: invoice.gst },
        ),
      ).toEqual({ subtotal: invoice.subtotal, tax: invoice.tax, total: invoice.total });
      const applied = paid.filter((p) => p.invoiceId === invoice.id);
      expect(applied.reduce((sum, p) => sum + p.amount, 0)).toBeLessThanOrEqual(invoice.total);
      expect(applied.every((p) => p.amount > 0 && p.paidAt >= invoice.issuedAt && p.paidAt < today)).toBe(true);
      if (invoice.cancelledAt) expect(applied).toEqual([]);
    }
    // Paid by hand, in cash at the door, and from the demo's bank lines matched to their invoices.
    expect(new Set(paid.map((p) => p.source))).toEqual(new Set(['manual', 'cash', 'transaction']));
  });

  it('give each cash visit its own invoice, paid at the door when the contractor recorded the cash', async () => {
    const db = t.app.db;
    const cash = await db.select().from(invoices).where(eq(invoices.cash, true));
    const visits = await db
      .select()
      .from(schedules)
      .where(
        inArray(
          schedules.invoiceId,
          cash.map((i) => i.id),
        ),
      );
    const cashPayments = await db.select().from(payments).where(eq(payments.source, 'cash'));
    const cashClients = new Set(
      (await db.select({ id: clients.id }).from(clients).where(eq(clients.paymentMethod, 'cash'))).map((c) => c.id),
    );
    for (const invoice of cash) {
      const [visit, ...more] = visits.filter((v) => v.invoiceId === invoice.id);
      expect(more).toEqual([]);
      expect(cashClients.has(invoice.clientId)).toBe(true);
      expect(invoice).toMatchObject({ issuedAt: visit.dueDate, terms: 0 });
      const payment = cashPayments.filter((p) => p.invoiceId === invoice.id);
      expect(payment.map((p) => [p.amount, p.paidAt, p.scheduleId])).toEqual(visit.paid ? [[invoice.total, visit.dueDate, visit.id]] : []);
    }
    expect(cashPayments.length).toBe(visits.filter((v) => v.paid).length);
  });

  it('leave the nightly run nothing to do, and the office only its past week’s work', async () => {
    const db = t.app.db;
    expect(await autoInvoice(db, { until: today, actor: systemActor })).toEqual({ created: 0, cash: 0 });
    const byHand = await db.select().from(clients).where(eq(clients.autoInvoice, false));
    const waiting = await billableVisits(db, { clientIds: byHand.map((c) => c.id), to: addDays(today, -1) });
    for (const visit of waiting) {
      const client = byHand.find((c) => c.id === visit.clientId)!;
      const period = periodContaining(client.invoiceSchedule, client.invoiceStart!, visit.dueDate)!;
      expect(issueDateOf(period) > addDays(today, -BY_HAND_AFTER_DAYS), `visit ${visit.id} of ${client.name} on ${visit.dueDate}`).toBe(
        true,
      );
    }
    // The drafts waiting are the run's of the past week.
    const drafts = await db.select().from(invoices).where(eq(invoices.cash, false));
    for (const draft of drafts.filter((i) => i.lastSent === null))
      expect(draft.periodKey !== null && draft.issuedAt > addDays(today, -BY_HAND_AFTER_DAYS)).toBe(true);
  });

  it('has the cancelled invoice’s visits on its replacement, and clients that owe', async () => {
    const db = t.app.db;
    const [cancelled] = await db.select().from(invoices).where(isNotNull(invoices.cancelledAt));
    expect(await db.select().from(schedules).where(eq(schedules.invoiceId, cancelled.id))).toEqual([]);
    const [replacement] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.note, `Replaces invoice #${cancelled.number}, with the purchase order number.`));
    expect(replacement).toMatchObject({ clientId: cancelled.clientId, total: cancelled.total, issuedAt: addDays(cancelled.issuedAt, 4) });
    const [chased] = await db.select().from(clients).where(eq(clients.name, 'Randwick Physiotherapy & Sports Injury Clinic'));
    const account = (await bookkeeper.get(`/api/clients/${chased.id}`)).json() as { owing: number; last_issued: string };
    expect(account.owing).toBeGreaterThan(0);
    expect(account.last_issued < today).toBe(true);
  });
});

describe('the demo business’s own details', () => {
  it('are filled in, so its invoices print a business with an ABN, bank details and a logo', async () => {
    const settings = (await admin.get('/api/settings/general')).json();
    expect(settings).toMatchObject({
      business_name: 'Harbour City Commercial Cleaning',
      abn: '53004085260',
      gst_registered: true,
      bsb: '062000',
    });
    const logo = await admin.get(settings.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });
});

describe('the demo business’s contractors', () => {
  it('pays every contractor what the dashboard’s monthly progress says, week by week, to the cent', async () => {
    let compared = 0;
    for (const month of months) {
      const progress = (await admin.get(`/api/contractor-monthly-progress?month=${month}&count=100`)).json();
      expect(progress.data.length).toBeGreaterThan(0);
      for (const row of progress.data as {
        user: { id: number };
        earnings: { so_far: Record<string, number>; potential: Record<string, number> };
      }[]) {
        const earnings = (await admin.get(`/api/contractor-earnings/${row.user.id}?month=${month}`)).json();
        expect(earnings.totals.earned).toBe(row.earnings.so_far.total);
        expect(earnings.totals.potential).toBe(row.earnings.potential.total);
        for (const week of earnings.weeks as { week: number; totals: { earned: number; potential: number } }[]) {
          expect(week.totals.earned).toBe(row.earnings.so_far[`week_${week.week}`]);
          expect(week.totals.potential).toBe(row.earnings.potential[`week_${week.week}`]);
        }
        if (earnings.totals.earned > 0) compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(2);
  });

  it('has vendor invoices for the last weeks, a year of recorded pay runs for the TPAR, and one contractor without an ABN', async () => {
    const sam = (await admin.get('/api/users?search=contractor@example.com')).json().data[0];
    const maria = (await admin.get('/api/users?search=maria@example.com')).json().data[0];
    const mine = (await admin.get(`/api/contractor-earnings/${maria.id}?month=${months[1]}`)).json();
    const previous = (await admin.get(`/api/contractor-earnings/${maria.id}?month=${months[0]}`)).json();
    const invoices = [...previous.weeks, ...mine.weeks].flatMap((w: { vendor_invoices: unknown[] }) => w.vendor_invoices);
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    expect(mine.vendor).toBe(true);
    const download = await admin.get((invoices[0] as { download_url: string }).download_url);
    expect(download.body.startsWith('%PDF')).toBe(true);

    // The office paid them from the bank: paid ones are linked to their bank line, the oldest unpaid suggested.
    const outgoing = (await admin.get(`/api/transactions?search=TRANSFER%20TO&count=100`)).json().data as {
      vendor_invoices: { confirmed: boolean }[];
    }[];
    expect(outgoing.some((l) => l.vendor_invoices.some((v) => v.confirmed))).toBe(true);
    expect(outgoing.some((l) => l.vendor_invoices.some((v) => !v.confirmed))).toBe(true);

    const { year } = financialYearOf(todayIn(t.app.config.timeZone));
    const rows = [
      ...(await admin.get(`/api/tpar?year=${year}`)).json().rows,
      ...(await admin.get(`/api/tpar?year=${year - 1}`)).json().rows,
    ];
    expect(rows.some((r: { user_id: number }) => r.user_id === sam.id)).toBe(true);
    expect(rows.some((r: { missing: string[]; tax_withheld: number }) => r.missing.includes('abn') && r.tax_withheld > 0)).toBe(true);
  });

  it('counts what it paid its contractors in its BAS quarters, re-adding by hand from the pay runs and vendor invoices', async () => {
    const { year } = financialYearOf(todayIn(t.app.config.timeZone));
    const runs = await t.app.db.select().from(payRunPayments);
    const ran = new Set(runs.map((r) => `${r.userId}/${r.week}`));
    const paid = [
      ...runs.map((r) => ({ on: r.paidOn, amount: r.earned, gst: r.gst, withheld: r.withheld })),
      ...(await t.app.db.select().from(vendorInvoices))
        .filter((v) => v.paidAt && !ran.has(`${v.userId}/${v.week}`))
        .map((v) => ({ on: v.paidAt!, amount: v.total, gst: v.tax, withheld: 0 })),
    ];
    type Line = { kind: string; amount: number; business_part: number; gst: number; withheld: number };
    const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
    let contractorGst = 0;
    for (const fy of [year - 1, year]) {
      for (const q of (await admin.get(`/api/account-activity?year=${fy}`)).json().data) {
        const lines: Line[] = [];
        for (let page = 1; ; page++) {
          const body = (await admin.get(`/api/account-activity/${q.id}/expenses?count=100&page=${page}`)).json();
          lines.push(...body.data);
          if (page >= body.meta.last_page) break;
        }
        const theirs = paid.filter((p) => p.on >= q.start && p.on <= q.end);
        const contractors = lines.filter((line) => line.kind !== 'expense');
        expect(contractors.length).toBe(theirs.length);
        expect(sum(contractors, (l) => l.amount)).toBe(sum(theirs, (p) => p.amount));
        expect(sum(contractors, (l) => l.gst)).toBe(sum(theirs, (p) => p.gst));
        expect(q.withheld).toBe(sum(theirs, (p) => p.withheld));
        expect(q.outgoing).toBe(sum(lines, (l) => l.business_part));
        expect(q.outgoing_tax).toBe(sum(lines, (l) => l.gst));
        expect(q.net).toBe(q.label_1a - q.label_1b + q.label_w4 + q.payg);
        contractorGst += sum(theirs, (p) => p.gst);
      }
    }
    expect(contractorGst).toBeGreaterThan(0);
  });

  it('shows every recorded week as recorded, payee by payee as the BAS counts it, with its vendor invoices paid', async () => {
    const runs = await t.app.db.select().from(payRunPayments);
    const invoices = await t.app.db.select().from(vendorInvoices);
    const recorded = new Map(runs.map((r) => [`${r.userId}/${r.week}`, r]));
    const ofRecordedWeeks = invoices.filter((v) => recorded.has(`${v.userId}/${v.week}`));
    expect(ofRecordedWeeks.length).toBeGreaterThan(0);
    expect(ofRecordedWeeks.filter((v) => v.paidAt === null)).toEqual([]);
    // The last three months' recorded weeks, whose figures the page once worked out again from today's data.
    const weeks = [...new Set(runs.map((r) => r.week))].sort().slice(-13);
    let compared = 0;
    for (const week of weeks) {
      const run = (await admin.get(`/api/pay-runs/${week}`)).json();
      for (const payee of run.payees as { user: { id: number }; earned: number; gst: number; withheld: number; net: number }[]) {
        const row = recorded.get(`${payee.user.id}/${week}`);
        if (!row) continue;
        expect([payee.earned, payee.gst, payee.withheld, payee.net]).toEqual([row.earned, row.gst, row.withheld, row.net]);
        compared++;
      }
    }
    expect(compared).toBe(runs.filter((r) => weeks.includes(r.week)).length);
  });
});
