/**
 * QIF (Quicken): a `!Type:Bank` header, then records of one-letter fields (`D` date, `T` or `U` amount, `P`
 * payee, `M` memo, `N` number) each ended by `^`. Dates are day or month first by the file (`dateOrderOf`).
 */
import { dateOrderOf, describe, readAmount, readSlashedDate } from './fields';
import type { BankLine, FileError, ParseResult } from './types';

export const looksLikeQif = (text: string) => /^\s*!(Type|Account|Option)/i.test(text);

type Record = { line: number; fields: Map<string, string> };

function recordsOf(text: string): Record[] {
  const records: Record[] = [];
  let current: Record | null = null;
  text.split('\n').forEach((raw, i) => {
    const row = raw.trim();
    if (!row || row.startsWith('!')) return;
    if (row === '^') {
      if (current) records.push(current);
      current = null;
      return;
    }
    current ??= { line: i + 1, fields: new Map() };
    const code = row[0].toUpperCase();
    if (!current.fields.has(code)) current.fields.set(code, row.slice(1).trim());
  });
  if (current) records.push(current);
  return records;
}

export function parseQif(text: string): ParseResult {
  const lines: BankLine[] = [];
  const errors: FileError[] = [];
  const type = /^\s*!Type:(\S+)/im.exec(text)?.[1]?.toLowerCase();
  if (type && !['bank', 'ccard', 'cash', 'oth a', 'oth'].some((t) => type.startsWith(t))) {
    return { format: 'qif', lines, errors: [{ line: 1, message: `A QIF file of type ${type} holds no bank transactions.` }] };
  }
  const records = recordsOf(text);
  const order = dateOrderOf(records.map((r) => r.fields.get('D') ?? ''));
  for (const { line, fields } of records) {
    const date = readSlashedDate(fields.get('D') ?? '', order);
    const amount = readAmount(fields.get('T') ?? fields.get('U') ?? '');
    if (!date) errors.push({ line, message: `The date "${fields.get('D') ?? ''}" could not be read.` });
    if (amount === null)
      errors.push({ line, message: `The amount "${fields.get('T') ?? fields.get('U') ?? ''}" is not an amount the product accepts.` });
    if (!date || amount === null) continue;
    const number = fields.get('N');
    lines.push({
      line,
      date,
      amount,
      description: describe([fields.get('P'), fields.get('M')], 'Bank transaction'),
      bankId: number || null,
    });
  }
  return { format: 'qif', lines, errors };
}
