/**
 * Adjustment notes (decision 031): issued against a sent invoice, they lower its balance, or become the client's
 * credit (applied to its other open invoices oldest first) where the invoice was already paid; the BAS follows the
 * money (cash basis). Refusals, the number series, the audit and the PDF. PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityReceipt } from '../../../shared/api/account-activity';
import type { Invoice, PublicInvoice } from '../../../shared/api/invoices';
import { quarterOfDate } from '../../../shared/bas';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { testDbKind } from '../../test/databases';
import { activityLog } from '../../test/inspect';
import { createInvoicingApp } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { whileQuarterComplete } from '../../test/quarters';
import { createClient, timeZone } from '../../test/test-app';
import { moneyInvariantViolations } from '../transactions/money-invariants';
import { adjustmentNotes } from './adjustment-notes.table';

const { t, bookkeeper } = await createInvoicingApp('bookkeeper');
const db = t.app.db;
const today = todayIn(timeZone);
const sentAt = new Date('2026-10-01T00:00:00Z');

/** $20.00 ex GST off: $22.00 with its $2.00 of GST. */
const windowClean = { label: 'Window clean not done', unit_price: 2_000, quantity: 1 };
const issue = (id: number, body: Record<string, unknown>) =>
  bookkeeper.post(`/api/invoices/${id}/adjustment-notes`, { issued_at: today, reason: 'Windows skipped', lines: [windowClean], ...body });
const read = async (id: number) => (await bookkeeper.get(`/api/invoices/${id}`)).json() as Invoice;
const quarterFiguresOf = async (date: string) => {
  const quarter = quarterOfDate(date);
  const { data } = (await bookkeeper.get(`/api/account-activity?year=${quarter.year}`)).json();
  return data.find((q: { id: number }) => q.id === quarter.id) as { incoming: number; incoming_tax: number };
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Every row behind a quarter's incoming and 1A, page by page as the page shows them. */
const receiptsBehind = async (date: string) => {
  const rows: ActivityReceipt[] = [];
  for (let page = 1; ; page++) {
    const answer = (await bookkeeper.get(`/api/account-activity/${quarterOfDate(date).id}/receipts?page=${page}&count=100`)).json();
    rows.push(...answer.data);
    if (page >= answer.meta.last_page) return rows;
  }
};

describe('POST /api/invoices/{id}/adjustment-notes', () => {
  it('issues a note against an unpaid invoice: its own number, GST worked as an invoice’s, the balance lowered, audited', async () => {
    const invoice = await buildInvoice(db, { sentAt });
    const response = await issue(invoice.id, { lines: [windowClean, { label: 'Bin liners', unit_price: 333, quantity: 1.5 }] });
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json();
    expect(note).toMatchObject({ number: expect.stringMatching(/^AN-\d{4}$/), issued_at: today, amount: 2_500, tax: 250, total: 2_750 });
    expect(note).toMatchObject({ applied: 2_750, credited: 0 });
    const after = await read(invoice.id);
    expect(after).toMatchObject({ total: 11_000, paid: 0, balance: 8_250, state: { state: 'sent' } });
    expect(after.adjustment_notes).toEqual([expect.objectContaining({ id: note.id, number: note.number, total: 2_750 })]);
    expect((await activityLog(bookkeeper, 10))[0]).toMatchObject({
      description: `Issued adjustment note ${note.number} of $27.50 against invoice #${invoice.number}`,
    });
    const pdf = await bookkeeper.get(`/api/adjustment-notes/${note.id}/pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.headers['content-disposition']).toContain(`adjustment-note-${note.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('numbers notes one after the other, across invoices', async () => {
    const [a, b] = [await buildInvoice(db, { sentAt }), await buildInvoice(db, { sentAt })];
    const first = (await issue(a.id, {})).json().number as string;
    const second = (await issue(b.id, {})).json().number as string;
    expect(Number(second.slice(3))).toBe(Number(first.slice(3)) + 1);
  });

  it('turns a note on a paid invoice into the client’s credit, applied to its other open invoices oldest first', async () => {
    const client = await buildClient(db, { name: 'Credit From A Note' });
    const paid = await buildInvoice(db, { clientId: client.id, sentAt, issuedAt: '2026-09-01', payments: [{ amount: 11_000 }] });
    const open = await buildInvoice(db, { clientId: client.id, sentAt, issuedAt: '2026-09-05' });
    const response = await issue(paid.id, {});
    expect(response.json()).toMatchObject({ total: 2_200, applied: 0, credited: 2_200 });
    expect(response.json().message).toContain('$22.00 of it paid their other invoices');
    expect(await read(paid.id)).toMatchObject({ paid: 11_000, balance: 0, state: { state: 'paid' } });
    const other = await read(open.id);
    expect(other).toMatchObject({ balance: 8_800, paid: 2_200 });
    expect(other.payments).toEqual([expect.objectContaining({ amount: 2_200, source: 'credit', paid_at: today })]);
    expect(await moneyInvariantViolations(db, client.id)).toEqual([]);
  });

  it('keeps a paid invoice’s note as credit when the client owes nothing else: its owing goes below zero', async () => {
    const client = await buildClient(db, { name: 'Only A Note' });
    const paid = await buildInvoice(db, { clientId: client.id, sentAt, payments: [{ amount: 11_000 }] });
    expect((await issue(paid.id, {})).statusCode).toBe(201);
    const listed = (await bookkeeper.get('/api/clients?search=Only%20A%20Note')).json().data[0];
    expect(listed).toMatchObject({ id: client.id, owing: -2_200 });
    expect(await moneyInvariantViolations(db, client.id)).toEqual([]);
  });

  it('splits a note on a part-paid invoice: the balance takes what it can, the rest is credit', async () => {
    const invoice = await buildInvoice(db, { sentAt, lines: [{ unit_price: 10_000 }], payments: [{ amount: 10_000 }] });
    const response = await issue(invoice.id, { lines: [{ label: 'Half the job', unit_price: 5_000, quantity: 1 }] });
    expect(response.json()).toMatchObject({ total: 5_500, applied: 1_000, credited: 4_500 });
    expect(await read(invoice.id)).toMatchObject({ balance: 0, paid: 10_000 });
  });

  it.each([
    ['no lines', { lines: [] }, 'lines'],
    ['a line without a label', { lines: [{ ...windowClean, label: '' }] }, 'lines.0.label'],
    ['a total of nothing', { lines: [{ ...windowClean, unit_price: 0 }] }, 'lines'],
    ['no reason', { reason: '' }, 'reason'],
    ['a day after today', { issued_at: addDays(today, 1) }, 'issued_at'],
    ['a day before the invoice', { issued_at: '2026-08-31' }, 'issued_at'],
    ['more than the invoice’s total', { lines: [{ ...windowClean, unit_price: 10_001 }] }, 'lines'],
  ])('refuses %s with 422 on that field, issuing nothing', async (_, change, field) => {
    const invoice = await buildInvoice(db, { sentAt, issuedAt: '2026-09-01' });
    const response = await issue(invoice.id, change);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    expect((await read(invoice.id)).adjustment_notes).toEqual([]);
  });

  it('refuses more than is left of the total after earlier notes', async () => {
    const invoice = await buildInvoice(db, { sentAt });
    expect((await issue(invoice.id, { lines: [{ ...windowClean, unit_price: 8_000 }] })).statusCode).toBe(201);
    const refused = await issue(invoice.id, { lines: [{ ...windowClean, unit_price: 2_001 }] });
    expect([refused.statusCode, refused.json().errors.lines[0]]).toEqual([
      422,
      `The note's total of $22.01 is more than the $22.00 left of invoice #${invoice.number}.`,
    ]);
    expect((await issue(invoice.id, { lines: [{ ...windowClean, unit_price: 2_000 }] })).statusCode).toBe(201);
    expect(await read(invoice.id)).toMatchObject({ balance: 0, state: { state: 'paid' } });
  });

  it('refuses to cancel an invoice a note corrected, and no longer offers it: the note would correct nothing', async () => {
    const invoice = await buildInvoice(db, { sentAt });
    expect((await read(invoice.id)).actions).toContain('delete');
    expect((await issue(invoice.id, {})).statusCode).toBe(201);
    expect((await read(invoice.id)).actions).not.toContain('delete');
    const refused = await bookkeeper.delete(`/api/invoices/${invoice.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      'An invoice with an adjustment note cannot be cancelled: issue another adjustment note for what is left.',
    ]);
    expect(await read(invoice.id)).toMatchObject({ balance: 8_800, state: { state: 'sent' } });
  });

  it('lists the notes on the client’s link, each with a PDF reached by that link only', async () => {
    const invoice = await buildInvoice(db, { sentAt });
    const other = await buildInvoice(db, { sentAt });
    const note = (await issue(invoice.id, {})).json();
    const guest = createClient(t.app);
    const view = (await guest.get(`/api/invoice-view/${invoice.viewToken}`)).json() as PublicInvoice;
    const pdf = `/api/invoice-view/${invoice.viewToken}/adjustment-notes/${note.id}/pdf`;
    expect(view.adjustment_notes).toEqual([expect.objectContaining({ number: note.number, total: 2_200, pdf })]);
    const document = await guest.get(pdf);
    expect([document.statusCode, document.headers['content-type'], document.rawPayload.subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    expect((await guest.get(`/api/invoice-view/${other.viewToken}/adjustment-notes/${note.id}/pdf`)).statusCode).toBe(404);
  });

  it.each([
    ['a draft', { sentAt: undefined }, 'An open invoice cannot be adjusted.'],
    ['a cancelled invoice', { sentAt, cancelled: true }, 'A cancelled invoice cannot be adjusted.'],
  ])('refuses %s with 422', async (_, attrs, message) => {
    const invoice = await buildInvoice(db, attrs);
    const response = await issue(invoice.id, {});
    expect([response.statusCode, response.json().message]).toEqual([422, message]);
  });

  it('refuses a note dated in a completed BAS quarter', async () => {
    const invoice = await buildInvoice(db, { sentAt, issuedAt: '2025-08-01' });
    await whileQuarterComplete(bookkeeper, '2025-08-15', async () => {
      const refused = await issue(invoice.id, { issued_at: '2025-08-15' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.issued_at[0]).toMatch(/complete/);
    });
    expect((await issue(invoice.id, { issued_at: '2025-08-15' })).statusCode).toBe(201);
  });

  it('answers 404 for the PDF of a note that does not exist', async () => {
    expect((await bookkeeper.get('/api/adjustment-notes/999999/pdf')).statusCode).toBe(404);
  });
});

// Cash basis (decision 031): a note on money already received is a decreasing adjustment in its own quarter (G1
// and 1A down by it and its GST); on money not yet received it only lowers what will be, and so its GST.
describe('adjustment notes in the BAS', () => {
  it.each([
    {
      name: 'a paid invoice: 1A down by the note’s GST in the note’s quarter, the payment’s quarter untouched',
      payments: [{ amount: 11_000, paidAt: '2020-08-10' as const }],
      noteOn: '2020-11-05',
      later: null,
      deltas: { '2020-08-10': [0, 0], '2020-11-05': [-2_200, -200] },
    },
    {
      name: 'an unpaid invoice: nothing in the note’s quarter; the rest, received later, carries less GST',
      payments: [],
      noteOn: '2020-08-20',
      later: { amount: 8_800, paid_on: '2020-11-10' },
      deltas: { '2020-08-20': [0, 0], '2020-11-10': [8_800, 800] },
    },
  ])('$name', async ({ payments, noteOn, later, deltas }) => {
    const invoice = await buildInvoice(db, { sentAt, issuedAt: '2020-08-01', payments });
    const before = Object.fromEntries(await Promise.all(Object.keys(deltas).map(async (d) => [d, await quarterFiguresOf(d)])));
    expect((await issue(invoice.id, { issued_at: noteOn })).statusCode).toBe(201);
    if (later) {
      const paid = await bookkeeper.post(`/api/invoices/${invoice.id}/payments`, { ...later, method: 'bank' });
      expect(paid.json()).toMatchObject({ applied: 8_800, credited: 0 });
    }
    for (const [date, [incoming, tax]] of Object.entries(deltas)) {
      const after = await quarterFiguresOf(date);
      expect([after.incoming - before[date].incoming, after.incoming_tax - before[date].incoming_tax], date).toEqual([incoming, tax]);
      // The rows listed behind the figures add up to them, the note's row among them.
      const rows = await receiptsBehind(date);
      expect([sum(rows.map((r) => r.amount)), sum(rows.map((r) => r.gst))], date).toEqual([after.incoming, after.incoming_tax]);
    }
    const noteRows = (await receiptsBehind(noteOn)).filter((r) => r.source === 'adjustment_note' && r.invoice_id === invoice.id);
    expect(noteRows).toEqual(payments.length ? [expect.objectContaining({ amount: -2_200, gst: -200, paid_at: noteOn })] : []);
  });
});

// Notes issued at once get one number each, one after the other (PostgreSQL: PGlite runs one transaction at a time).
describe.skipIf(testDbKind() !== 'pg')('notes issued at once (PostgreSQL)', () => {
  it('ten notes on ten invoices take ten consecutive numbers', async () => {
    const invoices = [];
    for (let i = 0; i < 10; i++) invoices.push(await buildInvoice(db, { sentAt }));
    const answers = await Promise.all(invoices.map((invoice) => issue(invoice.id, {})));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const numbers = answers.map((a) => Number((a.json().number as string).slice(3))).sort((x, y) => x - y);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    const rows = await db.select({ id: adjustmentNotes.id }).from(adjustmentNotes).where(eq(adjustmentNotes.invoiceId, invoices[0].id));
    expect(rows).toHaveLength(1);
  });

  it('six notes of $22.00 at once on one $110.00 invoice: five are issued, one refused, never more off than its total', async () => {
    const invoice = await buildInvoice(db, { sentAt });
    const answers = await Promise.all(Array.from({ length: 6 }, () => issue(invoice.id, {})));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 422]);
    const notes = await db.select({ total: adjustmentNotes.total }).from(adjustmentNotes).where(eq(adjustmentNotes.invoiceId, invoice.id));
    expect(sum(notes.map((n) => n.total))).toBe(11_000);
    expect(await read(invoice.id)).toMatchObject({ total: 11_000, balance: 0 });
  });
});

describe('a retried note (Idempotency-Key, decision 022)', () => {
  it('issues one note for a key sent twice, and answers the retry with the first answer', async () => {
    const invoice = await buildInvoice(db, { sentAt });
    const send = () =>
      bookkeeper.request({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/adjustment-notes`,
        payload: { issued_at: today, reason: 'Windows skipped', lines: [windowClean] },
        headers: { 'idempotency-key': `note-${invoice.id}` },
      });
    const [first, retry] = [await send(), await send()];
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect((await read(invoice.id)).adjustment_notes).toHaveLength(1);
  });
});
