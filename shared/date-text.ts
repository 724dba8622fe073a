/**
 * Dates as a person reads them in the activity log, e-mails and confirmations: "25 Nov", "25–27 Nov",
 * "30 Nov – 2 Dec". The year is left out, as the entry's own time tells it, unless a range crosses one
 * ("28 Dec 2026 – 3 Jan 2027"). Pure and locale-free, so the server writes what the browser would.
 */
import { type IsoDate, parseDate } from './dates';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "25 Nov". */
export function dayText(date: IsoDate): string {
  const { month, day } = parseDate(date);
  return `${day} ${months[month - 1]}`;
}

/** "25 Nov 2026". */
export function fullDayText(date: IsoDate): string {
  return `${dayText(date)} ${parseDate(date).year}`;
}

/** A range of days, its shared month or year said once; one day reads as that day. */
export function dayRangeText(start: IsoDate, end: IsoDate): string {
  const a = parseDate(start);
  const b = parseDate(end);
  if (start === end) return dayText(start);
  if (a.year !== b.year) return `${fullDayText(start)} – ${fullDayText(end)}`;
  if (a.month !== b.month) return `${dayText(start)} – ${dayText(end)}`;
  return `${a.day}–${b.day} ${months[a.month - 1]}`;
}

// CLDR's Australian abbreviations, which Node's Intl prints for en-AU: June, July and Sept are longer.
const printedMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "15 Mar 2026", "5 Sept 2026": a date as the tax invoice and the statement print it. A table rather than Intl,
 * so the PDF on the server and its preview in any browser print the same words.
 */
export function printedDate(date: IsoDate): string {
  const { year, month, day } = parseDate(date);
  return `${day} ${printedMonths[month - 1]} ${year}`;
}
