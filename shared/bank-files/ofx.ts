/**
 * OFX and QFX: 1.x is SGML (tags often never closed, `<TRNAMT>-10.00` and a new line), 2.x is XML. Both are
 * read the same way: each `<STMTTRN>` block's leaf values, up to the next tag.
 */
import { describe, lineAt, linesAt, readAmount, readCompactDate } from './fields';
import type { BankLine, FileBalances, FileError, ParseResult } from './types';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|nbsp);/gi, (_, name: string) => entities[name.toLowerCase()]);

/** The leaf values of a block: `<NAME>value` up to the next `<`. The first of each tag wins. */
function leaves(block: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of block.matchAll(/<([A-Za-z0-9.]+)>([^<]*)/g)) {
    const tag = match[1].toUpperCase();
    if (!values.has(tag)) values.set(tag, unescape(match[2]).trim());
  }
  return values;
}

export const looksLikeOfx = (text: string) =>
  /^\s*(OFXHEADER|<\?OFX|<\?xml[^>]*>\s*<\?OFX)/i.test(text) || /<OFX>/i.test(text.slice(0, 4000));

export function parseOfx(text: string): ParseResult {
  const lines: BankLine[] = [];
  const errors: FileError[] = [];
  if (!/<OFX>/i.test(text)) return { format: 'ofx', lines, errors: [{ line: 1, message: 'The OFX file has no <OFX> section.' }] };
  const starts = [...text.matchAll(/<STMTTRN>/gi)].map((m) => m.index);
  const startLines = linesAt(text, starts);
  starts.forEach((start, i) => {
    const next = starts[i + 1] ?? text.length;
    const close = text.slice(start, next).search(/<\/STMTTRN>|<\/BANKTRANLIST>/i);
    const block = text.slice(start + 9, close === -1 ? next : start + close);
    const line = startLines[i];
    const lineOf = (tag: string) => lineAt(text, start + 9 + Math.max(0, block.search(new RegExp(`<${tag}>`, 'i'))));
    const values = leaves(block);
    const date = readCompactDate(values.get('DTPOSTED') ?? values.get('DTUSER') ?? '');
    const amount = readAmount(values.get('TRNAMT') ?? '');
    if (!date)
      errors.push({
        line: lineOf('DTPOSTED'),
        message: `The transaction's date (DTPOSTED) "${values.get('DTPOSTED') ?? ''}" could not be read.`,
      });
    if (amount === null)
      errors.push({
        line: lineOf('TRNAMT'),
        message: `The transaction's amount (TRNAMT) "${values.get('TRNAMT') ?? ''}" is not an amount the product accepts.`,
      });
    if (!date || amount === null) return;
    const description = describe(
      [values.get('NAME') ?? values.get('PAYEE'), values.get('MEMO')],
      values.get('TRNTYPE') ?? 'Bank transaction',
    );
    lines.push({ line, date, amount, description, bankId: values.get('FITID') || null });
  });
  return { format: 'ofx', lines, errors, balances: ledgerBalance(text) };
}

/** The ledger balance (`<LEDGERBAL>`: BALAMT as of DTASOF) is the balance the statement closes on. */
function ledgerBalance(text: string): FileBalances {
  const start = text.search(/<LEDGERBAL>/i);
  if (start === -1) return {};
  // The first BALAMT and DTASOF after the tag are the ledger balance's (AVAILBAL, when there is one, comes after).
  const values = leaves(text.slice(start + 11));
  const amount = readAmount(values.get('BALAMT') ?? '');
  const date = readCompactDate(values.get('DTASOF') ?? '');
  return amount === null || !date ? {} : { closing: { date, amount } };
}
