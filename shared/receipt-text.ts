/**
 * What a receipt or bill says, from its text (read from a PDF, or by OCR from an image): the amount paid, the
 * date, the seller's ABN and name (docs/domain.md "Expense documents"). Pure, so each rule has its table test.
 */
import { type IsoDate, formatDate, isLeapYear } from './dates';
import { type Cents, parseDollars } from './money';
import { isValidAbn } from './validation';

export type ReceiptFacts = { amount: Cents | null; gst: Cents | null; date: IsoDate | null; abn: string | null; vendorName: string | null };

/** `$1,234.56`, `1234.56`, `AUD 86.35`: two decimals, thousands separated by commas or not. */
const moneyPattern = /(?<![\d.,])\$?\s?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?![\d])/g;
/** A line that states the sum paid. "Subtotal" is not one; "Total GST" is one too, but a smaller sum. */
const totalLine = /\b(total|amount\s+(?:due|payable|paid)|balance\s+due|grand\s+total)\b/i;
const subtotalLine = /\bsub[\s-]?total\b/i;

function amountsIn(line: string): Cents[] {
  return [...line.matchAll(moneyPattern)].map((m) => parseDollars(m[0])).filter((cents): cents is Cents => cents !== null);
}

/**
 * The amount paid: the largest sum on a total line (the total is never less than the GST or the subtotal inside
 * it); with no total line, the largest sum on the page.
 */
export function findAmount(text: string): Cents | null {
  const lines = text.split(/\r?\n/);
  const totals = lines.filter((line) => totalLine.test(line) && !subtotalLine.test(line)).flatMap(amountsIn);
  const candidates = totals.length ? totals : lines.flatMap(amountsIn);
  const positive = candidates.filter((cents) => cents > 0);
  return positive.length ? Math.max(...positive) : null;
}

/** A line that says GST, and one that says there is none ("GST free", "no GST", "GST: nil"). */
const gstLine = /\bG\.?S\.?T\b/i;
const noGstLine = /\bG\.?S\.?T[\s-]*(free|exempt|nil)\b|\bno\s+G\.?S\.?T\b/i;
/** An amount followed by a percent sign is a rate ("GST 10.00%"), not money. */
const rateAfter = /^\s*%/;

/**
 * The GST printed on a receipt, or null when it prints none: the largest sum on a line that says GST that is no
 * more than a tenth of the total (GST inclusive is a eleventh: "TOTAL (inc GST) $93.50" names the total, not the
 * GST); 0 when a GST line says there is none. A rate ("GST 10%") is not a sum.
 */
export function findGst(text: string, total: Cents | null = findAmount(text)): Cents | null {
  const lines = text.split(/\r?\n/).filter((line) => gstLine.test(line));
  const sums = lines.flatMap((line) =>
    [...line.matchAll(moneyPattern)]
      .filter((m) => !rateAfter.test(line.slice(m.index + m[0].length)))
      .map((m) => parseDollars(m[0]))
      .filter((cents): cents is Cents => cents !== null && cents >= 0),
  );
  const plausible = sums.filter((cents) => total === null || cents * 10 <= total);
  if (plausible.length) return Math.max(...plausible);
  return lines.some((line) => noGstLine.test(line)) ? 0 : null;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The month (1–12) a name's first three letters spell, or 0. OCR misreads a letter of a noisy photo (`Noy` for
 * `Nov`), so a word one letter from exactly one month's abbreviation is that month; one letter from two
 * (`Mav`: Mar or May) is none.
 */
export function monthOf(word: string): number {
  const three = word.slice(0, 3).toLowerCase();
  const exact = months.indexOf(three);
  if (exact >= 0) return exact + 1;
  const near = months.flatMap((month, i) => ([...month].filter((letter, at) => letter !== three[at]).length === 1 ? [i + 1] : []));
  return near.length === 1 ? near[0] : 0;
}

function dateOf(year: number, month: number, day: number): IsoDate | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099 || month < 1 || month > 12 || day < 1) return null;
  const days = month === 2 ? (isLeapYear(fullYear) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day > days ? null : formatDate({ year: fullYear, month, day });
}

/** Every date on a line, in the order written: ISO, day-first numeric (Australian), and with month names (a zero read for an O too). */
function datesIn(line: string): IsoDate[] {
  const found: { at: number; date: IsoDate | null }[] = [];
  for (const m of line.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) found.push({ at: m.index, date: dateOf(+m[1], +m[2], +m[3]) });
  for (const m of line.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g))
    found.push({ at: m.index, date: dateOf(+m[3], +m[2], +m[1]) });
  for (const m of line.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z0-9][a-z]{2})[a-z]*\.?,?[\s-]+(\d{4})\b/gi)) {
    found.push({ at: m.index, date: dateOf(+m[3], monthOf(m[2]), +m[1]) });
  }
  for (const m of line.matchAll(/\b([a-z0-9][a-z]{2})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi)) {
    found.push({ at: m.index, date: dateOf(+m[3], monthOf(m[1]), +m[2]) });
  }
  return found.sort((a, b) => a.at - b.at).flatMap((f) => (f.date ? [f.date] : []));
}

/** The document's date: the first on a line that says "date" (not a due date), else the first on the page. */
export function findDate(text: string): IsoDate | null {
  const lines = text.split(/\r?\n/);
  const dated = lines.filter((line) => /\bdate\b|\bdated\b|\bissued\b/i.test(line) && !/\bdue\b/i.test(line)).flatMap(datesIn);
  return dated[0] ?? lines.flatMap(datesIn)[0] ?? null;
}

/** The seller's ABN: one after "ABN", else any eleven digits in the usual grouping, that pass the ATO checksum. */
export function findAbn(text: string): string | null {
  const labelled = [...text.matchAll(/\bA\.?B\.?N\.?[:#\s]*((?:\d[\s.]?){10}\d)/gi)].map((m) => m[1].replace(/\D/g, ''));
  const grouped = [...text.matchAll(/\b(\d{2}\s\d{3}\s\d{3}\s\d{3})\b/g)].map((m) => m[1].replace(/\D/g, ''));
  return [...labelled, ...grouped].find(isValidAbn) ?? null;
}

/** Lines that are a heading of the document, never its seller. */
const notAName = /^(tax\s+invoice|invoice|receipt|tax\s+receipt|statement|bill|copy|customer\s+copy|merchant\s+copy)\b|\bABN\b|^\W*$/i;

/** The seller's name: the first line at the top with letters in it that is not a heading, an ABN or a date. */
export function findVendorName(text: string): string | null {
  for (const raw of text.split(/\r?\n/).slice(0, 8)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!/[a-z]{3}/i.test(line) || notAName.test(line) || datesIn(line).length || amountsIn(line).length) continue;
    return line.slice(0, 100);
  }
  return null;
}

export function readReceipt(text: string): ReceiptFacts {
  const amount = findAmount(text);
  return { amount, gst: findGst(text, amount), date: findDate(text), abn: findAbn(text), vendorName: findVendorName(text) };
}

/** Lower case, words only, and the company suffixes dropped: `BP Australia Pty Ltd` → `bp australia`. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(pty|ltd|limited|proprietary|co|inc|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type KnownVendor = { id: number; name: string; tradingName: string | null; abn: string | null };

/**
 * The known vendor a document is from: the one with its ABN, else the one whose name (or trading name) appears in
 * its text as whole words, the longest name winning ("BP Connect" over "BP"). Names under three letters never
 * match on their own.
 */
export function recogniseVendor(facts: Pick<ReceiptFacts, 'abn'>, text: string, vendors: readonly KnownVendor[]): number | null {
  if (facts.abn) {
    const byAbn = vendors.find((v) => v.abn === facts.abn);
    if (byAbn) return byAbn.id;
  }
  const haystack = ` ${normaliseName(text)} `;
  let best: { id: number; length: number } | null = null;
  for (const vendor of vendors) {
    for (const name of [vendor.name, vendor.tradingName]) {
      const needle = name ? normaliseName(name) : '';
      if (needle.replace(/\s/g, '').length < 3 || !haystack.includes(` ${needle} `)) continue;
      if (!best || needle.length > best.length) best = { id: vendor.id, length: needle.length };
    }
  }
  return best?.id ?? null;
}
