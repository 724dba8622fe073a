/**
 * CSV statements. The four big Australian banks' layouts are recognised by their shape: CBA and ANZ have no
 * header (date, signed amount, description, then balance; CBA writes a `+` on credits), Westpac has a header
 * with debit and credit columns, NAB a header of its own and `08-Dec-21` dates. Any other CSV with a header
 * naming date, amount (or debit and credit) and description columns is read by those names; otherwise the
 * bookkeeper says which column is which (`ColumnMapping`).
 */
import { CsvError, parse } from 'csv-parse/sync';
import { dateOrderOf, describe, readAmount, readSlashedDate } from './fields';
import type { BankFormat, BankLine, ColumnMapping, FileError, ParseResult } from './types';

export type Row = { line: number; cells: string[] };
export type Layout = { format: BankFormat; mapping: ColumnMapping };

const clean = (cell: string) => cell.trim().toLowerCase();

const westpacHeader = ['bank account', 'date', 'narrative', 'debit amount', 'credit amount', 'balance'];
const nabHeader = ['date', 'amount', 'account number', '', 'transaction type', 'transaction details', 'balance'];

const startsWithColumns = (cells: string[], expected: string[]) => expected.every((name, i) => clean(cells[i] ?? '') === name);
const findColumn = (cells: string[], names: string[]) => cells.map(clean).findIndex((cell) => names.includes(cell));

/** A header that names its columns plainly ("Date", "Amount", "Description"...). */
function namedColumns(header: string[]): ColumnMapping | null {
  const date = findColumn(header, ['date', 'transaction date', 'posted date', 'posting date', 'value date']);
  const description = findColumn(header, ['description', 'narrative', 'details', 'transaction details', 'memo', 'payee', 'reference']);
  const amount = findColumn(header, ['amount', 'amount (aud)', 'transaction amount', 'value']);
  const debit = findColumn(header, ['debit', 'debit amount', 'withdrawal', 'withdrawals', 'money out']);
  const credit = findColumn(header, ['credit', 'credit amount', 'deposit', 'deposits', 'money in']);
  if (date === -1 || description === -1) return null;
  if (amount !== -1) return { date, description, amount, skipRows: 1 };
  if (debit !== -1 && credit !== -1) return { date, description, debit, credit, skipRows: 1 };
  return null;
}

/** The layout a file's first row says it has; null when the bookkeeper must map the columns. */
export function recogniseLayout(first: string[]): Layout | null {
  if (startsWithColumns(first, westpacHeader))
    return { format: 'csv_westpac', mapping: { date: 1, description: 2, debit: 3, credit: 4, skipRows: 1 } };
  if (startsWithColumns(first, nabHeader)) return { format: 'csv_nab', mapping: { date: 0, amount: 1, description: 5, skipRows: 1 } };
  if (first.length >= 3 && readSlashedDate(first[0]) && readAmount(first[1]) !== null) {
    const cba = /^[+-]/.test(first[1].trim()) && (first.length < 4 || /^[+-]/.test(first[3].trim()));
    return { format: cba ? 'csv_cba' : 'csv_anz', mapping: { date: 0, amount: 1, description: 2, skipRows: 0 } };
  }
  const named = namedColumns(first);
  return named && { format: 'csv', mapping: named };
}

function rowsOf(text: string): Row[] | FileError {
  try {
    const records = parse(text, { info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return records
      .filter(({ record }) => record.some((cell) => cell !== ''))
      .map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (error) {
    if (error instanceof CsvError)
      return { line: Number((error as CsvError & { lines?: number }).lines ?? 1), message: `The CSV could not be read: ${error.message}` };
    throw error;
  }
}

const unrecognised = 'The columns of this CSV were not recognised: choose which column holds the date, the amount and the description.';

export function parseCsv(text: string, mapping?: ColumnMapping): ParseResult {
  const rows = rowsOf(text);
  if (!Array.isArray(rows)) return { format: 'csv', lines: [], errors: [rows] };
  if (rows.length === 0) return { format: 'csv', lines: [], errors: [{ line: 1, message: 'The file holds no transactions.' }] };
  const layout = csvLayout(rows[0], mapping);
  if ('message' in layout) return { format: null, lines: [], errors: [layout] };
  const body = rows.slice(layout.mapping.skipRows ?? 0);
  const order = layout.mapping.dateOrder ?? dateOrderOf(body.map((row) => row.cells[layout.mapping.date] ?? ''));
  const lines: BankLine[] = [];
  const errors: FileError[] = [];
  for (const row of body) readCsvRow(row, layout, order, { lines, errors });
  return { format: layout.format, lines, errors };
}

/** The layout the bookkeeper gave, or the one the first row says; an error when neither says. */
export function csvLayout(first: Row, mapping?: ColumnMapping): Layout | FileError {
  const layout = mapping ? { format: 'csv' as const, mapping } : recogniseLayout(first.cells);
  return layout ?? { line: first.line, message: unrecognised };
}

/** One row of the body: its bank line, or its errors. */
export function readCsvRow(row: Row, layout: Layout, order: 'dmy' | 'mdy', into: { lines: BankLine[]; errors: FileError[] }) {
  const { date: dateColumn, description, amount, debit, credit } = layout.mapping;
  const { line, cells } = row;
  const rawDate = cells[dateColumn] ?? '';
  const date = readSlashedDate(rawDate, order);
  const value = amountOf(cells, { amount, debit, credit });
  if (!date) into.errors.push({ line, message: `The date "${rawDate}" could not be read.` });
  if (value === null) into.errors.push({ line, message: 'The amount could not be read, or is larger than a bank line can be.' });
  if (!date || value === null) return;
  const nab = layout.format === 'csv_nab';
  const text = describe([cells[description], nab ? cells[8] : null], (nab ? cells[4] : null) || 'Bank transaction');
  into.lines.push({ line, date, amount: value, description: text, bankId: null });
}

/** One signed column, or a debit column (money out, however the bank signs it) and a credit column. */
function amountOf(cells: string[], columns: Pick<ColumnMapping, 'amount' | 'debit' | 'credit'>): number | null {
  if (columns.amount !== undefined) return readAmount(cells[columns.amount] ?? '');
  const out = (cells[columns.debit ?? -1] ?? '').trim();
  const into = (cells[columns.credit ?? -1] ?? '').trim();
  if (out && into) return null;
  if (out) {
    const value = readAmount(out);
    return value === null ? null : -Math.abs(value);
  }
  return into ? readAmount(into) : null;
}
