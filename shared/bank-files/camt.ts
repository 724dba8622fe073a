/**
 * CAMT.053 (ISO 20022 bank-to-customer statement): each `Ntry` is one line of the statement, credit or debit by
 * `CdtDbtInd`. A batch (several `TxDtls` in one entry) stays one line, as the bank booked it; a reversal
 * (`RvslInd`, a returned direct debit) keeps the direction the bank gives it.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, linesAt, readAmount, readIsoDate, tidy } from './fields';
import type { BankLine, FileBalances, FileError, ParseResult, StatedBalance } from './types';

export const looksLikeCamt = (text: string) => /camt\.053|BkToCstmrStmt/.test(text.slice(0, 4000));

type Node = Record<string, unknown>;
const asArray = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Node)[key] : undefined), node);
const textOf = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return textOf((value as Node)['#text']);
  return String(value as string | number);
};

/** What the entry says it was for: the remittance text or reference, the other party, the bank's note. */
function descriptionOf(entry: unknown): string {
  const details = asArray(child(entry, 'NtryDtls')).flatMap((d) => asArray(child(d, 'TxDtls')));
  const parts: string[] = [];
  for (const tx of details) {
    const credit = textOf(child(entry, 'CdtDbtInd')) === 'CRDT';
    parts.push(
      textOf(child(tx, 'RltdPties', credit ? 'Dbtr' : 'Cdtr', 'Nm')) ||
        textOf(child(tx, 'RltdPties', credit ? 'Dbtr' : 'Cdtr', 'Pty', 'Nm')),
    );
    parts.push(...asArray(child(tx, 'RmtInf', 'Ustrd')).map(textOf));
    parts.push(...asArray(child(tx, 'RmtInf', 'Strd')).map((s) => textOf(child(s, 'CdtrRefInf', 'Ref'))));
  }
  parts.push(textOf(child(entry, 'AddtlNtryInf')));
  return describe(parts.map(tidy), 'Bank transaction');
}

export function parseCamt(text: string): ParseResult {
  const lines: BankLine[] = [];
  const errors: FileError[] = [];
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return { format: 'camt053', lines, errors: [{ line: valid.err.line, message: `The XML could not be read: ${valid.err.msg}` }] };
  const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, attributeNamePrefix: '@' });
  const document: unknown = parser.parse(text);
  const statements = asArray(child(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0)
    return { format: 'camt053', lines, errors: [{ line: 1, message: 'The CAMT.053 file has no statement (BkToCstmrStmt/Stmt).' }] };
  const entries = statements.flatMap((s) => asArray(child(s, 'Ntry')));
  const offsets: number[] = [];
  for (let at = text.search(/<(\w+:)?Ntry>/); at !== -1 && offsets.length < entries.length;) {
    offsets.push(at);
    const next = text.slice(at + 5).search(/<(\w+:)?Ntry>/);
    at = next === -1 ? -1 : at + 5 + next;
  }
  const lineNumbers = linesAt(text, offsets);
  entries.forEach((entry, i) => {
    const line = lineNumbers[i] ?? 1;
    const date = readIsoDate(
      textOf(child(entry, 'BookgDt', 'Dt')) || textOf(child(entry, 'BookgDt', 'DtTm')) || textOf(child(entry, 'ValDt', 'Dt')),
    );
    const raw = textOf(child(entry, 'Amt'));
    const size = readAmount(raw);
    const direction = textOf(child(entry, 'CdtDbtInd'));
    if (!date) errors.push({ line, message: 'The entry has no booking date (BookgDt) that could be read.' });
    if (size === null || size < 0) errors.push({ line, message: `The entry's amount "${raw}" is not an amount the product accepts.` });
    if (direction !== 'CRDT' && direction !== 'DBIT')
      errors.push({ line, message: 'The entry is neither a credit nor a debit (CdtDbtInd).' });
    if (!date || size === null || size < 0 || (direction !== 'CRDT' && direction !== 'DBIT')) return;
    const bankId = textOf(child(entry, 'AcctSvcrRef')) || textOf(child(entry, 'NtryRef')) || null;
    lines.push({ line, date, amount: direction === 'DBIT' ? -size : size, description: descriptionOf(entry), bankId });
  });
  return { format: 'camt053', lines, errors, balances: statedBalances(statements) };
}

/**
 * The opening booked balance (OPBD) of the first statement and the closing booked balance (CLBD) of the last: a
 * file of several statements is one chain. A debit balance (`DBIT`, an overdraft) is negative.
 */
function statedBalances(statements: unknown[]): FileBalances {
  const find = (statement: unknown, code: string): StatedBalance | undefined => {
    const balance = asArray(child(statement, 'Bal')).find((b) => textOf(child(b, 'Tp', 'CdOrPrtry', 'Cd')) === code);
    const size = readAmount(textOf(child(balance, 'Amt')));
    const date = readIsoDate(textOf(child(balance, 'Dt', 'Dt')) || textOf(child(balance, 'Dt', 'DtTm')));
    if (!balance || size === null || !date) return undefined;
    return { date, amount: textOf(child(balance, 'CdtDbtInd')) === 'DBIT' ? -size : size };
  };
  const opening = find(statements[0], 'OPBD');
  const closing = find(statements[statements.length - 1], 'CLBD');
  return { ...(opening && { opening }), ...(closing && { closing }) };
}
