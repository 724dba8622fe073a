import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import type { TparView } from '../../../shared/api/pay-runs';
import { financialYear } from '../../../shared/dates';
import { centsToNumber } from '../../../shared/money';
import { payeeName, tparRows, tparTotals } from '../../../shared/pay-runs';
import { formatAbn } from '../../../shared/validation';
import type { Db } from '../../db/client';
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

/** The report as a workbook: one row per payee with the ATO's columns, and totals. */
export async function tparWorkbook(tpar: TparView, business: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CleanUp';
  const sheet = workbook.addWorksheet(`TPAR ${tpar.year - 1}-${String(tpar.year).slice(2)}`);
  sheet.columns = [{ width: 34 }, { width: 16 }, { width: 44 }, { width: 18 }, { width: 14 }, { width: 16 }];
  sheet.addRow([`Taxable payments annual report ${tpar.year - 1}–${String(tpar.year).slice(2)} — ${business}`]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow([`Payments from ${tpar.start} to ${tpar.end}`]);
  sheet.addRow([]);
  const header = sheet.addRow(['Payee', 'ABN', 'Address', 'Gross paid (incl. GST)', 'GST', 'Tax withheld']);
  header.font = { bold: true };
  for (const row of tpar.rows)
    sheet.addRow([
      row.name,
      row.abn ? formatAbn(row.abn) : '',
      row.address ?? '',
      centsToNumber(row.gross_paid),
      centsToNumber(row.gst),
      centsToNumber(row.tax_withheld),
    ]);
  const { totals } = tpar;
  sheet.addRow(['Total', '', '', centsToNumber(totals.gross_paid), centsToNumber(totals.gst), centsToNumber(totals.tax_withheld)]).font = {
    bold: true,
  };
  for (const column of [4, 5, 6]) sheet.getColumn(column).numFmt = '"$"#,##0.00';
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
