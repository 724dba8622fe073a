/**
 * An outgoing bank line paying a contractor's vendor invoice (docs/domain.md "Bank
 * transactions"): the link takes the invoice's total from the line's remainder and marks the invoice paid on the
 * line's date; disconnecting clears both. The caller holds the line's lock (match-transaction.ts).
 */
import { and, eq } from 'drizzle-orm';
import { formatAud } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { setVendorInvoicePaid } from '../vendor-invoices/save-vendor-invoice';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { transactionVendorInvoices } from './transactions.table';
import { vendorInvoiceToPay } from './vendor-invoice-links.queries';

type PayingLine = { id: number; amount: number; remainder: number; postedOn: string; description: string };
const describe = (line: PayingLine) => `${line.description} (${formatAud(line.amount)})`;

export async function linkVendorInvoice(tx: Db, line: PayingLine, vendorInvoiceId: number, actor: Actor) {
  if (line.amount >= 0) throw invalid({ vendor_invoice_id: ['Only money paid out can pay a vendor invoice.'] });
  const invoice = await vendorInvoiceToPay(tx, vendorInvoiceId);
  if (!invoice) throw invalid({ vendor_invoice_id: ['The selected vendor invoice is invalid.'] });
  if (invoice.linked || invoice.paidAt) throw invalid({ vendor_invoice_id: [`Vendor invoice ${invoice.number} is already paid.`] });
  if (invoice.total > -line.remainder)
    throw invalid({
      vendor_invoice_id: [
        `The vendor invoice is ${formatAud(invoice.total)}, more than the ${formatAud(-line.remainder)} left of this transaction.`,
      ],
    });
  await assertQuarterOpen(tx, line.postedOn);
  await tx.insert(transactionVendorInvoices).values({ transactionId: line.id, vendorInvoiceId, amount: invoice.total });
  await setVendorInvoicePaid(tx, vendorInvoiceId, line.postedOn);
  await audit(tx, actor, {
    action: 'link',
    subjectType: 'transactions',
    subjectId: line.id,
    description: `Matched ${describe(line)} to vendor invoice ${invoice.number}`,
    changes: { vendor_invoice_id: vendorInvoiceId, amount: invoice.total, paid_at: line.postedOn },
  });
}

/** `DELETE /api/transactions/{id}/vendor-invoices/{vendorInvoice}`: the invoice is unpaid again. */
export async function unlinkVendorInvoice(tx: Db, line: PayingLine, vendorInvoiceId: number, actor: Actor) {
  const removed = await tx
    .delete(transactionVendorInvoices)
    .where(and(eq(transactionVendorInvoices.transactionId, line.id), eq(transactionVendorInvoices.vendorInvoiceId, vendorInvoiceId)))
    .returning();
  if (removed.length === 0) throw notFound();
  await setVendorInvoicePaid(tx, vendorInvoiceId, null);
  await audit(tx, actor, {
    action: 'unlink',
    subjectType: 'transactions',
    subjectId: line.id,
    description: `Disconnected ${describe(line)} from a vendor invoice`,
    changes: { vendor_invoice_id: vendorInvoiceId, amount: removed[0].amount },
  });
}
