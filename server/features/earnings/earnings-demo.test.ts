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
});
