import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, startOfMonth, todayIn } from '../../../shared/dates';
import { seedDemoIfEmpty } from '../../scripts/seed';
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
      for (const row of progress.data as { user: { id: number }; earnings: { so_far: Record<string, number>; potential: Record<string, number> } }[]) {
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
    const outgoing = (await admin.get(`/api/transactions?search=TRANSFER%20TO&count=100`)).json().data as { vendor_invoices: { confirmed: boolean }[] }[];
    expect(outgoing.some((l) => l.vendor_invoices.some((v) => v.confirmed))).toBe(true);
    expect(outgoing.some((l) => l.vendor_invoices.some((v) => !v.confirmed))).toBe(true);

    const year = Number(todayIn(t.app.config.timeZone).slice(0, 4)) + (Number(todayIn(t.app.config.timeZone).slice(5, 7)) >= 7 ? 1 : 0);
    const rows = [...(await admin.get(`/api/tpar?year=${year}`)).json().rows, ...(await admin.get(`/api/tpar?year=${year - 1}`)).json().rows];
    expect(rows.some((r: { user_id: number }) => r.user_id === sam.id)).toBe(true);
    expect(rows.some((r: { missing: string[]; tax_withheld: number }) => r.missing.includes('abn') && r.tax_withheld > 0)).toBe(true);
  });
});
