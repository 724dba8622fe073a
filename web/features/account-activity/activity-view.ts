/** What the activity page shows, worked out from the API's figures: pure, so it is tested without a browser. */
import type { ExpenseByVendor, IncomeByClient } from '../../../shared/api/account-activity';
import { quarterOfDate } from '../../../shared/bas';
import { basQuarterLabel, type IsoDate } from '../../../shared/dates';

/** The financial years offered: the current one and the five before it, newest first. */
export function yearChoices(today: IsoDate, back = 5): { value: string; label: string }[] {
  const current = quarterOfDate(today).year;
  return Array.from({ length: back + 1 }, (_, i) => current - i).map((year) => ({
    value: String(year),
    label: `FY ${year - 1}–${String(year).slice(2)}`,
  }));
}

/** "Q2 · Oct–Dec 2026": the one quarter label, shared with the server's lock message. */
export const quarterLabel = basQuarterLabel;

/** A quarter is still running (or yet to come) when it ends after today: its BAS cannot be lodged yet. */
export const isUnderway = (q: { end: IsoDate }, today: IsoDate) => q.end >= today;

const others = (n: number, what: string) => `${n} other ${what}${n === 1 ? '' : 's'}`;

const palette = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'cyan.6', 'indigo.6', 'lime.7', 'pink.6', 'yellow.7', 'violet.6'];

/**
 * The treemap's boxes (x = client, y = income): the biggest `keep` clients each, so small ones do not crowd a
 * phone's screen into slivers; the rest summed apart (`rest`, told under the chart), as a box of them all
 * would dwarf the clients shown.
 */
export function incomeTreemap(
  rows: IncomeByClient,
  keep = 12,
): { boxes: { name: string; value: number; color: string }[]; rest: { label: string; total: number } | null } {
  const boxes = rows.slice(0, keep).map((row, i) => ({ name: row.x, value: row.y, color: palette[i % palette.length] }));
  const total = rows.slice(keep).reduce((sum, row) => sum + row.y, 0);
  return { boxes, rest: total > 0 ? { label: others(rows.length - keep, 'client'), total } : null };
}

/** The vendor bars (label, total): the biggest `keep`, the rest summed as "Other vendors". */
export function vendorBars(rows: ExpenseByVendor, keep = 8): { name: string; value: number }[] {
  const top = rows
    .filter((row) => row.total > 0)
    .slice(0, keep)
    .map((row) => ({ name: row.label, value: row.total }));
  const rest = rows.slice(keep).reduce((sum, row) => sum + Math.max(0, row.total), 0);
  return rest > 0 ? [...top, { name: others(rows.length - keep, 'vendor'), value: rest }] : top;
}
