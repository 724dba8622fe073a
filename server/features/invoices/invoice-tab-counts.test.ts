/**
 * The status tabs' counts the database keeps (decision 041): a due date kept for exactly the unpaid standings,
 * and, on PostgreSQL, parallel payments on different invoices moving invoices between the same keys both ways
 * (paid by one request, unpaid again by another), with compactions among them, leave the counts exact without a
 * deadlock. The random writes through the app are invoice-standing.test.ts's.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { isNotNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceListQuery } from '../../../shared/api/invoices';
import { addDays, todayIn } from '../../../shared/dates';
import { invoiceStates, unpaidStates } from '../../../shared/invoice-states';
import { buildClient } from '../../test/client-factories';
import { testDbKind } from '../../test/databases';
import { createInvoicingApp } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { keptStateDrift } from '../../test/invoice-standing';
import { keptTabCountsDrift } from '../../test/invoice-tab-counts';
import { timeZone } from '../../test/test-app';
import { buildBankTransaction } from '../../test/transaction-factories';
import { countedTabGroups, tabsOf } from './invoice-list-summary.queries';
import { compactTabCounts, keptTabGroups } from './invoice-tab-counts.queries';
import { invoiceTabCounts } from './invoice-tab-counts.table';

const postgres = testDbKind() === 'pg';
const { t, bookkeeper } = await createInvoicingApp('bookkeeper');
const db = t.app.db;
const today = todayIn(timeZone);

it('keeps a due date for the unpaid standings only, the ones whose tab depends on today', async () => {
  let dated: string[] = [];
  // One row of each standing through the triggers' own function, in a transaction rolled back.
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from invoice_tab_counts`);
      const n = invoiceStates.length;
      await tx.execute(sql`select invoice_tab_counts_add(
        ${`{${invoiceStates.join(',')}}`}::text[], array_fill(${today}::date, array[${n}::int]),
        array_fill(100::bigint, array[${n}::int]), array_fill(0::bigint, array[${n}::int]), array_fill(1, array[${n}::int]))`);
      const rows = await tx
        .select({ standing: invoiceTabCounts.standing })
        .from(invoiceTabCounts)
        .where(isNotNull(invoiceTabCounts.dueDate));
      dated = rows.map((row) => row.standing);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  expect(dated.sort()).toEqual([...unpaidStates].sort());
});

/** One request as the web app makes it: with an Idempotency-Key, retried with the same key while the server answers 503 (a busy pool). */
async function asTheWebDoes(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const headers = { 'idempotency-key': randomUUID() };
  for (let attempt = 1; ; attempt++) {
    const answer = await bookkeeper.request({ method, url, headers, payload });
    if (answer.statusCode !== 503 || attempt === 5) return answer;
    await setTimeout(200 * attempt);
  }
}

let clients = 0;
/** A client with five invoices sent a month ago and overdue, the last two paid by a bank line. */
async function business() {
  const n = ++clients;
  const client = await buildClient(db, {
    name: `Tab Counts Client ${n}`,
    contacts: [{ name: 'Accounts', email: `accounts${n}@tabs.example`, type: 'account' }],
  });
  const ids = [];
  for (let i = 0; i < 5; i++)
    ids.push(
      (
        await buildInvoice(db, {
          clientId: client.id,
          issuedAt: addDays(today, -30 - i),
          terms: 14,
          sentAt: new Date(),
          lines: [{ unit_price: 10_000 }],
        })
      ).id,
    );
  const line = await buildBankTransaction(db, { amount: 22_000, description: `Deposit ${n}` });
  const linked = await asTheWebDoes('PUT', `/api/transactions/${line.id}`, {
    invoices: ids.slice(3).map((id) => ({ id, amount: 11_000 })),
  });
  expect(linked.statusCode, linked.body).toBe(200);
  return { ids, line };
}

describe.skipIf(!postgres)('parallel payments (PostgreSQL: PGlite runs one transaction at a time)', () => {
  it('leave the kept counts equal to a fresh count, and nothing deadlocks', async () => {
    for (let round = 0; round < 3; round++) {
      const businesses = [];
      for (let i = 0; i < 4; i++) businesses.push(await business());
      // Into paid (a payment in full, mark paid), into partial, and out of paid (a bank line unlinked), all at once.
      const requests = businesses.flatMap(({ ids, line }) => [
        () => asTheWebDoes('POST', `/api/invoices/${ids[0]}/payments`, { amount: 11_000, paid_on: today, method: 'bank', reference: '' }),
        () => asTheWebDoes('POST', `/api/invoices/${ids[1]}/payments`, { amount: 4_000, paid_on: today, method: 'cash', reference: '' }),
        () => asTheWebDoes('GET', `/api/invoices/${ids[2]}/paid`),
        () => asTheWebDoes('DELETE', `/api/transactions/${line.id}/invoices/${ids[3]}`),
        () => asTheWebDoes('DELETE', `/api/transactions/${line.id}/invoices/${ids[4]}`),
      ]);
      // Two compactions among them, as two tabs reads past the threshold would run.
      const [answers] = await Promise.all([Promise.all(requests.map((request) => request())), compactTabCounts(db), compactTabCounts(db)]);
      // A deadlock would answer 500: the app does not retry one.
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(
        await keptStateDrift(
          db,
          businesses.flatMap((b) => b.ids),
        ),
      ).toEqual([]);
      expect(await keptTabCountsDrift(db)).toEqual([]);
      expect(tabsOf(await keptTabGroups(db, today))).toEqual(tabsOf(await countedTabGroups(db, invoiceListQuery.parse({}), today)));
    }
  }, 120_000);
});
