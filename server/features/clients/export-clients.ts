import ExcelJS from 'exceljs';
import type { Client } from '../../../shared/api/clients';
import { centsToNumber } from '../../../shared/money';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { dateCell, dayFormat } from '../../platform/spreadsheet';
import { type ClientViewer, findClients } from './clients.queries';

/** `date`: a `YYYY-MM-DD` written as a date cell, so Excel filters and groups it. */
type Column = { header: string; width: number; value: (c: Client) => string | number | boolean | null; date?: boolean };

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

const columns: Column[] = [
  { header: 'ID', width: 8, value: (c) => c.id },
  { header: 'Name', width: 32, value: (c) => c.name },
  { header: 'Active', width: 8, value: (c) => yesNo(c.active) },
  { header: 'Suspended', width: 10, value: (c) => yesNo(c.suspended) },
  { header: 'Suspend reason', width: 30, value: (c) => c.suspend_reason },
  { header: 'Suspended until', width: 14, value: (c) => c.suspend_to, date: true },
  { header: 'Address', width: 45, value: (c) => c.address?.readable ?? null },
  { header: 'Payment method', width: 14, value: (c) => c.payment_method },
  // Terms fields mean nothing for a cash client, so they stay blank for one (docs/domain.md "Active, inactive and
  // cash clients").
  { header: 'Payment terms (days)', width: 12, value: (c) => (c.payment_method === 'terms' ? c.payment_terms : null) },
  { header: 'Invoice schedule', width: 14, value: (c) => (c.payment_method === 'terms' ? c.invoice_schedule : null) },
  { header: 'Invoice start', width: 13, value: (c) => (c.payment_method === 'terms' ? c.invoice_start : null), date: true },
  { header: 'Payment type', width: 12, value: (c) => c.payment_type },
  { header: 'Auto-invoice', width: 10, value: (c) => yesNo(c.auto_invoice) },
  { header: 'Auto-remind', width: 10, value: (c) => yesNo(c.auto_remind) },
  { header: 'Require photos', width: 10, value: (c) => yesNo(c.require_photos) },
  { header: 'Billing address 1', width: 28, value: (c) => c.billing_address1 },
  { header: 'Billing address 2', width: 28, value: (c) => c.billing_address2 },
  { header: 'Billing address 3', width: 28, value: (c) => c.billing_address3 },
  { header: 'Billing city', width: 18, value: (c) => c.billing_city },
  { header: 'Last issued', width: 12, value: (c) => c.last_issued, date: true },
];
// Money owed is for manage_accounts holders only, as in the list; in dollars, as the office reads it.
const owing: Column = { header: 'Owing ($)', width: 12, value: (c) => (c.owing == null ? null : centsToNumber(c.owing)) };

/**
 * The chosen clients as an .xlsx workbook, by name. Ids that no longer exist (deleted since they were
 * ticked) are left out; if none is left there is nothing to export.
 */
export async function exportClients(db: Db, ids: number[], viewer: ClientViewer): Promise<Buffer> {
  const chosen = await findClients(db, [...new Set(ids)], viewer);
  if (chosen.length === 0)
    throw new HttpError(422, 'None of the chosen clients exist.', { clients: ['None of the chosen clients exist.'] });
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Clients', { views: [{ state: 'frozen', ySplit: 1 }] });
  const shown = viewer.seesOwing ? [...columns, owing] : columns;
  sheet.columns = shown.map((c, i) => ({ header: c.header, key: String(i), width: c.width, style: c.date ? { numFmt: dayFormat } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const client of chosen) sheet.addRow(shown.map((c) => (c.date ? dateCell(c.value(client) as string | null) : c.value(client))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
