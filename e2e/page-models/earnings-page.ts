import { expect, type Page } from '@playwright/test';
import { quarterOfDate } from '../../shared/bas';

const blockStarts = [1, 8, 15, 22, 29];

/** Today in the business time zone, as YYYY-MM-DD. */
function businessToday(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The earnings week before the one holding today (its first day), and its number in its month. */
export function lastEarningsWeek(timeZone: string, today = businessToday(timeZone)): { start: string; week: number } {
  const day = Number(today.slice(8, 10));
  const current = blockStarts.filter((d) => d <= day).at(-1) ?? 1;
  const before = new Date(`${today.slice(0, 8)}${String(current).padStart(2, '0')}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 1);
  const iso = before.toISOString().slice(0, 10);
  const start = blockStarts.filter((d) => d <= before.getUTCDate()).at(-1) ?? 1;
  return { start: `${iso.slice(0, 8)}${String(start).padStart(2, '0')}`, week: blockStarts.indexOf(start) + 1 };
}

/** The earnings week before last: the older of the two weeks the demo leaves unpaid. */
export function earningsWeekBeforeLast(timeZone: string): { start: string; week: number } {
  return lastEarningsWeek(timeZone, lastEarningsWeek(timeZone).start);
}

/** Today's BAS quarter as the API names it (year × 10 + quarter, the year the financial year ends). */
export function todaysQuarterId(timeZone: string): number {
  return quarterOfDate(businessToday(timeZone)).id;
}

/** /my-earnings: a month of weeks that expand, each with its vendor invoices. */
export function earningsPage(page: Page) {
  return {
    async open(month: string) {
      await page.goto(`/my-earnings?month=${month.slice(0, 7)}`);
      await expect(page.getByRole('heading', { name: 'Earnings' })).toBeVisible();
    },
    week: (n: number) => page.getByRole('button', { name: new RegExp(`^Week ${n} ·`) }),
    async expandWeek(n: number) {
      const control = this.week(n);
      if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
      await expect(control).toHaveAttribute('aria-expanded', 'true');
    },
    async uploadInvoice(details: { number: string; total: string; tax: string; file: { name: string; buffer: Buffer } }) {
      await page.getByRole('button', { name: 'Upload invoice' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Invoice number/).fill(details.number);
      await dialog.getByLabel(/^Total/).fill(details.total);
      await dialog.getByLabel(/^GST/).fill(details.tax);
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: details.file.name, mimeType: 'application/pdf', buffer: details.file.buffer });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog).toBeHidden({ timeout: 20_000 });
    },
    invoice: (number: string) => page.getByText(`Invoice ${number}`, { exact: true }),
  };
}
