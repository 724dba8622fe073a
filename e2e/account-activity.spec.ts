import { expect, test } from './journey-test';
import { activityPage } from './page-models/activity-page';
import { apiSession } from './page-models/api-session';
import { signedIn } from './page-models/signed-in';

test.describe.configure({ timeout: 180_000 });

/** The demo's Q1 of the current financial year (July–September 2026): ended, open, with receipts and expenses. */
const quarter = { id: 20271, name: 'Q1 · Jul–Sep 2026' };

test('the owner opens a quarter, downloads it and marks it complete; an expense dated in it is then refused until reopened', async ({
  page,
  baseURL,
}) => {
  const activity = activityPage(page);
  await signedIn(page, 'bookkeeper@example.com');
  await activity.open();
  await activity.chooseYear('FY 2026–27');

  await test.step('open what is behind the quarter’s incoming: the receipts with their GST', async () => {
    const dialog = await activity.openIncoming(/Q1 · Jul–Sep 2026/);
    await expect(dialog.getByText(/^Receipts · Q1 · Jul–Sep 2026/)).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'GST' })).toBeVisible();
    await expect(dialog.getByRole('row')).not.toHaveCount(1);
    await page.keyboard.press('Escape');
  });

  await test.step('open what is behind its GST credits: expenses and the contractors paid, with the GST on their invoices', async () => {
    const dialog = await activity.openCredits(/Q1 · Jul–Sep 2026/);
    await expect(dialog.getByText(/^Expenses and contractors · Q1 · Jul–Sep 2026/)).toBeVisible();
    const payRun = dialog.getByRole('row').filter({ hasText: 'Pay run, week of' }).first();
    await expect(payRun.getByText('Contractor')).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Withheld (W4)' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('under each BAS figure, the whole dollars to write on the form (the cents dropped)', async () => {
    const figures = await (
      await apiSession(baseURL ?? '', 'bookkeeper@example.com')
    ).get<{
      label_1a: number;
      on_form: { label_1a: number; label_1b: number; net: number };
    }>(`/api/account-activity/${quarter.id}`);
    expect(figures.on_form.label_1a).toBe(figures.label_1a - (figures.label_1a % 100));
    const whole = (cents: number) => `Form $${Math.abs(cents / 100).toLocaleString('en-AU')}`;
    for (const cents of [figures.on_form.label_1a, figures.on_form.label_1b, figures.on_form.net])
      await expect(activity.row(quarter.id)).toContainText(whole(cents));
  });

  await test.step('download the quarter as a spreadsheet', async () => {
    const download = await activity.download(quarter.name);
    expect(download.suggestedFilename()).toBe('account-activity-2027-q1.xlsx');
  });

  const bookkeeper = await apiSession(baseURL ?? '', 'bookkeeper@example.com');
  const expense = { description: 'Fuel', created_at: '2026-08-15', amount: 8800, business_use: 100, gst: false };
  try {
    await test.step('mark the BAS complete: the quarter shows complete and its PAYG is no longer editable', async () => {
      await activity.toggle(quarter.name, 'Mark BAS complete', 'Mark complete');
      await expect(activity.toast(`${quarter.name} is complete and locked.`)).toBeVisible();
      await expect(activity.row(quarter.id).getByText('Complete')).toBeVisible();
      await expect(activity.row(quarter.id).getByRole('button', { name: /^Edit PAYG/ })).toHaveCount(0);
    });

    await test.step('an expense dated in the quarter is refused with the message', async () => {
      const refused = await bookkeeper.send('POST', '/api/expenses', expense);
      expect(refused.status()).toBe(422);
      const message = 'Q1 · Jul–Sep 2026 is complete: nothing dated 15 Aug 2026 can change until its BAS is reopened.';
      expect(await refused.json()).toEqual({ message, errors: { created_at: [message] } });
    });

    await test.step('reopened, the quarter takes the expense again', async () => {
      await activity.toggle(quarter.name, 'Reopen quarter', 'Reopen');
      await expect(activity.toast(`${quarter.name} is open again.`)).toBeVisible();
      const created = await bookkeeper.post<{ id: number }>('/api/expenses', expense);
      expect((await bookkeeper.send('DELETE', `/api/expenses/${created.id}`)).status()).toBe(204);
    });
  } finally {
    await bookkeeper.send('PUT', `/api/account-activity/${quarter.id}`, { bas_complete: false });
    await bookkeeper.dispose();
  }
});
