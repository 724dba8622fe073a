import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailDraft } from '../../../shared/api/send-mail';
import { printedDate } from '../../../shared/date-text';
import { addDays, todayIn } from '../../../shared/dates';
import { defaultTemplates, renderTemplate } from '../../../shared/mail-templates';
import { buildClient } from '../../test/client-factories';
import { activityLog } from '../../test/inspect';
import { createInvoicingApp, pdfText } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { mails } from '../mail/mail.table';
import { invoices } from './invoices.table';

const { t, admin, bookkeeper } = await createInvoicingApp('bookkeeper');
const db = t.app.db;
const today = todayIn(timeZone);

const newestMail = async () => (await db.select().from(mails).orderBy(desc(mails.id)).limit(1))[0];
const mailCount = async () => (await db.select({ id: mails.id }).from(mails)).length;

const clientWithContacts = (name: string) =>
  buildClient(db, {
    name,
    contacts: [
      { name: 'Accounts', email: `accounts@${name.split(' ')[0].toLowerCase()}.example`, type: 'account' },
      { name: 'Site manager', email: `site@${name.split(' ')[0].toLowerCase()}.example`, type: 'contact' },
    ],
  });

describe('the send dialog', () => {
  it('drafts an invoice’s e-mail: the account contacts, the template, its values and the PDF', async () => {
    const client = await clientWithContacts('Draft Dental');
    const invoice = await buildInvoice(db, { clientId: client.id, issuedAt: today, lines: [{ unit_price: 100_000 }] });
    const response = await bookkeeper.get(`/api/invoices/${invoice.id}/mail-draft`);
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json() as MailDraft;
    expect(draft).toMatchObject({
      to: ['accounts@draft.example'],
      cc: [],
      subject: defaultTemplates.invoice.subject,
      message: defaultTemplates.invoice.message,
      contacts: [
        { name: 'Accounts', email: 'accounts@draft.example', account: true },
        { name: 'Site manager', email: 'site@draft.example', account: false },
      ],
      attachments: [{ filename: `invoice-${invoice.number}.pdf`, url: `/api/invoices/${invoice.id}/pdf` }],
    });
    expect(renderTemplate(draft, draft.values).subject).toBe(`Tax invoice ${invoice.number} from Sparkle Commercial Cleaning`);
    expect(draft.values.amount_due).toBe('$1,100.00');
  });

  it('sends the invoice to the chosen To and CC with the chosen subject and message, placeholders filled, PDF attached, audited', async () => {
    const client = await clientWithContacts('Chosen Physio');
    const invoice = await buildInvoice(db, { clientId: client.id, issuedAt: today, lines: [{ unit_price: 50_000 }] });
    const response = await bookkeeper.post(`/api/invoices/${invoice.id}/send`, {
      to: ['site@chosen.example'],
      cc: ['Boss@Chosen.example'],
      subject: 'Your invoice {invoice_number}',
      message: 'Hi {client_name},\n\n{amount_due} is due on {due_date}.\n\n{links}',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`Invoice #${invoice.number} sent to site@chosen.example (CC boss@chosen.example).`);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const mail = await newestMail();
    expect(mail).toMatchObject({
      id: row.mailId,
      to: ['site@chosen.example'],
      cc: ['boss@chosen.example'],
      subject: `Your invoice ${invoice.number}`,
      attachments: [{ filename: `invoice-${invoice.number}.pdf`, storagePath: row.pdfPath, contentType: 'application/pdf' }],
    });
    expect(mail.text).toMatch(
      /^Hi Chosen Physio,\n\n\$550\.00 is due on .+\.\n\nView it online: http:\/\/localhost:3000\/invoice\/view\/\S{43}$/,
    );
    expect(mail.text).toContain(printedDate(addDays(today, 14)));
    expect(await pdfText(await t.app.storage.read(row.pdfPath ?? ''))).toContain('$550.00');
    expect((await activityLog(admin)).map((a) => a.description)).toContain(
      `Sent invoice #${invoice.number} to site@chosen.example (CC boss@chosen.example)`,
    );
    // The outbox list shows the copy.
    const listed = (await admin.get('/api/mails?search=boss@chosen')).json();
    expect(listed.data[0]).toMatchObject({ to: ['site@chosen.example'], cc: ['boss@chosen.example'] });
  });

  it.each([
    [{ to: [], cc: [], subject: 'S', message: 'M' }, { to: ['Enter at least one To address.'] }],
    [{ to: ['not-an-address'], subject: 'S', message: 'M' }, { to: ['“not-an-address” is not a valid e-mail address.'] }],
    [{ to: ['a@b.example'], cc: ['x@'], subject: 'S', message: 'M' }, { cc: ['“x@” is not a valid e-mail address.'] }],
    [{ to: ['a@b.example'], subject: ' ', message: 'M' }, { subject: ['The subject is required.'] }],
    [{ to: ['a@b.example'], subject: 'x'.repeat(201), message: 'M' }, { subject: ['The subject may not be greater than 200 characters.'] }],
    [{ to: ['a@b.example'], subject: 'S', message: '' }, { message: ['The message is required.'] }],
  ])('refuses %j with 422 on its field, sending nothing', async (body, errors) => {
    const client = await clientWithContacts('Refused Clinic');
    const invoice = await buildInvoice(db, { clientId: client.id, lines: [{ unit_price: 1000 }] });
    const before = await mailCount();
    const response = await bookkeeper.post(`/api/invoices/${invoice.id}/send`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors });
    expect(await mailCount()).toBe(before);
  });

  it('sends a reminder from the dialog: its recipients, subject and message, every PDF', async () => {
    const client = await clientWithContacts('Overdue Optics');
    const overdue = await buildInvoice(db, { clientId: client.id, sentAt: new Date(), issuedAt: addDays(today, -40), terms: 14 });
    const draft = (await bookkeeper.get(`/api/clients/${client.id}/send-outstanding-reminder/mail-draft`)).json() as MailDraft;
    expect(draft.values).toMatchObject({ invoice_count: '1 invoice', invoice_number: String(overdue.number), amount_due: '$110.00' });
    expect(draft.attachments).toEqual([{ filename: `invoice-${overdue.number}.pdf`, url: `/api/invoices/${overdue.id}/pdf` }]);
    const response = await bookkeeper.post(`/api/clients/${client.id}/send-outstanding-reminder`, {
      ...draft,
      cc: ['site@overdue.example'],
      subject: 'Gentle nudge: {amount_due}',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await newestMail();
    expect(mail).toMatchObject({ to: ['accounts@overdue.example'], cc: ['site@overdue.example'], subject: 'Gentle nudge: $110.00' });
    expect(mail.text).toContain('This is a friendly reminder');
    expect(mail.text).toContain('Total owing: $110.00');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`invoice-${overdue.number}.pdf`]);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, overdue.id));
    expect(row.escalation).toBe('reminded');
  });

  it('sends a statement with the dialog’s e-mail in place of the chosen contacts', async () => {
    const client = await clientWithContacts('Statement Salon');
    await buildInvoice(db, {
      clientId: client.id,
      sentAt: new Date(),
      issuedAt: '2026-01-05',
      gst: false,
      lines: [{ unit_price: 22_000 }],
    });
    const range = { from: '2026-01-01', to: '2026-01-31' };
    const draft = (
      await bookkeeper.get(`/api/clients/${client.id}/statement-mail-draft?from=2026-01-01&to=2026-01-31`)
    ).json() as MailDraft;
    expect(draft.attachments[0].url).toBe(`/api/clients/${client.id}/download-statement?from=2026-01-01&to=2026-01-31`);
    expect(renderTemplate(draft, draft.values).subject).toBe('Statement of account for Statement Salon, 1 Jan 2026 to 31 Jan 2026');
    const response = await bookkeeper.post(`/api/clients/${client.id}/send-statement`, {
      ...range,
      mail: { to: ['accounts@statement.example'], cc: ['site@statement.example'], subject: draft.subject, message: draft.message },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Statement sent to 2 recipients.', to: ['accounts@statement.example'] });
    const mail = await newestMail();
    expect(mail).toMatchObject({ to: ['accounts@statement.example'], cc: ['site@statement.example'] });
    expect(mail.text).toContain('The balance owing at 31 Jan 2026 was $220.00.');
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
  });

  it('sends with the template edited in Settings when there is no dialog, and refuses unknown placeholders', async () => {
    const refused = await admin.put('/api/settings/mail-templates/invoice', { subject: 'Hi {nope}', message: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { subject: ['Unknown placeholder: {nope}.'] } });
    const saved = await admin.put('/api/settings/mail-templates/invoice', {
      subject: 'Invoice {invoice_number} for {client_name}',
      message: 'Dear {client_name},\n\n{details}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().find((row: { kind: string }) => row.kind === 'invoice')).toMatchObject({ edited: true });
    const client = await clientWithContacts('Templated Gym');
    const invoice = await buildInvoice(db, { clientId: client.id, lines: [{ unit_price: 1000 }] });
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}/send`)).statusCode).toBe(200);
    const mail = await newestMail();
    expect(mail).toMatchObject({ to: ['accounts@templated.example'], cc: [], subject: `Invoice ${invoice.number} for Templated Gym` });
    expect(mail.text).toMatch(/^Dear Templated Gym,\n\nPlease find attached tax invoice \d+ for \$11\.00/);
    // Saving the default again removes the edit.
    const reset = await admin.put('/api/settings/mail-templates/invoice', defaultTemplates.invoice);
    expect(reset.json().find((row: { kind: string }) => row.kind === 'invoice')).toMatchObject({ edited: false });
  });
});
