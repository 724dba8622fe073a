/**
 * Money as integer cents (docs/domain.md "Money and GST"). Every function takes and returns whole cents;
 * where a rate makes a fraction of a cent, it is rounded once, half away from zero, by exact integer
 * arithmetic — never by multiplying floats, where 1.005 × 100 is 100.49999999999999.
 */

export type Cents = number;

/** Australian GST, percent. */
export const GST_PERCENT = 10;

/**
 * What people and banks write for an amount: a sign before it or (as some banks write) after it, a `$`, the
 * whole dollars plain or in comma-separated thousands, and decimals. A comma anywhere else is refused rather than
 * guessed at ("12,50" is 12.50 in much of Europe).
 */
const writtenAmount = /^([+-]?)\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?\s*([+-]?)$/;

/**
 * An amount as typed or written in a file → cents, or null when it does not read as one (docs/domain.md "Cents"):
 * `"1,234.5"` → 123450, `"$12"` → 1200, `"-$5.00"` → −500 (so `formatAud` reads back), `"12.34-"` → −1234.
 * Decimals past the cents are refused when they are not zeros (`"12.345"` is a typo, not a rounding to make),
 * unless `extraDecimals: 'round'`, for bank files that write five decimals: rounded once, half away from zero.
 * Null too for two signs, exponents, and amounts beyond the safe integer range.
 */
export function parseDollars(text: string, { extraDecimals = 'refuse' }: { extraDecimals?: 'refuse' | 'round' } = {}): Cents | null {
  const match = writtenAmount.exec(text.trim());
  if (!match) return null;
  const [, lead, whole, fraction = '', trail] = match;
  const digits = whole.replace(/,/g, '');
  if ((digits === '' && fraction === '') || (lead && trail) || digits.length > 15) return null;
  const beyond = fraction.slice(2);
  if (extraDecimals === 'refuse' && /[1-9]/.test(beyond)) return null;
  // Half away from zero: only the first dropped digit decides, since the amount's sign is applied after.
  const roundUp = extraDecimals === 'round' && beyond !== '' && beyond[0] >= '5';
  const cents = Number(digits || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  // `|| 0` turns −0 into 0, so "-0.00" cannot later print as "-$0.00".
  return (lead === '-' || trail === '-' ? -cents : cents) || 0;
}

/** What `dollarsToCents` takes: a plain decimal with at most two decimals, as code writes it. */
const plainDecimal = /^-?\d*(?:\.\d{0,2})?$/;

/**
 * `"12.34"` → 1234, `"-0.5"` → −50, `12.3` → 1230: for amounts written by code (seed data, a number already
 * in dollars), where anything odd is a bug. Exact: a number is first turned into the shortest text that reads
 * back as it, so 0.1 + 0.2 (0.30000000000000004) is refused rather than quietly becoming 30. Throws a
 * RangeError for more than two decimals, for anything but a plain decimal (no `$`, commas, `+` or exponents),
 * and for amounts beyond the safe integer range. What a person types goes through `parseDollars`.
 */
export function dollarsToCents(value: string | number): Cents {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const cents = plainDecimal.test(text) ? parseDollars(text) : null;
  if (cents === null) throw new RangeError(`Not an amount in dollars with at most 2 decimals: ${JSON.stringify(value)}`);
  return cents;
}

function assertCents(cents: Cents, name = 'cents'): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${name} must be a whole number of cents, got ${cents}.`);
}

/** 1234 → `"12.34"`, −5 → `"-0.05"`: plain text for forms and CSV, built from digits so it is exact. */
export function centsToDollars(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * Dollars as a number, for a spreadsheet cell that sums: the exact decimal text read back, so 1234 is the same
 * 12.34 a person would type. Text and screens use `centsToDollars` and `formatAud`, never this.
 */
export function centsToNumber(cents: Cents): number {
  return Number(centsToDollars(cents));
}

/** The whole dollars and the cents left over (both carry the sign), for a form with two boxes: 1234 → 12 and 34. */
export function dollarsAndCents(cents: Cents): { dollars: number; cents: number } {
  assertCents(cents);
  const remainder = cents % 100;
  return { dollars: (cents - remainder) / 100 || 0, cents: remainder || 0 };
}

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/**
 * 123456 → `"$1,234.56"`, −500 → `"-$5.00"`. Formats the exact decimal text, not `cents / 100`: a float
 * that large can be a cent out after the division.
 */
export function formatAud(cents: Cents): string {
  return aud.format(centsToDollars(cents) as Intl.StringNumericLiteral);
}

/** 2.5 → 3, −2.5 → −3, 2.4 → 2. For a ratio of integers prefer `divideRounded`, which is exact. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0;
}

/**
 * `numerator / denominator`, rounded half away from zero, exactly. BigInt, because `price × percentage`
 * scaled to whole numbers can pass 2^53 long before the result does.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero.');
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  return sign * (2n * (n % d) >= d ? quotient + 1n : quotient);
}

/** A finite decimal number as an exact fraction `digits / 10^scale` (80 → 80/1, 62.5 → 625/10, 1e-7 → 1/10^7). */
function exactDecimal(value: number): { digits: bigint; scale: bigint } {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [mantissa, exponent = '0'] = String(value).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale: BigInt(scale) } : { digits: digits * 10n ** BigInt(-scale), scale: 0n };
}

/** `cents × factor / divisor`, rounded once, half away from zero. `factor` may have decimals (62.5 %, 1.5 kg). */
export function multiplyRounded(cents: Cents, factor: number, divisor = 1): Cents {
  assertCents(cents);
  const { digits, scale } = exactDecimal(factor);
  const result = divideRounded(BigInt(cents) * digits, BigInt(divisor) * 10n ** scale);
  return Number(result) || 0;
}

/** GST on a GST-exclusive subtotal: 10 %, rounded once per invoice (not per line). */
export function gstOnExclusive(subtotal: Cents): Cents {
  return multiplyRounded(subtotal, GST_PERCENT, 100);
}

/** The GST inside a GST-inclusive amount: 1/11 of it (10 % on top of the other 10/11). */
export function gstInInclusive(amount: Cents): Cents {
  return multiplyRounded(amount, 1, 11);
}

/** A GST-inclusive amount as its ex-GST part and the GST inside it; the two always add back up to `amount`. */
export function splitInclusive(amount: Cents): { exclusive: Cents; gst: Cents } {
  const gst = gstInInclusive(amount);
  return { exclusive: amount - gst, gst };
}

/**
 * GST credit on an expense (docs/domain.md "Expense business use"): none unless `gst` (the vendor is GST
 * registered); otherwise amount × business_use ÷ 1100 — the GST inside the amount (÷ 11) times the business-use
 * share (÷ 100) — rounded once, half away from zero. A 40 % business-use phone bill claims 40 % of its GST; at
 * 100 % it is exactly `gstInInclusive(amount)`.
 */
export function expenseGst(amount: Cents, businessUsePercent: number, gst: boolean): Cents {
  if (!gst) return 0;
  return multiplyRounded(amount, businessUsePercent, 1100);
}

export type InvoiceLineAmount = { unit_price: Cents; quantity: number };

/** One line's amount ex GST: unit price × quantity; a fractional quantity is rounded on the line. */
export function lineAmount({ unit_price, quantity }: InvoiceLineAmount): Cents {
  return multiplyRounded(unit_price, quantity);
}

/**
 * Subtotal of the lines, GST on that subtotal (one rounding), and their sum, which is exact by construction.
 * A business that is not registered for GST charges none (`gst: false`).
 */
export function invoiceTotals(
  lines: readonly InvoiceLineAmount[],
  { gst = true }: { gst?: boolean } = {},
): { subtotal: Cents; tax: Cents; total: Cents } {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  assertCents(subtotal, 'subtotal');
  const tax = gst ? gstOnExclusive(subtotal) : 0;
  return { subtotal, tax, total: subtotal + tax };
}

export type PayLine = {
  price: Cents;
  payment_type: 'percentage' | 'fixed';
  contractor_percentage: number | null;
  contractor_amount: Cents | null;
};

/**
 * What the contractor earns for one task line: a percentage of its price, or a fixed amount. Throws when the
 * field the payment type needs is missing — guessing 0 or the default 80 % would pay someone wrongly in silence.
 */
export function contractorPay(line: PayLine): Cents {
  if (line.payment_type === 'fixed') {
    if (line.contractor_amount === null) throw new RangeError('A fixed-pay line needs contractor_amount.');
    assertCents(line.contractor_amount, 'contractor_amount');
    return line.contractor_amount;
  }
  if (line.contractor_percentage === null) throw new RangeError('A percentage-pay line needs contractor_percentage.');
  return multiplyRounded(line.price, line.contractor_percentage, 100);
}

/**
 * A fixed contractor amount above the line's price would pay out more than the client is charged: refused
 * with this message (null when the pay is within the price). A percentage never exceeds it (0–100).
 */
export function payAbovePrice(line: {
  price: Cents;
  payment_type: 'percentage' | 'fixed';
  contractor_amount: Cents | null;
}): string | null {
  return line.payment_type === 'fixed' && (line.contractor_amount ?? 0) > line.price
    ? 'The contractor amount may not be more than the price.'
    : null;
}

/**
 * `cents` shared among `parts` people so the shares sum to `cents` exactly: everyone gets the floor and the
 * leftover cents go one each to the first shares (pass attendees in a stable order, e.g. by user id, so the
 * same person gets the extra cent every time). Negative amounts split the same way, mirrored.
 */
export function splitEvenly(cents: Cents, parts: number): Cents[] {
  assertCents(cents);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Cannot split among ${parts} parts.`);
  const abs = Math.abs(cents);
  const base = Math.floor(abs / parts);
  const extra = abs - base * parts;
  const sign = cents < 0 ? -1 : 1;
  return Array.from({ length: parts }, (_, i) => sign * (base + (i < extra ? 1 : 0)) || 0);
}
