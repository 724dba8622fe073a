import { inArray, isNotNull, max, and } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { invoices } from './invoices.table';

/**
 * The start of each client's last auto-invoiced period. A cancelled invoice keeps its period: the period was
 * invoiced once, and its freed visits go on the next period's invoice. A deleted draft gives its period back.
 */
export async function lastInvoicedPeriods(db: Db, clientIds: readonly number[]): Promise<Map<number, IsoDate>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: invoices.clientId, start: max(invoices.periodStart) })
    .from(invoices)
    .where(and(inArray(invoices.clientId, [...clientIds]), isNotNull(invoices.periodKey)))
    .groupBy(invoices.clientId);
  return new Map(rows.flatMap((row) => (row.start === null ? [] : [[row.clientId, row.start] as const])));
}
