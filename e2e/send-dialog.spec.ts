import { expect, test } from './journey-test';
import type { Mail } from '../shared/api/mail';
import { apiSession } from './page-models/api-session';
import { invoiceEditor } from './page-models/invoice-editor-page';
import { invoicesList } from './page-models/invoices-page';
import { signedIn } from './page-models/signed-in';

/** A demo client with an account contact that the other journeys do not send to. */
const client = 'Westside Financial Planning';

test.describe.configure({ timeout: 180_000 });

test('the office sends an invoice from the dialog with a CC and its own subject; the outbox holds exactly that', async ({
  page,
  baseURL,
}) => {
  const list = invoicesList(page);
  const editor = invoiceEditor(page);
  await signedIn(page, 'bookkeeper@example.com');
  await list.open('/invoices');
  await list.create(client);
  await editor.addLine({ label: 'Quarterly deep clean', price: '400', quantity: '1' });
  const number = await editor.number();

  await test.step('the dialog starts from the account contacts and the template, with a preview and the PDF', async () => {
    await editor.button('Send').click();
    const dialog = page.getByRole('dialog', { name: `Send invoice #${number}` });
    await expect(dialog.getByLabel('Subject')).toHaveValue('{document} from {business_name}');
    const preview = dialog.getByRole('region', { name: 'Preview of the e-mail' });
    await expect(preview).toContainText(`Tax invoice ${number} from `);
    await expect(preview).toContainText('$440.00');
    await expect(dialog.getByRole('link', { name: `invoice-${number}.pdf` })).toHaveAttribute('href', /\/api\/invoices\/\d+\/pdf$/);
    await dialog.getByRole('combobox', { name: 'CC' }).fill('director@westside.example');
    await dialog.getByRole('combobox', { name: 'CC' }).press('Enter');
    await dialog.getByLabel('Subject').fill('Invoice {invoice_number} for {client_name}');
    await expect(preview).toContainText(`Invoice ${number} for ${client}`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(list.toast(new RegExp(`^Invoice #${number} sent to .+ \\(CC director@westside\\.example\\)`))).toBeVisible();
    await expect(editor.state()).toHaveText('Sent');
  });

  await test.step('the outbox holds the e-mail to the contacts, copied to the director, with the PDF', async () => {
    const admin = await apiSession(baseURL ?? '', 'admin@example.com');
    const mails = (await admin.get<{ data: Mail[] }>('/api/mails?count=20&search=director@westside')).data;
    await admin.dispose();
    const mail = mails.find((m) => m.subject === `Invoice ${number} for ${client}`);
    expect(mail?.cc).toEqual(['director@westside.example']);
    expect(mail?.to.length).toBeGreaterThan(0);
    expect(mail?.attachments).toEqual([{ filename: `invoice-${number}.pdf`, content_type: 'application/pdf' }]);
  });
});
