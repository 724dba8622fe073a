import { readFile } from 'node:fs/promises';
import { expect, test } from './journey-test';
import { businessTimeZone } from './page-models/client-page';
import { apiSession } from './page-models/api-session';
import { earningsPage, earningsWeekBeforeLast, lastEarningsWeek, todaysQuarterId } from './page-models/earnings-page';
import { signedIn } from './page-models/signed-in';

const pdf = () => Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n${Math.random()}\n`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: businessTimeZone });

  test('a contractor uploads the vendor invoice for last week and sees it listed', async ({ page }) => {
    const last = lastEarningsWeek(businessTimeZone);
    const number = `E2E-${Date.now().toString(36)}`;
    await signedIn(page, 'contractor@example.com');
    const earnings = earningsPage(page);
    await earnings.open(last.start);
    await earnings.expandWeek(last.week);
    await earnings.uploadInvoice({ number, total: '420.00', tax: '38.18', file: { name: `${number}.pdf`, buffer: pdf() } });
    await expect(earnings.invoice(number)).toBeVisible();
    // Still there after a reload: the server holds it.
    await page.reload();
    await earnings.expandWeek(last.week);
    await expect(earnings.invoice(number)).toBeVisible();
  });
});

test.describe('in the office', () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: businessTimeZone });

  test('the office downloads the week’s ABA file', async ({ page }) => {
    const last = lastEarningsWeek(businessTimeZone);
    await signedIn(page, 'admin@example.com');
    await page.goto(`/accounts/pay-runs?week=${last.start}`);
    await expect(page.getByRole('heading', { name: 'Pay runs' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Sam Taylor' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ABA file' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`pay-run-${last.start}.aba`);
    const text = await readFile((await download.path()) ?? '', 'latin1');
    const records = text.split('\r\n');
    expect(records.pop()).toBe('');
    expect(records.every((r) => r.length === 120)).toBe(true);
    expect(records[0]?.startsWith('0')).toBe(true);
    expect(records.at(-1)?.startsWith('7999-999')).toBe(true);
    expect(records.slice(1, -1).every((r) => r.startsWith('1'))).toBe(true);
    expect(records.length).toBeGreaterThan(3);
  });

  test('the office records the week before last as paid: refused while today’s BAS quarter is complete, then recorded', async ({
    page,
    baseURL,
  }) => {
    const week = earningsWeekBeforeLast(businessTimeZone);
    const quarter = todaysQuarterId(businessTimeZone);
    const bookkeeper = await apiSession(baseURL ?? '', 'bookkeeper@example.com');
    try {
      await signedIn(page, 'admin@example.com');
      await page.goto(`/accounts/pay-runs?week=${week.start}`);
      await expect(page.getByRole('cell', { name: 'Sam Taylor' })).toBeVisible();
      await bookkeeper.send('PUT', `/api/account-activity/${quarter}`, { bas_complete: true });

      await page.getByRole('button', { name: 'Record as paid' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record this pay run as paid?' });
      await expect(dialog.getByRole('button', { name: /^Paid on/ })).toBeVisible();
      await dialog.getByRole('button', { name: 'Record', exact: true }).click();
      await expect(
        dialog.getByText(/^Q\d · \w{3}–\w{3} \d{4} is complete: nothing dated \d{1,2} \w{3} \d{4} can change/).first(),
      ).toBeVisible();

      await bookkeeper.send('PUT', `/api/account-activity/${quarter}`, { bas_complete: false });
      await dialog.getByRole('button', { name: 'Record', exact: true }).click();
      await expect(page.locator('.mantine-Notification-root').filter({ hasText: /^Recorded \d+ payments?\.$/ })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Record as paid' })).toBeDisabled();
    } finally {
      await bookkeeper.send('PUT', `/api/account-activity/${quarter}`, { bas_complete: false });
      await bookkeeper.dispose();
    }
  });
});
