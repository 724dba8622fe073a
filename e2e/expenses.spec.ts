import { expect, test } from './journey-test';
import { apiSession } from './page-models/api-session';
import { documentsPage } from './page-models/documents-page';
import { expensesPage, tinyPdf, tinyPng } from './page-models/expenses-page';
import { signedIn } from './page-models/signed-in';

const bookkeeper = 'bookkeeper@example.com';
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an expense is recorded, a receipt dropped on its row is viewed inside the page, and removed', async ({ page, baseURL }) => {
  const expenses = expensesPage(page);
  const description = `Mop buckets ${stamp()}`;
  const receipt = `receipt-${stamp()}.png`;

  await test.step('sign in as the bookkeeper and record an expense from a GST-registered vendor', async () => {
    await signedIn(page, bookkeeper);
    await expenses.open();
    await expenses.create({ description, amount: '45.10', vendor: 'Bunnings Warehouse' });
    // The switch shows only for a GST-registered vendor, on at first; the claim is the shared rule's.
    await expect(expenses.dialog().getByRole('switch', { name: 'Claim GST' })).toBeChecked();
    await expect(expenses.gstClaimed()).toHaveText('$4.10');
    await expenses.save();
    await expenses.search(description);
    await expect(expenses.row(description)).toContainText('$45.10');
    await expect(expenses.row(description)).toContainText('GST $4.10');
  });

  await test.step('drop a receipt on the row: it goes up and is on the expense', async () => {
    await expenses.dropOn(description, { name: receipt, mimeType: 'image/png', buffer: tinyPng });
    await expect(expenses.documentChip(receipt)).toBeVisible();
  });

  await test.step('the viewer shows the image from the server inside the page', async () => {
    await expenses.documentChip(receipt).click();
    const viewer = expenses.dialog();
    await expect(viewer).toContainText(description);
    await expect(viewer).toContainText('documented');
    const image = viewer.getByRole('img', { name: receipt });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  });

  await test.step('Remove takes it off the expense; the document stays, on no expense', async () => {
    await expenses.dialog().getByRole('button', { name: 'Remove' }).click();
    await expect(expenses.dialog()).toBeHidden();
    await expect(expenses.documentChip(receipt)).toHaveCount(0);
    await expect(expenses.row(description)).toContainText('Drop receipt');
    const api = await apiSession(baseURL ?? '', bookkeeper);
    const listed = await api.get<{ data: { filename: string; expense_id: number | null }[] }>(`/api/expense-documents?search=${receipt}`);
    expect(listed.data).toEqual([expect.objectContaining({ filename: receipt, expense_id: null })]);
    await api.dispose();
  });

  await test.step('a bill dropped anywhere on the row goes onto it too', async () => {
    const bill = `bill-${stamp()}.pdf`;
    await expenses.dropOn(description, { name: bill, mimeType: 'application/pdf', buffer: tinyPdf(bill) }, 'row');
    await expect(expenses.documentChip(bill)).toBeVisible();
    await expect(expenses.documentChip(bill)).toHaveAccessibleName(`PDF: view ${bill}`);
  });
});

test('a shared document is uploaded, downloaded as it was sent, and deleted after confirming', async ({ page }) => {
  const documents = documentsPage(page);
  const description = `Floor polish safety data sheet ${stamp()}`;
  const filename = `sds-${stamp()}.pdf`;
  const bytes = tinyPdf(description);

  await test.step('upload a safety data sheet', async () => {
    await signedIn(page, bookkeeper);
    await documents.open();
    await documents.add({ description, subject: 'Foyer floors', file: { name: filename, mimeType: 'application/pdf', buffer: bytes } });
    await expect(documents.row(description)).toContainText('Foyer floors');
    await expect(documents.row(description)).toContainText('No expiry');
  });

  await test.step('download it: the same bytes come back', async () => {
    const download = page.waitForEvent('download');
    await documents
      .row(description)
      .getByRole('button', { name: `Download ${filename}` })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(filename);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).equals(bytes)).toBe(true);
  });

  await test.step('delete it, confirmed first', async () => {
    await documents.row(description).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(documents.row(description)).toHaveCount(0);
  });
});

test('receipts uploaded on /documents with a description are listed with their state from the server', async ({ page }) => {
  const description = `Van receipts ${stamp()}`;
  const filename = `receipt-${stamp()}.png`;
  await signedIn(page, bookkeeper);
  await documentsPage(page).open();
  const section = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Expense documents' }) });
  await section.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload receipts and bills' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.locator('input[type="file"]').setInputFiles({ name: filename, mimeType: 'image/png', buffer: tinyPng });
  await expect(dialog).toContainText(filename);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText(filename);
  // Read in the background: still being read, or read (a 4-pixel image has no words, so it fails with the reason).
  await expect(row.getByText(/^(processing|processed|attempted|failed)$/)).toBeVisible();
  await expect(row).toContainText(/Reading…|No words could be read from it\.|On no expense/);
});

test('a read receipt that says GST free is flagged, and the expense is made from what was read, with the receipt on it', async ({
  page,
}) => {
  const vendor = `Corner Deli ${stamp()}`;
  const filename = `deli-${stamp()}.pdf`;
  const { textPdf } = await import('../server/test/receipts');
  const file = await textPdf([vendor, 'Date 20/11/2026', 'Sandwich platter $38.50 GST free', 'TOTAL $38.50']);
  await signedIn(page, bookkeeper);
  await documentsPage(page).open();
  const section = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Expense documents' }) });
  await section.getByRole('button', { name: 'Upload', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload receipts and bills' });
  await upload.locator('input[type="file"]').setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: file });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  const row = section.getByRole('row').filter({ hasText: filename });

  await test.step('read in the background: its GST free flagged against amount ÷ 11', async () => {
    await expect(row).toContainText('$38.50 · GST free', { timeout: 30_000 });
    await expect(row).toContainText('It says GST free; an expense of its amount would claim $3.50.');
  });

  await test.step('Create expense opens the form filled in from it; recording it puts the receipt on the expense', async () => {
    await row.getByRole('button', { name: 'Create expense' }).click();
    const form = page.getByRole('dialog', { name: `New expense from ${filename}` });
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(vendor);
    await expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue('$38.50');
    await form.getByRole('button', { name: 'Record expense' }).click();
    await expect(form).toBeHidden();
    await expect(row).toContainText(vendor);
    await expect(row.getByText('documented')).toBeVisible();
  });
});
