/** Clients as invoicing runs over them (the invoices feature reads them here). */
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { PaymentMethod } from '../../../shared/api/clients';
import type { IsoDate } from '../../../shared/dates';
import type { InvoiceSchedule } from '../../../shared/invoice-periods';
import type { Db } from '../../db/client';
import { clients } from './clients.table';

export type BilledClient = {
  id: number;
  name: string;
  paymentMethod: PaymentMethod;
  paymentTerms: number;
  invoiceSchedule: InvoiceSchedule;
  /** Never null for a client on terms here. */
  invoiceStart: IsoDate | null;
};

/**
 * The clients the auto-invoice run bills, by id: every cash client (one invoice per finished visit), and every
 * client on terms with auto-invoice and an invoice start (one per period). Active or not: work done is billed.
 */
export async function clientsToAutoInvoice(db: Db, clientIds?: readonly number[]): Promise<BilledClient[]> {
  if (clientIds?.length === 0) return [];
  return db
    .select({
      id: clients.id,
      name: clients.name,
      paymentMethod: clients.paymentMethod,
      paymentTerms: clients.paymentTerms,
      invoiceSchedule: clients.invoiceSchedule,
      invoiceStart: clients.invoiceStart,
    })
    .from(clients)
    .where(
      and(
        clientIds ? inArray(clients.id, [...clientIds]) : undefined,
        or(
          eq(clients.paymentMethod, 'cash'),
          and(eq(clients.paymentMethod, 'terms'), eq(clients.autoInvoice, true), isNotNull(clients.invoiceStart)),
        ),
      ),
    )
    .orderBy(asc(clients.id));
}
