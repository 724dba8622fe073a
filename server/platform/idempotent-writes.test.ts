import { describe, expect, it } from 'vitest';
import { keyedRequests } from '../../shared/api/idempotent-requests';
import { buildClient } from '../test/client-factories';
import { createInvoicingApp } from '../test/invoice-documents';
import { buildInvoice } from '../test/invoice-factories';
import type { Client } from '../test/test-app';
import { buildBankTransaction } from '../test/transaction-factories';

/**
 * `Idempotency-Key` beyond the creating POSTs (decision 022): the GETs that change state (an invoice's send
 * e-mails it) and the PUT that links a bank line; and a commit whose acknowledgement was lost.
 */
const { t, admin, bookkeeper } = await createInvoicingApp('bookkeeper');
const db = t.app.db;

const keyed = (as: Client, method: 'GET' | 'PUT' | 'POST', url: string, key: string, payload?: object) =>
  as.request({ method, url, payload, headers: { 'idempotency-key': key } });
const count = async (rows: string, params: unknown[] = []) =>
  (await t.app.database.executeSql(`select count(*)::int as n from ${rows}`, params)).rows[0].n as number;
const mailsTo = (address: string) => count(`mails where "to" ? $1`, [address]);

async function draftFor(email: string) {
  const client = await buildClient(db, { name: email, contacts: [{ name: 'Accounts', email, type: 'account' }] });
  return buildInvoice(db, { clientId: client.id, issuedAt: '2026-11-02', lines: [{ label: 'Office clean', unit_price: 50_000 }] });
}

/** Makes the next top-level transaction commit and then fail as a connection lost with the commit's acknowledgement. */
function loseNextCommitAcknowledgement() {
  const underlying = t.app.database.db;
  const commit = underlying.transaction.bind(underlying);
  Object.assign(underlying, {
    transaction: async (...args: Parameters<typeof commit>) => {
      delete (underlying as Partial<typeof underlying>).transaction;
      await commit(...args);
      throw new Error('Connection terminated unexpectedly');
    },
  });
}

describe('a GET that changes state', () => {
  it('sends an invoice once for a key sent twice, answering the retry with the first answer', async () => {
    const draft = await draftFor('idem-send@example.com');
    const first = await keyed(bookkeeper, 'GET', `/api/invoices/${draft.id}/send`, 'send-once');
    expect(first.statusCode, first.body).toBe(200);
    const again = await keyed(bookkeeper, 'GET', `/api/invoices/${draft.id}/send`, 'send-once');
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await mailsTo('idem-send@example.com')).toBe(1);

    // Another key is another send, as pressing Send again always was.
    const another = await keyed(bookkeeper, 'GET', `/api/invoices/${draft.id}/send`, 'send-twice');
    expect(another.statusCode, another.body).toBe(200);
    expect(await mailsTo('idem-send@example.com')).toBe(2);
  });

  it('answers the retry of a send whose commit was acknowledged to nobody, without a second e-mail', async () => {
    const draft = await draftFor('idem-lost-send@example.com');
    loseNextCommitAcknowledgement();
    const lost = await keyed(bookkeeper, 'GET', `/api/invoices/${draft.id}/send`, 'send-lost');
    expect(lost.statusCode).toBe(503);
    expect(await mailsTo('idem-lost-send@example.com')).toBe(1);
    const retried = await keyed(bookkeeper, 'GET', `/api/invoices/${draft.id}/send`, 'send-lost');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ message: `Invoice #${draft.number} sent to idem-lost-send@example.com.` });
    expect(await mailsTo('idem-lost-send@example.com')).toBe(1);
  });

  it('is keyed on exactly the requests the web client keys (shared/api/idempotent-requests.ts)', () => {
    const byServer = t.app.routeTable.filter((r) => r.idempotent && r.method !== 'POST').map((r) => `${r.method} ${r.url}`);
    expect(byServer.sort()).toEqual([...keyedRequests].sort());
    // Every GET that changes state is keyed, but the one whose answer is a session.
    const unkeyed = t.app.routeTable.filter((r) => r.method === 'GET' && r.csrf && !r.idempotent).map((r) => r.url);
    expect(unkeyed).toEqual(['/assume/:id']);
  });
});

describe('linking a bank line (PUT /api/transactions/{id})', () => {
  it('adds one payment for a key sent twice, where a plain retry would add a second', async () => {
    const client = await buildClient(db, { name: 'Idem Bank Client' });
    const invoice = await buildInvoice(db, { clientId: client.id, issuedAt: '2026-10-01', lines: [{ unit_price: 100_000 }] });
    const line = await buildBankTransaction(db, { amount: 110_000, postedOn: '2026-10-12', description: 'IDEM BANK CLIENT' });
    const link = { invoices: [{ id: invoice.id, amount: 40_000 }] };
    const first = await keyed(bookkeeper, 'PUT', `/api/transactions/${line.id}`, 'link-once', link);
    expect(first.statusCode, first.body).toBe(200);
    const again = await keyed(bookkeeper, 'PUT', `/api/transactions/${line.id}`, 'link-once', link);
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
    expect(await count(`payments where invoice_id = ${invoice.id}`)).toBe(1);
  });
});

describe('a commit whose acknowledgement was lost', () => {
  it('keeps the key with its committed step, so the retry answers instead of creating again', async () => {
    loseNextCommitAcknowledgement();
    const body = { name: 'Idem Unacknowledged', active: true };
    expect((await keyed(admin, 'POST', '/api/clients', 'key-unacknowledged', body)).statusCode).toBe(503);
    expect(await count(`clients where name = 'Idem Unacknowledged'`)).toBe(1);
    const retried = await keyed(admin, 'POST', '/api/clients', 'key-unacknowledged', body);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await count(`clients where name = 'Idem Unacknowledged'`)).toBe(1);
  });
});
