import { expect, test } from './journey-test';
import type { Mail } from '../shared/api/mail';
import { expectAccessible } from './page-models/accessibility';
import { apiSession } from './page-models/api-session';
import { invoiceEditor, invoiceView } from './page-models/invoice-editor-page';
import { invoicesList } from './page-models/invoices-page';
import { signedIn } from './page-models/signed-in';

/** A demo client on terms that nothing else in the journeys touches, with an account contact. */
const client = 'Westside Financial Planning';

// Journeys of many steps, each a round trip: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('the office creates an invoice, adds lines, sends it; the client opens the link (seen); it is marked paid', async ({
  page,
  browser,
  baseURL,
}) => {
  const list = invoicesList(page);
  const editor = invoiceEditor(page);
  await signedIn(page, 'bookkeeper@example.com');
  let id = 0;

  await test.step('create a draft for the client from the invoices list', async () => {
    await list.open('/invoices');
    id = await list.create(client);
    await expect(editor.state()).toHaveText('Open');
  });

  await test.step('add two lines; the totals are the lines, GST once on the subtotal', async () => {
    await editor.addLine({ label: 'Carpet steam clean, level 2', price: '345.50', quantity: '1.5' });
    await editor.addLine({ label: 'Window cleaning (internal)', price: '120', quantity: '2' });
    // 345.50 × 1.5 = 518.25; + 240.00 = 758.25; GST 75.83 (75.825 rounds away from zero); total 834.08.
    await expect(editor.total('Subtotal (excl. GST)')).toHaveText('$758.25');
    await expect(editor.total('GST 10%')).toHaveText('$75.83');
    await expect(editor.total('Total (incl. GST)')).toHaveText('$834.08');
    await expect(editor.total('Balance due')).toHaveText('$834.08');
    const pdf = await editor.downloadPdf();
    expect(pdf.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  });

  let link = '';
  await test.step('send it: the outcome is said, the state moves on, the outbox holds the e-mail with the link', async () => {
    const number = await editor.number();
    await editor.button('Send').click();
    await list.confirmation(`Send invoice #${number}`).confirm('Send');
    await expect(list.toast(new RegExp(`^Invoice #${number} sent to `))).toBeVisible();
    await expect(editor.state()).toHaveText('Sent');
    await expect(editor.button('Send')).toBeHidden();
    // The outbox shows the link's token only to whoever holds every permission (decision 003): the administrator.
    const admin = await apiSession(baseURL ?? '', 'admin@example.com');
    const mails = (await admin.get<{ data: Mail[] }>('/api/mails?count=20')).data;
    await admin.dispose();
    const mail = mails.find((m) => m.subject.startsWith(`Tax invoice ${number} from `));
    expect(mail?.attachments).toEqual([{ filename: `invoice-${number}.pdf`, content_type: 'application/pdf' }]);
    link = /\/invoice\/view\/[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  });

  await test.step('the client opens the link in a browser of its own, without signing in, and downloads the PDF', async () => {
    const context = await browser.newContext();
    const clientPage = await context.newPage();
    const view = invoiceView(clientPage);
    await view.open(link);
    await expect(clientPage.getByText(client).first()).toBeVisible();
    await expect(clientPage.getByText('$834.08 is due on')).toBeVisible();
    await expectAccessible(clientPage, 'the client’s invoice page');
    const pdf = await view.downloadPdf();
    expect(pdf.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
    await context.close();
  });

  await test.step('the office sees it seen, and marks it paid', async () => {
    await editor.open(id);
    await expect(editor.state()).toHaveText('Seen');
    await editor.button('Mark paid').click();
    const dialog = page.getByRole('dialog', { name: /^Mark invoice #\d+ paid\?$/ });
    await expect(dialog).toContainText('A payment of $834.08 dated today');
    await dialog.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await expect(editor.state()).toHaveText('Paid');
    await expect(editor.total('Balance due')).toHaveText('$0.00');
    await expect(editor.payments()).toContainText('Marked paid');
    await expect(page.getByText('A paid invoice is read-only.')).toBeVisible();
    await expect(editor.button('Add line')).toBeHidden();
  });
});

test('a statement of a client’s account is downloaded from its invoices tab', async ({ page }) => {
  const list = invoicesList(page);
  await signedIn(page, 'bookkeeper@example.com');
  await list.open('/invoices');
  await list.search(client);
  await expect(list.rows().first()).toBeVisible();
  const clientId = await page.request
    .get(`/api/invoices?search=${encodeURIComponent(client)}`)
    .then(async (response) => ((await response.json()) as { data: { client_id: number }[] }).data[0].client_id);

  await list.open(`/client/${clientId}/invoices`);
  const statement = await list.openStatement();
  await statement.range('Last financial year').click();
  await expect(statement.dialog).toContainText(/1 Jul \d{4} to 30 Jun \d{4}/);
  await statement.range('Last 365 days').click();
  const download = await statement.download();
  expect(download.suggestedFilename()).toMatch(/^statement-.+\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});
