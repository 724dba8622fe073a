import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { printedDate } from '../../../shared/date-text';
import { todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { activityLog } from '../../test/inspect';
import { createInvoicingApp, pdfText, saveBusiness } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { demoBusiness } from '../../scripts/demo/settings';
import { mails } from '../mail/mail.table';

const { t, admin, bookkeeper, office } = await createInvoicingApp('bookkeeper', 'office');
const db = t.app.db;

/**
 * January 2026 for one client. Invoices without GST, so each total is its one line:
 *   #1 issued 10 Dec 2025, $110.00: $50.00 paid 20 Dec, $60.00 paid 15 Jan (in the range)
 *   #2 issued  5 Jan 2026, $220.00: $20.00 credit applied 20 Jan
 *   #3 issued 25 Jan 2026,  $55.00: unpaid
 *   #4 issued 10 Feb 2026,  $33.00: after the range
 *   #5 issued  1 Oct 2025,  $44.00: unpaid (108 days overdue at 31 Jan)
 *   #6 issued 20 Dec 2025,  $11.00: unpaid (28 days overdue)
 *   #7 issued 20 Nov 2025,  $22.00: $12.00 paid 3 Feb, after the range (58 days overdue, all $22.00 owed at 31 Jan)
 *   and a draft ($999.00) and a cancelled invoice ($777.00) in January, which are never on a statement.
 * Opening at 1 Jan: #1 110 − 50 = 60, #5 44, #6 11, #7 22 → $137.00.
 * January: +220.00 (#2) = 357.00; −60.00 (#1) = 297.00; −20.00 credit (#2) = 277.00; +55.00 (#3) = 332.00.
 * Closing $332.00 = 137.00 + charges 275.00 − payments 80.00.
 * Aged at 31 Jan by due date (14 days' terms): not yet due #3 (due 8 Feb) $55.00; 1–30 days #2 (due 19 Jan) 200 +
 * #6 (due 3 Jan) 11 = $211.00; 31–60 #7 (due 4 Dec) $22.00; 61–90 $0.00; over 90 #5 (due 15 Oct) $44.00; $332.00.
 */
async function januaryClient() {
  const client = await buildClient(db, {
    name: 'Statement Holdings',
    billingAddress1: '1 Market St',
    billingCity: 'Sydney NSW 2000',
    contacts: [
      { name: 'Accounts', email: 'ap@holdings.example', type: 'account' },
      { name: 'Nobody', email: null },
    ],
  });
  const sent = { clientId: client.id, gst: false, sentAt: new Date() };
  const invoice = (issuedAt: string, cents: number, payments: { amount: number; paidAt: string; source?: 'credit' }[] = []) =>
    buildInvoice(db, { ...sent, issuedAt, lines: [{ unit_price: cents }], payments });
  const numbers = [
    await invoice('2025-12-10', 11_000, [
      { amount: 5000, paidAt: '2025-12-20' },
      { amount: 6000, paidAt: '2026-01-15' },
    ]),
    await invoice('2026-01-05', 22_000, [{ amount: 2000, paidAt: '2026-01-20', source: 'credit' }]),
    await invoice('2026-01-25', 5500),
    await invoice('2026-02-10', 3300),
    await invoice('2025-10-01', 4400),
    await invoice('2025-12-20', 1100),
    await invoice('2025-11-20', 2200, [{ amount: 1200, paidAt: '2026-02-03' }]),
  ].map((i) => i.number);
  await buildInvoice(db, { clientId: client.id, gst: false, issuedAt: '2026-01-10', lines: [{ unit_price: 99_900 }] });
  await buildInvoice(db, { ...sent, issuedAt: '2026-01-12', lines: [{ unit_price: 77_700 }], cancelled: true });
  return { client, numbers };
}

const january = 'from=2026-01-01&to=2026-01-31';

describe('the statement of account', async () => {
  const { client, numbers } = await januaryClient();
  const [n1, n2, n3, n4] = numbers;

  it('downloads as a PDF with the opening balance, every move in the range, the closing balance and its ageing', async () => {
    const response = await bookkeeper.get(`/api/clients/${client.id}/download-statement?${january}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('statement-statement-holdings-2026-01-01-2026-01-31.pdf');
    const text = await pdfText(response.rawPayload);
    const lines = text.split('\n');
    const row = (...cells: string[]) =>
      expect(lines, cells.join(' ')).toContainEqual(
        expect.stringMatching(new RegExp(cells.map((c) => c.replace(/[$.()]/g, '\\$&')).join('\\s+'))),
      );
    row(printedDate('2026-01-01'), 'Opening balance', '$137.00');
    row(printedDate('2026-01-05'), `Invoice ${n2}`, '$220.00', '$357.00');
    row(printedDate('2026-01-15'), `Payment, invoice ${n1}`, '$60.00', '$297.00');
    row(printedDate('2026-01-20'), `Credit applied, invoice ${n2}`, '$20.00', '$277.00');
    row(printedDate('2026-01-25'), `Invoice ${n3}`, '$55.00', '$332.00');
    row(printedDate('2026-01-31'), 'Closing balance', '$275.00', '$80.00', '$332.00');
    row('NOT YET DUE', '1–30 DAYS', '31–60 DAYS', '61–90 DAYS', 'OVER 90 DAYS', 'TOTAL OWING');
    row('$55.00', '$211.00', '$22.00', '$0.00', '$44.00', '$332.00');
    for (const expected of [
      'Statement',
      'Sparkle Commercial Cleaning',
      'ABN 51 824 753 556',
      'Statement Holdings',
      '1 Market St',
      'Sydney NSW 2000',
      'BALANCE OWING',
      '062-000',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain(`Invoice ${n4}`);
    // Its own words, not the invoice's header from Settings.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Questions about this statement? Please call 02 9000 0000 or e-mail accounts@sparkle.example.',
    );
    expect(text).not.toContain('Our cleaners attended on the dates listed below.');
    // How to pay comes with the balance owing, before the entries, so it never sits alone on a page.
    expect(text.indexOf('062-000')).toBeLessThan(text.indexOf('Opening balance'));
    expect(text).not.toContain('$999.00');
    expect(text).not.toContain('$777.00');
  });

  it('e-mails the PDF to the chosen contacts and typed addresses, audited', async () => {
    const response = await bookkeeper.post(`/api/clients/${client.id}/send-statement`, {
      from: '2026-01-01',
      to: '2026-01-31',
      users: [client.contacts[0].id],
      custom: 'Boss@Holdings.example; ap@holdings.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Statement sent to 2 recipients.', to: ['ap@holdings.example', 'Boss@Holdings.example'] });
    const [mail] = await db.select().from(mails).orderBy(desc(mails.id)).limit(1);
    expect(mail).toMatchObject({
      to: ['ap@holdings.example', 'boss@holdings.example'],
      subject: `Statement of account for Statement Holdings, ${printedDate('2026-01-01')} to ${printedDate('2026-01-31')}`,
    });
    expect(mail.text).toContain(`The balance owing at ${printedDate('2026-01-31')} was $332.00.`);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'statement-statement-holdings-2026-01-01-2026-01-31.pdf',
      contentType: 'application/pdf',
    });
    expect(await pdfText(await t.app.storage.read(mail.attachments[0].storagePath))).toContain('Closing balance');
    expect((await activityLog(admin)).map((a) => a.description)).toContain(
      'E-mailed the statement of Statement Holdings for 1 Jan 2026 – 31 Jan 2026 to ap@holdings.example, Boss@Holdings.example',
    );
  });

  it.each([
    ['from=2026-02-01&to=2026-01-31', { to: ['The end date must not be before the start date.'] }],
    ['from=2026-02-30&to=2026-03-31', { from: ['The from must be a date in the form YYYY-MM-DD.'] }],
    ['to=2026-01-31', { from: ['The from field is required.'] }],
  ])('refuses the range %s on its field', async (query, errors) => {
    const refused = await bookkeeper.get(`/api/clients/${client.id}/download-statement?${query}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(errors);
  });

  it.each([
    [{ from: '2026-02-01', to: '2026-01-31', custom: 'a@b.example' }, { to: ['The end date must not be before the start date.'] }],
    [{ from: '2026-01-01', to: '2026-01-31', custom: '' }, { custom: ['Choose a contact or enter at least one address.'] }],
    [{ from: '2026-01-01', to: '2026-01-31', custom: 'not-an-address' }, { custom: ['“not-an-address” is not a valid e-mail address.'] }],
    [
      { from: '2026-01-01', to: '2026-01-31', users: [999_999] },
      { users: ['The selected contacts must be contacts of this client with an e-mail.'] },
    ],
  ])('refuses to send %j, sending nothing', async (body, errors) => {
    const before = (await db.select({ id: mails.id }).from(mails)).length;
    const refused = await bookkeeper.post(`/api/clients/${client.id}/send-statement`, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(errors);
    expect((await db.select({ id: mails.id }).from(mails)).length).toBe(before);
  });

  it('refuses the contact without an e-mail', async () => {
    const refused = await bookkeeper.post(`/api/clients/${client.id}/send-statement`, {
      from: '2026-01-01',
      to: '2026-01-31',
      users: [client.contacts[1].id],
    });
    expect(refused.json().errors).toEqual({ users: ['The selected contacts must be contacts of this client with an e-mail.'] });
  });

  it('is 404 for no such client and 403 without manage_invoices', async () => {
    expect((await bookkeeper.get(`/api/clients/999999/download-statement?${january}`)).statusCode).toBe(404);
    expect(
      (await bookkeeper.post('/api/clients/999999/send-statement', { from: '2026-01-01', to: '2026-01-31', custom: 'a@b.example' }))
        .statusCode,
    ).toBe(404);
    expect((await office.get(`/api/clients/${client.id}/download-statement?${january}`)).statusCode).toBe(403);
  });

  it('is a statement of nothing for a client never invoiced', async () => {
    const empty = await buildClient(db, { name: 'Fresh Start' });
    const text = await pdfText(
      (await bookkeeper.get(`/api/clients/${empty.id}/download-statement?from=${todayIn(timeZone)}&to=${todayIn(timeZone)}`)).rawPayload,
    );
    expect(text).toContain('Opening balance');
    expect(text).toContain('$0.00');
  });
});

describe('the demo business’s how-to-pay words', () => {
  it('point at the bank box printed above them, on the invoice and the statement alike', async () => {
    await saveBusiness(admin, { footer_title: demoBusiness.footerTitle, footer_content: demoBusiness.footerContent });
    try {
      const client = await buildClient(db, { name: 'Footer Holdings' });
      const invoice = await buildInvoice(db, { clientId: client.id, issuedAt: '2026-01-05', sentAt: new Date() });
      const documents = [
        await bookkeeper.get(`/api/invoices/${invoice.id}/pdf`),
        await bookkeeper.get(`/api/clients/${client.id}/download-statement?${january}`),
      ];
      for (const response of documents) {
        const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
        const words = demoBusiness.footerContent.slice(0, 40);
        expect(text).toContain(words);
        expect(text.indexOf('062-000')).toBeLessThan(text.indexOf(words));
        expect(text).not.toMatch(/account below/);
      }
    } finally {
      await saveBusiness(admin);
    }
  });
});
