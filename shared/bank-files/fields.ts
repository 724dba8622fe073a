/** Amounts and dates as banks write them, read exactly (no floats): shared by every parser. */
import { daysInMonth, formatDate, type IsoDate } from '../dates';
import { type Cents, parseDollars } from '../money';
import { maxLineCents } from './types';

/**
 * `"-1,234.56"`, `"+12.3"`, `"30.000"`, `"12.34-"` → cents, by the one reader of written amounts (`parseDollars`);
 * more than two decimals are rounded half away from zero (some banks write five). Null when it is not an amount
 * or is beyond `maxLineCents`.
 */
export function readAmount(raw: string): Cents | null {
  const cents = parseDollars(raw.replace(/\s/g, ''), { extraDecimals: 'round' });
  return cents === null || Math.abs(cents) > maxLineCents ? null : cents;
}

function validDate(year: number, month: number, day: number): IsoDate | null {
  if (!(year >= 1900 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return null;
  return formatDate({ year, month, day });
}

const fullYear = (y: number) => (y < 100 ? 2000 + y : y);

/** `20190123`, `20190123120000.000[0:UTC]` (OFX) → 2019-01-23; the time and zone are the bank's, ignored. */
export function readCompactDate(raw: string): IsoDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(raw.trim());
  return match ? validDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** `2019-01-23` or `2019-01-23T10:00:00` (CAMT). */
export function readIsoDate(raw: string): IsoDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim());
  return match ? validDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Slashed or dashed dates: `23/01/2019`, `1/23/2019` (with `order` mdy), `23-01-19`, `08-Dec-21` (NAB),
 * `1/23'19` (Quicken). Day first unless told otherwise: these are Australian banks.
 */
export function readSlashedDate(raw: string, order: 'dmy' | 'mdy' = 'dmy'): IsoDate | null {
  const text = raw.trim();
  const named = /^(\d{1,2})[-\s/]([A-Za-z]{3})[a-z]*[-\s/](\d{2}|\d{4})$/.exec(text);
  if (named) {
    const month = monthNames.indexOf(named[2].toLowerCase()) + 1;
    return month ? validDate(fullYear(Number(named[3])), month, Number(named[1])) : null;
  }
  const iso = readIsoDate(text);
  if (iso && /^\d{4}-\d{2}-\d{2}$/.test(text)) return iso;
  const parts = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-]|'\s?)(\d{2}|\d{4})$/.exec(text);
  if (!parts) return null;
  const [a, b, y] = [Number(parts[1]), Number(parts[2]), fullYear(Number(parts[3]))];
  return order === 'dmy' ? validDate(y, b, a) : validDate(y, a, b);
}

/**
 * Day or month first, from all of a file's dates at once: if any first part is over 12 the file is day first,
 * if any second part is, month first; when nothing tells, day first.
 */
export function dateOrderOf(raws: readonly string[]): 'dmy' | 'mdy' {
  for (const raw of raws) {
    const order = dateOrderHint(raw);
    if (order) return order;
  }
  return 'dmy';
}

/** The order one date proves (a first or second number over 12), or null when it could be either. */
export function dateOrderHint(raw: string): 'dmy' | 'mdy' | null {
  const parts = /^(\d{1,2})[/.-](\d{1,2})/.exec(raw.trim());
  if (!parts) return null;
  if (Number(parts[1]) > 12) return 'dmy';
  if (Number(parts[2]) > 12) return 'mdy';
  return null;
}

/** Descriptions as one tidy line. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The description of a payee and a memo: both when they differ, either one alone, or the fallback. */
export function describe(parts: readonly (string | null | undefined)[], fallback: string): string {
  const seen: string[] = [];
  for (const part of parts) {
    const clean = tidy(part ?? '');
    if (clean && !seen.some((s) => s.toLowerCase() === clean.toLowerCase())) seen.push(clean);
  }
  return seen.join(' ') || fallback;
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Line numbers of many offsets (ascending) in one pass. */
export function linesAt(text: string, offsets: readonly number[]): number[] {
  const result: number[] = [];
  let line = 1;
  let position = 0;
  for (const offset of offsets) {
    for (let i = text.indexOf('\n', position); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
      line++;
      position = i + 1;
    }
    result.push(line);
  }
  return result;
}
