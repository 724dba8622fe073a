import { expect, test } from './journey-test';
import type { InvoiceSummary } from '../shared/api/invoices';
import { expectAccessible } from './page-models/accessibility';
import { apiSession } from './page-models/api-session';
import { signedIn } from './page-models/signed-in';
import { transactionsPage } from './page-models/transactions-page';

test.describe.configure({ timeout: 180_000 });

const dollars = (cents: number) => `${cents < 0 ? '-' : '+'}${(Math.abs(cents) / 100).toFixed(2)}`;

test('the bookkeeper imports a bank file, confirms a suggested match, credits a client and assigns a debit as an expense', async ({
  page,
  baseURL,
}) => {
  const bookkeeper = await apiSession(baseURL ?? '', 'bookkeeper@example.com');
  const unpaid = await bookkeeper.get<{ data: InvoiceSummary[] }>(
    `/api/invoices?unmatched=true&count=100&filters=${encodeURIComponent('{"invoiceState":"unpaid"}')}`,
  );
  const invoice = unpaid.data.find((i) => i.balance > 0 && i.balance === i.total) ?? unpaid.data[0];
  await bookkeeper.dispose();
  const now = new Date();
  const today = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
  const paying = `E2E ${invoice.client.name.toUpperCase()} INV ${invoice.number}`;
  // A CBA export: no header; date, signed amount, description, balance.
  const file =
    [
      `${today},"${dollars(invoice.balance)}","${paying}","+1000.00"`,
      `${today},"+123.45","E2E MYSTERY DEPOSIT","+1123.45"`,
      `${today},"-45.60","E2E KMART PURCHASE","+1077.85"`,
    ].join('\n') + '\n';

  const transactions = transactionsPage(page);
  await signedIn(page, 'bookkeeper@example.com');
  await transactions.open();

  await test.step('the page, with the demo’s suggestions, has no serious accessibility violation', async () => {
    await expectAccessible(page, '/transactions');
  });

  await test.step('import the file: three new lines', async () => {
    const dialog = await transactions.importFile('cba.csv', file);
    await expect(dialog.getByText('3 new lines, 0 already there.')).toBeVisible();
    await expect(dialog.getByText('CSV (Commonwealth Bank)')).toBeVisible();
    // The dialog's own Close button, not the cross in its header that shares the name.
    await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  });

  await test.step('the payment is suggested for its invoice with a percentage and reasons; confirming pays the invoice', async () => {
    await transactions.search('E2E');
    const row = transactions.row(paying);
    await expect(row.getByLabel(/^Suggested match, \d+ %$/)).toBeVisible();
    await expect(row.getByText(`Invoice ${invoice.number} in the description`)).toBeVisible();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(transactions.stateOf(row)).toHaveText('Matched');
    await page.goto(`/accounts/invoice/${invoice.id}`);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await transactions.open();
    await transactions.search('E2E');
  });

  await test.step('credit the unplaced deposit to the client', async () => {
    const row = transactions.row('E2E MYSTERY DEPOSIT');
    await transactions.action(row, 'Credit to client');
    const dialog = page.getByRole('dialog', { name: 'Credit to a client' });
    await dialog.getByRole('combobox', { name: 'Client' }).fill(invoice.client.name.slice(0, 8));
    await page.getByRole('option', { name: invoice.client.name }).click();
    await dialog.getByRole('button', { name: 'Credit the client' }).click();
    await expect(dialog).toBeHidden();
    await expect(transactions.stateOf(row)).toHaveText('Credited');
    await expect(row.getByText(`Credit to ${invoice.client.name} · $123.45`)).toBeVisible();
  });

  await test.step('assign the debit as a new expense', async () => {
    const row = transactions.row('E2E KMART PURCHASE');
    await transactions.action(row, 'Assign as expense');
    const dialog = page.getByRole('dialog', { name: 'Assign as expense' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Microfibre cloths');
    await dialog.getByRole('button', { name: 'Record the expense' }).click();
    await expect(dialog).toBeHidden();
    await expect(transactions.stateOf(row)).toHaveText('Matched');
    await expect(row.getByText('Expense Microfibre cloths · $45.60')).toBeVisible();
  });
});
