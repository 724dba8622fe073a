import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { printedDate } from '../../../shared/date-text';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { activityLog } from '../../test/inspect';
import { createInvoicingApp, pdfText } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { buildVisit } from '../../test/visit-factories';
import { mails } from '../mail/mail.table';
import { invoices } from './invoices.table';

const { t, people, admin, bookkeeper, office } = await createInvoicingApp('bookkeeper', 'office');
const db = t.app.db;
const today = todayIn(timeZone);
const ago = (days: number) => addDays(today, -days);

const step = (clientId: number, name: string) => bookkeeper.get(`/api/clients/${clientId}/${name}`);
const rowsOf = (ids: number[]) => db.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(invoices.id);
const newestMails = async (count: number) => (await db.select().from(mails).orderBy(desc(mails.id)).limit(count)).reverse();
const mailCount = async () => (await db.select({ id: mails.id }).from(mails)).length;

/**
 * A client owing on three invoices and with four more that no step may touch. Each is $100.00 + GST = $110.00:
 * overdue (due 26 days ago), part paid ($10.00 of it, not due yet), and one already at the notice to pay;
 * untouchable: sent but not due, a draft, paid, cancelled.
 */
async function owingClient(name: string) {
  const client = await buildClient(db, {
    name,
    contacts: [{ name: 'Accounts', email: `pay@${name.split(' ')[0].toLowerCase()}.example`, type: 'account' }],
  });
  const sentAt = new Date();
  const at = { clientId: client.id, sentAt };
  const overdue = await buildInvoice(db, { ...at, issuedAt: ago(40), terms: 14 });
  const partial = await buildInvoice(db, { ...at, issuedAt: ago(2), payments: [{ amount: 1000, paidAt: ago(1) }] });
  const noticed = await buildInvoice(db, { ...at, issuedAt: ago(80), escalation: 'notice' });
  const untouched = [
    await buildInvoice(db, { ...at, issuedAt: ago(2) }),
    await buildInvoice(db, { clientId: client.id, issuedAt: ago(60) }),
    await buildInvoice(db, { ...at, issuedAt: ago(60), payments: [{ amount: 11_000 }] }),
    await buildInvoice(db, { ...at, issuedAt: ago(60), cancelled: true }),
  ];
  return { client, email: client.contacts[0].email ?? '', overdue, partial, noticed, untouched: untouched.map((i) => i.id) };
}

describe('chasing a client’s unpaid invoices, step by step', async () => {
  const c = await owingClient('Chased Dental');
  const contractorVisit = await buildVisit(db, { clientId: c.client.id, dueDate: addDays(today, 5), userIds: [people.contractor.id] });
  const chased = [c.overdue.id, c.partial.id, c.noticed.id];
  let untouchedRows: Awaited<ReturnType<typeof rowsOf>>;
  beforeAll(async () => {
    untouchedRows = await rowsOf(c.untouched);
  });

  it('sends the reminder for the overdue, part paid and already chased invoices, in one e-mail with their PDFs', async () => {
    const response = await step(c.client.id, 'send-outstanding-reminder');
    expect(response.statusCode, response.body).toBe(200);
    const numbers = `${c.overdue.number}, ${c.partial.number}, ${c.noticed.number}`;
    expect(response.json()).toEqual({ message: `Sent a payment reminder to ${c.email} for invoices ${numbers}.`, invoices: chased });

    const [mail] = await newestMails(1);
    // Balances: $110.00, $110.00 − $10.00 = $100.00, $110.00; owing $320.00.
    expect(mail).toMatchObject({ to: [c.email], subject: 'Payment reminder: 3 invoices for Chased Dental, $320.00 owing' });
    for (const line of [
      `${c.overdue.number}`,
      `${printedDate(ago(40))}`,
      `${printedDate(ago(26))}`,
      '$110.00',
      '$100.00',
      'Total owing: $320.00',
      `Reference: ${numbers}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(
      new RegExp(`${c.partial.number}\\s+${printedDate(ago(2))}\\s+${printedDate(addDays(ago(2), 14))}\\s+\\$100\\.00`),
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual(
      chased.map((_, i) => `invoice-${[c.overdue, c.partial, c.noticed][i].number}.pdf`),
    );
    expect(await pdfText(await t.app.storage.read(mail.attachments[1].storagePath))).toContain('$100.00');

    const [overdue, partial, noticed] = await rowsOf(chased);
    expect(overdue).toMatchObject({ escalation: 'reminded' });
    expect(overdue.remindedAt).toBeInstanceOf(Date);
    expect(partial).toMatchObject({ escalation: 'reminded' });
    // Reminded again, it keeps its later step and gets no reminder time.
    expect(noticed).toMatchObject({ escalation: 'notice', remindedAt: null, noticeAt: null });
    expect((await bookkeeper.get(`/api/invoices/${c.overdue.id}`)).json()).toMatchObject({
      state: { state: 'reminded' },
      actions: expect.arrayContaining(['notice', 'reminder']),
    });
    expect((await activityLog(admin)).map((a) => a.description)).toContain(
      `Sent a payment reminder for invoice #${c.overdue.number} of Chased Dental to ${c.email}`,
    );
  });

  it('sends the notice to pay for those at an earlier step, not the one already at it', async () => {
    const response = await step(c.client.id, 'send-notice-to-pay');
    expect(response.json().invoices).toEqual([c.overdue.id, c.partial.id]);
    const [mail] = await newestMails(1);
    expect(mail.subject).toBe('Notice to pay: 2 invoices for Chased Dental, $210.00 owing');
    const [overdue, partial, noticed] = await rowsOf(chased);
    expect([overdue.escalation, partial.escalation, noticed.escalation]).toEqual(['notice', 'notice', 'notice']);
    expect(overdue.noticeAt).toBeInstanceOf(Date);
    expect(overdue.remindedAt).toBeInstanceOf(Date);
  });

  it('sends the suspension warning for all three', async () => {
    expect((await step(c.client.id, 'send-suspension-warning')).json().invoices).toEqual(chased);
    expect((await newestMails(1))[0].text).toContain('Unless they are paid, we will suspend our cleaning service for Chased Dental.');
    expect((await rowsOf(chased)).map((row) => [row.escalation, row.warningAt instanceof Date])).toEqual([
      ['warning', true],
      ['warning', true],
      ['warning', true],
    ]);
  });

  it('never takes an invoice back: a reminder now finds nothing outstanding for it, and changes nothing', async () => {
    const before = await mailCount();
    const refused = await step(c.client.id, 'send-outstanding-reminder');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'Chased Dental has no outstanding invoices for a reminder.' });
    expect(await mailCount()).toBe(before);
    expect((await rowsOf(chased)).map((row) => row.escalation)).toEqual(['warning', 'warning', 'warning']);
  });

  it('suspends service: the invoices, and the client as by hand, its contacts and contractors told', async () => {
    const response = await step(c.client.id, 'suspend-service');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().invoices).toEqual(chased);
    const reason = `Unpaid invoices ${c.overdue.number}, ${c.partial.number}, ${c.noticed.number}`;
    const [chasing, toContacts, toContractors] = await newestMails(3);
    expect(chasing).toMatchObject({ to: [c.email], subject: 'Service suspended: 3 invoices for Chased Dental, $320.00 owing' });
    expect(chasing.attachments).toHaveLength(3);
    expect(toContacts).toMatchObject({ to: [c.email], subject: 'Service suspended: Chased Dental' });
    expect(toContacts.text).toContain(`Reason: ${reason}`);
    expect(toContractors).toMatchObject({ to: ['contractor@example.com'], subject: 'Service suspended: Chased Dental' });
    expect((await rowsOf(chased)).map((row) => [row.escalation, row.suspendedAt instanceof Date])).toEqual([
      ['suspended', true],
      ['suspended', true],
      ['suspended', true],
    ]);
    expect((await office.get(`/api/clients/${c.client.id}`)).json()).toMatchObject({
      suspended: true,
      suspend_reason: reason,
      suspend_to: null,
    });
    expect((await admin.get(`/api/user-schedules/${contractorVisit.id}`)).json()).toMatchObject({ client_suspended: true });
    expect((await activityLog(admin)).map((a) => a.description)).toContain('Suspended client Chased Dental until further notice');
    // Nothing further to suspend.
    expect((await step(c.client.id, 'suspend-service')).statusCode).toBe(422);
  });

  it('never touched the draft, the paid, the cancelled or the invoice not yet due', async () => {
    expect(await rowsOf(c.untouched)).toEqual(untouchedRows);
  });
});

describe('what a step refuses', () => {
  it('leaves an invoice past the step where it is, and moves the rest', async () => {
    const client = await buildClient(db, { contacts: [{ name: 'A', email: 'a@past.example' }] });
    const warned = await buildInvoice(db, { clientId: client.id, sentAt: new Date(), issuedAt: ago(90), escalation: 'warning' });
    const overdue = await buildInvoice(db, { clientId: client.id, sentAt: new Date(), issuedAt: ago(30) });
    expect((await step(client.id, 'send-notice-to-pay')).json().invoices).toEqual([overdue.id]);
    expect((await rowsOf([warned.id, overdue.id])).map((row) => row.escalation)).toEqual(['warning', 'notice']);
  });

  it('refuses a client with nobody to write to, on its field, and changes nothing', async () => {
    const client = await buildClient(db, { name: 'Mute Co' });
    const overdue = await buildInvoice(db, { clientId: client.id, sentAt: new Date(), issuedAt: ago(30) });
    const before = await mailCount();
    const refused = await step(client.id, 'suspend-service');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ contacts: ['Mute Co has no contact with an e-mail address: add one to the client first.'] });
    expect(await mailCount()).toBe(before);
    expect((await rowsOf([overdue.id]))[0].escalation).toBeNull();
    expect((await office.get(`/api/clients/${client.id}`)).json().suspended).toBe(false);
  });

  it('is 404 for no such client and 403 without manage_invoices', async () => {
    expect((await step(999_999, 'send-notice-to-pay')).statusCode).toBe(404);
    const client = await buildClient(db);
    expect((await office.get(`/api/clients/${client.id}/send-outstanding-reminder`)).statusCode).toBe(403);
    const [row] = await db.select({ escalation: invoices.escalation }).from(invoices).where(eq(invoices.clientId, client.id));
    expect(row).toBeUndefined();
  });
});
