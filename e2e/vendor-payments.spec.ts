import { expect, test } from './journey-test';
import { signedIn } from './page-models/signed-in';
import { transactionsPage } from './page-models/transactions-page';

test.describe.configure({ timeout: 180_000 });

test('the bookkeeper confirms a transfer as the payment of a contractor’s vendor invoice, then disconnects it', async ({ page }) => {
  const transactions = transactionsPage(page);
  await signedIn(page, 'bookkeeper@example.com');
  await transactions.open();
  // The demo's transfers for the unpaid weeks wait with their vendor-invoice suggestion; recording a week (the
  // earnings journey does) pays its invoices, so the journey takes whichever transfer still waits.
  await transactions.search('TRANSFER TO');
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ has: page.getByText(/^Vendor invoice [A-Z]+-/) })
    .filter({ has: page.getByRole('button', { name: 'Confirm' }) })
    .first();
  await expect(row.getByLabel(/^Suggested match, \d+ %$/)).toBeVisible();
  const linkText = (await row.getByText(/^Vendor invoice [A-Z]+-/).textContent()) ?? '';

  await test.step('confirming links it: the line is matched', async () => {
    await row.getByRole('button', { name: 'Confirm' }).click();
    const linked = page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByLabel(`Disconnect ${linkText}`) });
    await expect(transactions.stateOf(linked)).toHaveText(/matched/i);
  });

  await test.step('disconnecting asks first, then the line is unmatched again', async () => {
    await page.getByLabel(`Disconnect ${linkText}`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByLabel(`Disconnect ${linkText}`)).toHaveCount(0);
  });
});
