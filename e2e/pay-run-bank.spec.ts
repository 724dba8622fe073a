import { expect, test } from './journey-test';
import { signedIn } from './page-models/signed-in';
import { transactionsPage } from './page-models/transactions-page';

test.describe.configure({ timeout: 180_000 });

/** `Pay run 1 Oct 2026 · …` → 2026-10-01. */
function weekOf(text: string): string {
  const date = new Date(/^Pay run (\d{1,2} \w{3} \d{4})/.exec(text)?.[1] ?? '');
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('the bookkeeper matches a pay run’s batch debit to the run, and the pay runs page reads it as reconciled', async ({ page }) => {
  const transactions = transactionsPage(page);
  await signedIn(page, 'bookkeeper@example.com');
  await transactions.open();
  // The demo's batch debit waiting with its suggestion (the week before the matched one).
  await transactions.search('CBA DIRECT ENTRY CONTRACTORS');
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByText(/^Pay run /) })
    .filter({ has: page.getByRole('button', { name: 'Confirm' }) })
    .first();
  await expect(row.getByLabel(/^Suggested match, \d+ %$/)).toBeVisible();
  const linkText = (await row.getByText(/^Pay run /).textContent()) ?? '';
  const week = weekOf(linkText);

  await test.step('confirming links it: the line is matched', async () => {
    await row.getByRole('button', { name: 'Confirm' }).click();
    const linked = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByLabel(`Disconnect ${linkText}`) });
    await expect(transactions.stateOf(linked)).toHaveText(/matched/i);
  });

  await test.step('the pay runs page shows the week at the bank as reconciled', async () => {
    await page.goto(`/accounts/pay-runs?week=${week}`);
    const bank = page.getByRole('group', { name: 'At the bank' });
    await expect(bank.getByText('Reconciled')).toBeVisible();
    await expect(bank.getByText(/Batch debit · CBA DIRECT ENTRY CONTRACTORS/)).toBeVisible();
  });

  await test.step('disconnecting it from the transactions page leaves the run unmatched again', async () => {
    await transactions.open();
    await transactions.search('CBA DIRECT ENTRY CONTRACTORS');
    await page.getByLabel(`Disconnect ${linkText}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByLabel(`Disconnect ${linkText}`)).toHaveCount(0);
    await page.goto(`/accounts/pay-runs?week=${week}`);
    await expect(page.getByRole('group', { name: 'At the bank' }).getByText('No bank line matched')).toBeVisible();
  });
});
