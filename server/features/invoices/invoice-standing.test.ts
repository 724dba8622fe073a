/**
 * What the database keeps on each invoice for the list's state filters (applied, adjusted, standing; decision
 * 036) never differs from what the rules work out: generated sequences of writes through the real app (sends,
 * the outbox's deliveries, the client opening the link, payments, mark paid, adjustment notes, lines added,
 * chasing steps, bank lines linked, unlinked and deleted, credit applied, cancelling), then every kept column beside its
 * worked-out twin and every state filter beside `invoiceState` on the worked-out facts, on days before, on and
 * after the due dates; and the status tabs' counts the database keeps (decision 041) beside a fresh count over
 * every invoice, their tabs beside the grouped pass's on those days. PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceListQuery } from '../../../shared/api/invoices';
import { mailStatuses } from '../../../shared/api/mail';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { createInvoicingApp } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { keptStateDrift, stateFilterDrift } from '../../test/invoice-standing';
import { keptTabCountsDrift } from '../../test/invoice-tab-counts';
import { createClient, timeZone } from '../../test/test-app';
import { buildBankTransaction } from '../../test/transaction-factories';
import { mails } from '../mail/mail.table';
import { countedTabGroups, tabsOf } from './invoice-list-summary.queries';
import { compactTabCounts, keptTabGroups } from './invoice-tab-counts.queries';
import { invoices } from './invoices.table';

const { t, bookkeeper } = await createInvoicingApp('bookkeeper');
const db = t.app.db;
const today = todayIn(timeZone);

const invoice = fc.nat(2);
const share = fc.integer({ min: 1, max: 120 });
const write = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('send' as const), invoice }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('outbox' as const), invoice, status: fc.constantFrom(...mailStatuses) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('seen' as const), invoice }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), invoice, share }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('paid' as const), invoice }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('adjust' as const), invoice, share }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('line' as const), invoice, price: fc.integer({ min: 0, max: 20_000 }) }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('chase' as const),
      step: fc.constantFrom('send-outstanding-reminder', 'send-notice-to-pay', 'send-suspension-warning', 'suspend-service'),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('link' as const), invoice, share }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('unlink' as const), invoice }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('unbank' as const) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('credit' as const) }), weight: 2 },
  // What the tabs do once deltas pile up (decision 041).
  { arbitrary: fc.record({ kind: fc.constant('compact' as const) }), weight: 1 },
  // Rarer: cancelling ends an invoice's story (and deletes a draft).
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), invoice }), weight: 1 },
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

let clients = 0;
/** Three invoices of one client: due weeks ago, due today and due in two weeks (a draft); a bank line of $500 to link and one of $80 to leave as credit. */
async function business() {
  const n = ++clients;
  const client = await buildClient(db, {
    name: `Standing Client ${n}`,
    contacts: [{ name: 'Accounts', email: `accounts${n}@standing.example`, type: 'account' }],
  });
  const built = [];
  for (const issuedAt of [addDays(today, -40), addDays(today, -14), today])
    built.push(await buildInvoice(db, { clientId: client.id, issuedAt, terms: 14, lines: [{ unit_price: 10_000 }] }));
  // Two sent through the app before the writes begin, so most writes find an invoice they may change.
  for (const id of built.slice(0, 2).map((i) => i.id)) expect((await bookkeeper.get(`/api/invoices/${id}/send`)).statusCode).toBe(200);
  const line = await buildBankTransaction(db, { amount: 50_000, description: `Deposit ${n}` });
  const deposit = await buildBankTransaction(db, { amount: 8_000, description: `Credit ${n}` });
  return { client, ids: built.map((i) => i.id), line, deposit };
}

async function apply(w: Write, b: Awaited<ReturnType<typeof business>>) {
  const id = 'invoice' in w ? b.ids[w.invoice] : 0;
  const [row] = id ? await db.select().from(invoices).where(eq(invoices.id, id)) : [];
  const part = (percent: number) => Math.max(1, Math.trunc(((row?.total ?? 0) * percent) / 100));
  switch (w.kind) {
    case 'send':
      return bookkeeper.get(`/api/invoices/${id}/send`);
    case 'outbox':
      // The outbox moving the invoice's last e-mail on (queued, sending, delivered, failed, kept).
      if (row?.mailId) await db.update(mails).set({ status: w.status }).where(eq(mails.id, row.mailId));
      return null;
    case 'seen':
      return row?.viewToken ? createClient(t.app).get(`/api/invoice-view/${row.viewToken}`) : null;
    case 'pay':
      return bookkeeper.post(`/api/invoices/${id}/payments`, { amount: part(w.share), paid_on: today, method: 'bank', reference: '' });
    case 'paid':
      return bookkeeper.get(`/api/invoices/${id}/paid`);
    case 'adjust':
      return bookkeeper.post(`/api/invoices/${id}/adjustment-notes`, {
        issued_at: today,
        reason: 'Part not done',
        lines: [{ label: 'Not done', unit_price: Math.max(1, Math.trunc(part(w.share) / 1.1)), quantity: 1 }],
      });
    case 'line':
      return bookkeeper.post(`/api/invoices/${id}/lines`, { label: 'Extra', unit_price: w.price, quantity: 1 });
    case 'chase':
      return bookkeeper.get(`/api/clients/${b.client.id}/${w.step}`);
    case 'link':
      return bookkeeper.request({
        method: 'PUT',
        url: `/api/transactions/${b.line.id}`,
        payload: { invoices: [{ id, amount: part(w.share) }] },
      });
    case 'unlink':
      return bookkeeper.request({ method: 'DELETE', url: `/api/transactions/${b.line.id}/invoices/${id}` });
    case 'unbank':
      return bookkeeper.request({ method: 'DELETE', url: `/api/transactions/${b.line.id}` });
    case 'credit':
      // The client's credit, applied to its issued invoices with a balance, oldest first.
      return bookkeeper.request({
        method: 'PUT',
        url: `/api/transactions/${b.deposit.id}`,
        payload: { client_id: b.client.id, credit: true },
      });
    case 'cancel':
      return bookkeeper.request({ method: 'DELETE', url: `/api/invoices/${id}` });
    case 'compact':
      await compactTabCounts(db);
      return null;
  }
}

describe('the state the database keeps on each invoice', () => {
  it('equals the worked-out state after any sequence of writes through the app, and each state filter its twin', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 10 }), async (writes) => {
        const b = await business();
        for (const w of writes) {
          const answer = await apply(w, b);
          // Refusals are fine (a state that forbids the write, nothing to unlink); a server error is not.
          if (answer) expect(answer.statusCode, `${JSON.stringify(w)}: ${answer.body}`).toBeLessThan(500);
          expect(await keptStateDrift(db, b.ids), JSON.stringify(w)).toEqual([]);
          expect(await keptTabCountsDrift(db), JSON.stringify(w)).toEqual([]);
        }
        for (const day of [addDays(today, -20), addDays(today, -1), today, addDays(today, 1), addDays(today, 20)]) {
          expect(await stateFilterDrift(db, b.ids, day)).toEqual([]);
          expect(tabsOf(await keptTabGroups(db, day)), day).toEqual(tabsOf(await countedTabGroups(db, invoiceListQuery.parse({}), day)));
        }
      }),
      { numRuns: 25, seed: 36 },
    );
  }, 300_000);
});
