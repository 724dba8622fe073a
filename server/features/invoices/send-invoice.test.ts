import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invoice, PublicInvoice } from '../../../shared/api/invoices';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { activityLog } from '../../test/inspect';
import { createInvoicingApp, pdfText } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { createClient, timeZone } from '../../test/test-app';
import { signInWith } from '../../test/user-factories';
import { mails } from '../mail/mail.table';
import { invoices } from './invoices.table';

const { t, admin, bookkeeper } = await createInvoicingApp('bookkeeper');
const db = t.app.db;
const today = todayIn(timeZone);

const send = (id: number) => bookkeeper.get(`/api/invoices/${id}/send`);
const rowOf = async (id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0];
const mailsTo = async (address: string) => (await db.select().from(mails).orderBy(desc(mails.id))).filter((m) => m.to.includes(address));
const mailCount = async () => (await db.select({ id: mails.id }).from(mails)).length;

/** A client with an account contact, a site contact and a contact without an e-mail. */
const clientWithContacts = (name = 'Bondi Medical Centre') =>
  buildClient(db, {
    name,
    contacts: [
      { name: 'Accounts', email: 'accounts@bondi.example', type: 'account' },
      { name: 'Site manager', email: 'site@bondi.example', type: 'contact' },
      { name: 'No mail', email: null, type: 'account' },
    ],
  });

describe('sending an invoice', () => {
  it('e-mails the PDF and the link to the account contacts, and the invoice is sent (no SMTP: the outbox is the end of the line)', async () => {
    const client = await clientWithContacts();
    const draft = await buildInvoice(db, { clientId: client.id, issuedAt: today, lines: [{ label: 'Office clean', unit_price: 100_000 }] });
    const response = await send(draft.id);
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json() as { message: string; data: Invoice };
    expect(message).toBe(`Invoice #${draft.number} sent to accounts@bondi.example.`);
    expect(data).toMatchObject({ state: { state: 'sent' }, actions: ['send', 'edit', 'mark_paid', 'adjust', 'delete'] });
    expect(data.last_sent).not.toBeNull();

    const row = await rowOf(draft.id);
    expect(row.viewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await mailsTo('accounts@bondi.example');
    expect(mail).toMatchObject({
      id: row.mailId,
      to: ['accounts@bondi.example'],
      status: 'kept',
      subject: `Tax invoice ${draft.number} from Sparkle Commercial Cleaning`,
    });
    // $1,000.00 + GST $100.00 = $1,100.00, due in 14 days.
    expect(mail.text).toContain(`Please find attached tax invoice ${draft.number} for $1,100.00`);
    expect(mail.text).toContain(`View it online: http://localhost:3000/invoice/view/${row.viewToken}`);
    expect(mail.text).toContain('BSB: 062-000');
    expect(mail.text).toContain(`Reference: ${draft.number}`);
    expect(mail.attachments).toEqual([
      { filename: `invoice-${draft.number}.pdf`, storagePath: row.pdfPath, contentType: 'application/pdf' },
    ]);
    const stored = await t.app.storage.read(row.pdfPath ?? '');
    const text = await pdfText(stored);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('$1,100.00');
    expect((await activityLog(admin)).map((a) => a.description)).toContain(`Sent invoice #${draft.number} to accounts@bondi.example`);
  });

  it('falls back to the client’s other contacts with an e-mail when it has no account contact', async () => {
    const client = await buildClient(db, {
      contacts: [
        { name: 'Reception', email: 'reception@dental.example' },
        { name: 'Owner', email: 'owner@dental.example' },
      ],
    });
    const draft = await buildInvoice(db, { clientId: client.id });
    expect((await send(draft.id)).json().message).toBe(`Invoice #${draft.number} sent to owner@dental.example, reception@dental.example.`);
  });

  it('refuses a client with no contact to write to, on its field, and changes nothing', async () => {
    const client = await buildClient(db, { name: 'Silent Pty Ltd', contacts: [{ name: 'No mail', email: null }] });
    const draft = await buildInvoice(db, { clientId: client.id });
    const before = await mailCount();
    const refused = await send(draft.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Silent Pty Ltd has no contact with an e-mail address: add one to the client first.',
      errors: { contacts: ['Silent Pty Ltd has no contact with an e-mail address: add one to the client first.'] },
    });
    expect(await mailCount()).toBe(before);
    expect(await rowOf(draft.id)).toMatchObject({ lastSent: null, mailId: null, viewToken: null, pdfPath: null });
  });

  it('refuses an invoice with no lines', async () => {
    const draft = await buildInvoice(db, { clientId: (await clientWithContacts()).id, lines: [] });
    const refused = await send(draft.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ lines: ['Add a line to the invoice before sending it.'] });
  });

  it('sends again: one more e-mail, the same link, a new PDF (the first stays with the first e-mail)', async () => {
    const client = await clientWithContacts();
    const draft = await buildInvoice(db, { clientId: client.id });
    await send(draft.id);
    const first = await rowOf(draft.id);
    expect((await send(draft.id)).statusCode).toBe(200);
    const second = await rowOf(draft.id);
    expect(second.viewToken).toBe(first.viewToken);
    expect(second.mailId).not.toBe(first.mailId);
    expect(second.pdfPath).not.toBe(first.pdfPath);
    expect(second.lastSent!.getTime()).toBeGreaterThanOrEqual(first.lastSent!.getTime());
    expect(await t.app.storage.exists(first.pdfPath ?? '')).toBe(true);
    const sent = (await mailsTo('accounts@bondi.example')).filter((m) => m.subject.includes(String(draft.number)));
    expect(sent).toHaveLength(2);
  });

  it('sends a paid invoice as a copy that says so, changing nothing on it', async () => {
    const client = await clientWithContacts();
    const paid = await buildInvoice(db, { clientId: client.id, sentAt: new Date('2026-01-02T00:00:00Z'), payments: [{ amount: 11_000 }] });
    const before = await rowOf(paid.id);
    const response = await send(paid.id);
    expect(response.json().message).toBe(`A copy of invoice #${paid.number} sent to accounts@bondi.example.`);
    expect(response.json().data.state.state).toBe('paid');
    expect(await rowOf(paid.id)).toEqual(before);
    const [mail] = await mailsTo('accounts@bondi.example');
    expect(mail.subject).toBe(`Copy of tax invoice ${paid.number} (paid) from Sparkle Commercial Cleaning`);
    expect(mail.text).toContain('It has been paid in full ($110.00), so nothing is owed.');
    expect(await pdfText(await t.app.storage.read(mail.attachments[0].storagePath))).toContain('PAID');
  });

  it('sends a cancelled invoice as a copy marked CANCELLED', async () => {
    const cancelled = await buildInvoice(db, { clientId: (await clientWithContacts()).id, sentAt: new Date(), cancelled: true });
    const before = await rowOf(cancelled.id);
    expect((await send(cancelled.id)).json().data.state.state).toBe('cancelled');
    expect(await rowOf(cancelled.id)).toEqual(before);
    const [mail] = await mailsTo('accounts@bondi.example');
    expect(mail.text).toContain('It has been cancelled: nothing is owed on it.');
    expect(await pdfText(await t.app.storage.read(mail.attachments[0].storagePath))).toContain('CANCELLED');
  });

  it('is 404 for no such invoice', async () => {
    expect((await send(999_999)).statusCode).toBe(404);
  });
});

describe('the client’s link', () => {
  async function sentInvoice() {
    const draft = await buildInvoice(db, { clientId: (await clientWithContacts('Link Client')).id, issuedAt: addDays(today, -3) });
    await send(draft.id);
    return { ...draft, token: (await rowOf(draft.id)).viewToken ?? '' };
  }

  it('shows the invoice to whoever has it, without a sign-in, and the invoice is seen', async () => {
    const invoice = await sentInvoice();
    const stranger = createClient(t.app);
    const response = await stranger.get(`/api/invoice-view/${invoice.token}`);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as PublicInvoice;
    expect(view).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      total: 11_000,
      balance: 11_000,
      title: 'Tax invoice',
      pdf: `/api/invoice-view/${invoice.token}/pdf`,
    });
    expect(view.config).toMatchObject({ business_name: 'Sparkle Commercial Cleaning', bsb: '062000' });
    expect(Object.keys(view)).not.toContain('actions');
    expect(Object.keys(view)).not.toContain('visits');
    expect(Object.keys(view)).not.toContain('time_to_pay');
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}`)).json().state.state).toBe('seen');
    expect((await rowOf(invoice.id)).seenAt).toBeInstanceOf(Date);
    expect((await activityLog(admin)).map((a) => [a.description])).toContainEqual([
      `Link Client opened invoice #${invoice.number} from the e-mailed link`,
    ]);

    // Its PDF, rendered as the invoice now is.
    const pdf = await stranger.get(view.pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(String(invoice.number));
  });

  it('of a cancelled invoice says cancelled, owes nothing and offers no payment details, as its PDF does', async () => {
    const invoice = await sentInvoice();
    await db.update(invoices).set({ cancelledAt: new Date() }).where(eq(invoices.id, invoice.id));
    const view = (await createClient(t.app).get(`/api/invoice-view/${invoice.token}`)).json() as PublicInvoice;
    expect(view).toMatchObject({ total: 11_000, paid: 0, balance: 0, state: { state: 'cancelled' } });
    expect(view.config).toMatchObject({
      business_name: 'Sparkle Commercial Cleaning',
      account_name: null,
      bsb: null,
      account_number: null,
    });
    const pdf = await pdfText((await createClient(t.app).get(view.pdf)).rawPayload);
    expect(pdf).toContain('Nothing owed');
    expect(pdf).not.toContain('How to pay');
  });

  it('records the first opening only', async () => {
    const invoice = await sentInvoice();
    const stranger = createClient(t.app);
    await stranger.get(`/api/invoice-view/${invoice.token}`);
    const seenAt = (await rowOf(invoice.id)).seenAt;
    await stranger.get(`/api/invoice-view/${invoice.token}`);
    await stranger.get(`/api/invoice-view/${invoice.token}/pdf`);
    expect((await rowOf(invoice.id)).seenAt).toEqual(seenAt);
    const openings = (await activityLog(admin, 100)).filter((a) => a.description.includes(`opened invoice #${invoice.number} `));
    expect(openings).toHaveLength(1);
  });

  it('does not count a signed-in user’s preview as the client seeing it', async () => {
    const invoice = await sentInvoice();
    expect((await bookkeeper.get(`/api/invoice-view/${invoice.token}`)).statusCode).toBe(200);
    expect((await bookkeeper.get(`/api/invoice-view/${invoice.token}/pdf`)).statusCode).toBe(200);
    expect((await rowOf(invoice.id)).seenAt).toBeNull();
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}`)).json().state.state).toBe('sent');
  });

  it('is 404 for a token nobody was sent', async () => {
    const stranger = createClient(t.app);
    expect((await stranger.get(`/api/invoice-view/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/invoice-view/${'x'.repeat(43)}/pdf`)).statusCode).toBe(404);
    expect((await stranger.get('/api/invoice-view/short')).statusCode).toBe(404);
  });

  it('hides the link’s token in the outbox from all but administrators', async () => {
    const invoice = await sentInvoice();
    const { client: settingsHolder } = await signInWith(t.app, ['settings']);
    const listed = (await settingsHolder.get('/api/mails?count=100')).json().data as { subject: string; text: string }[];
    const mail = listed.find((m) => m.subject.includes(`Tax invoice ${invoice.number} `));
    expect(mail?.text).toContain('/invoice/view/[hidden]');
    expect(mail?.text).not.toContain(invoice.token);
  });
});
