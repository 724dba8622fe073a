import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, financialYearOf, startOfMonth, todayIn } from '../../../shared/dates';
import { seedDemoIfEmpty } from '../../scripts/seed';
import { payRunPayments } from '../pay-runs/pay-runs.table';
import { vendorInvoices } from '../vendor-invoices/vendor-invoices.table';
import { createTestApp, signIn, type Client, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Client;
let months: string[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.app.db, t.app.storage, { info() {} });
  admin = await signIn(t.app, 'admin@example.com');
  const thisMonth = startOfMonth(todayIn(t.app.config.timeZone).slice(0, 7));
  months = [addMonths(thisMonth, -1), thisMonth];
}, 240_000);
afterAll(() => t?.close());

describe('the demo business', () => {
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
