import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import type { TparView } from '../../../shared/api/pay-runs';
import { financialYear } from '../../../shared/dates';
import { centsToNumber } from '../../../shared/money';
import { payeeName, tparRows, tparTotals } from '../../../shared/pay-runs';
import { splitAustralianAddress } from '../../../shared/au-address';
import { formatAbn } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { dateCell, dayFormat } from '../../platform/spreadsheet';
import { readTogether } from '../../db/read-together';
import { findUser } from '../users/users.queries';
import { contractorPaymentsBetween } from './contractor-payments.queries';
import { payees } from './pay-runs.table';

/**
 * The TPAR of financial year `year` (1 July `year − 1` – 30 June `year`) from what was paid to contractors in it
 * (recorded pay runs and paid vendor invoices: the payments the BAS quarters count), each payee under the name
 * they are paid by (`payeeName`), as the BAS list shows them.
 */
export async function tparOf(db: Db, year: number): Promise<TparView> {
  const { start, end } = financialYear(year);
  const paid = await contractorPaymentsBetween(db, start, end);
  const ids = [...new Set(paid.map((p) => p.user_id))];
  const users = await readTogether(
    db,
    ids.map((id) => () => findUser(db, id)),
  );
  const addresses = ids.length ? await db.select().from(payees).where(inArray(payees.userId, ids)) : [];
  const addressOf = new Map(addresses.map((a) => [a.userId, a.address]));
  const vendorNameOf = new Map(paid.map((p) => [p.user_id, p.vendor_name]));
  const people = users.flatMap((u) =>
    u
      ? [
          {
            user_id: u.id,
            name: payeeName({ ...u, vendor_name: vendorNameOf.get(u.id) ?? null }),
            abn: u.abn,
            address: addressOf.get(u.id) ?? null,
          },
        ]
      : [],
  );
  const rows = tparRows(year, paid, people);
  return { year, start, end, rows, totals: tparTotals(rows) };
}

/** Who makes the payments: the business, by its legal name and ABN (Settings → General). */
export type TparPayer = { name: string; abn: string | null };

/**
 * The report as a workbook, laid out as the ATO's TPAR asks: the payer's ABN and name above, then one row per
 * payee with its ABN, name, and address as street, suburb, state and postcode (split from the one line kept,
 * `splitAustralianAddress`), the gross paid, the GST and the tax withheld, and totals. The period's days are date cells.
 */
export async function tparWorkbook(tpar: TparView, payer: TparPayer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CleanUp';
  const sheet = workbook.addWorksheet(`TPAR ${tpar.year - 1}-${String(tpar.year).slice(2)}`);
  sheet.columns = [
    { width: 34 },
    { width: 16 },
    { width: 34 },
    { width: 18 },
    { width: 8 },
    { width: 10 },
    { width: 18 },
    { width: 14 },
    { width: 16 },
  ];
  sheet.addRow([`Taxable payments annual report ${tpar.year - 1}–${String(tpar.year).slice(2)} — ${payer.name}`]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow(['Payer ABN', payer.abn ? formatAbn(payer.abn) : '']);
  const period = sheet.addRow(['Payments from', dateCell(tpar.start), 'to', dateCell(tpar.end)]);
  for (const column of [2, 4]) period.getCell(column).numFmt = dayFormat;
  sheet.addRow([]);
  const header = sheet.addRow(['Payee', 'ABN', 'Street', 'Suburb', 'State', 'Postcode', 'Gross paid (incl. GST)', 'GST', 'Tax withheld']);
  header.font = { bold: true };
  for (const row of tpar.rows) {
    const { street, suburb, state, postcode } = splitAustralianAddress(row.address);
    sheet.addRow([
      row.name,
      row.abn ? formatAbn(row.abn) : '',
      street,
      suburb,
      state,
      postcode,
      centsToNumber(row.gross_paid),
      centsToNumber(row.gst),
      centsToNumber(row.tax_withheld),
    ]);
  }
  const { totals } = tpar;
  sheet.addRow([
    'Total',
    '',
    '',
    '',
    '',
    '',
    centsToNumber(totals.gross_paid),
    centsToNumber(totals.gst),
    centsToNumber(totals.tax_withheld),
  ]).font = {
    bold: true,
  };
  for (const column of [7, 8, 9]) sheet.getColumn(column).numFmt = '"$"#,##0.00';
  sheet.views = [{ state: 'frozen', ySplit: 5 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
