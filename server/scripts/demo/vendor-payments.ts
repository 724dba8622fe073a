/**
 * The office paying contractors' vendor invoices from the bank: each paid invoice gets its outgoing bank line,
 * linked (as confirming its suggestion would have), and every unpaid invoice has a transfer waiting with its
 * suggestion, so the transactions page shows both (and still does after the week before last is recorded). Runs after the earnings seed, which wrote the invoices.
 */
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { lineKey } from '../../../shared/bank-files/counting';
import { addDays, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { suggestTransactions } from '../../features/transactions/suggest-transactions';
import { bankTransactions, transactionVendorInvoices } from '../../features/transactions/transactions.table';
import { users } from '../../features/users/users.table';
import { vendorInvoices } from '../../features/vendor-invoices/vendor-invoices.table';

const describe = (name: string, number: string) => `TRANSFER TO ${name.toUpperCase()} ${number}`;

export async function seedVendorPayments(db: Db, { today }: { today: IsoDate }): Promise<{ linked: number; waiting: number }> {
  const columns = {
    id: vendorInvoices.id,
    number: vendorInvoices.number,
    total: vendorInvoices.total,
    issuedAt: vendorInvoices.issuedAt,
    paidAt: vendorInvoices.paidAt,
    name: users.name,
  };
  const paid = await db
    .select(columns)
    .from(vendorInvoices)
    .innerJoin(users, eq(users.id, vendorInvoices.userId))
    .where(isNotNull(vendorInvoices.paidAt));
  for (const invoice of paid) {
    const postedOn = invoice.paidAt!;
    const [line] = await db
      .insert(bankTransactions)
      .values({
        postedOn,
        amount: -invoice.total,
        description: describe(invoice.name, invoice.number),
        source: 'csv_cba',
        lineKey: lineKey({ date: postedOn, amount: -invoice.total, description: describe(invoice.name, invoice.number) }),
      })
      .returning({ id: bankTransactions.id });
    await db.insert(transactionVendorInvoices).values({ transactionId: line!.id, vendorInvoiceId: invoice.id, amount: invoice.total });
  }
  // The unpaid invoices: paid at the bank two days after issue, not yet matched.
  const unpaid = await db
    .select(columns)
    .from(vendorInvoices)
    .innerJoin(users, eq(users.id, vendorInvoices.userId))
    .where(and(isNull(vendorInvoices.paidAt), lte(vendorInvoices.issuedAt, today)))
    .orderBy(asc(vendorInvoices.week), asc(vendorInvoices.id));
  const ids: number[] = [];
  for (const invoice of unpaid) {
    const postedOn = addDays(invoice.issuedAt, 2) > today ? today : addDays(invoice.issuedAt, 2);
    const description = describe(invoice.name, invoice.number);
    const [line] = await db
      .insert(bankTransactions)
      .values({
        postedOn,
        amount: -invoice.total,
        description,
        source: 'csv_cba',
        lineKey: lineKey({ date: postedOn, amount: -invoice.total, description }),
      })
      .returning({ id: bankTransactions.id });
    ids.push(line!.id);
  }
  if (ids.length) await suggestTransactions(db, { ids });
  return { linked: paid.length, waiting: ids.length };
}
