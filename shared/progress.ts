/**
 * Monthly progress and earnings (docs/domain.md "Progress and earnings"), pure so the rules are tested without a
 * database: the server fetches one row per (user, task line) of the month's visits and folds them here.
 */
import type { MonthlyProgress, WeekKey, Weekly } from './api/progress';
import { type IsoDate, monthWeek } from './dates';
import { splitEvenly } from './money';

/** One task line of one visit, as seen by the user whose progress it is. */
export type ProgressLine = {
  visit_id: number;
  /** The visit's local date (business time zone); picks the week block. */
  due_date: IsoDate;
  skip: boolean;
  /** Visit state complete or invoiced. */
  visit_done: boolean;
  /** The line's own tick. */
  line_complete: boolean;
  has_photo: boolean;
  ignore_missing_photos: boolean;
  /** The client pays the contractor in cash (payment_method cash). */
  cash_client: boolean;
  /** Cents for the whole line, before sharing among attendees. */
  contractor_total: number;
  /** The people sharing the pay (attended when confirmed, else everyone assigned), ordered by user id. */
  sharers: number;
  /** This user's place among the sharers (0-based), or null when they are not one of them. */
  share_index: number | null;
};

const zero = (): Weekly => ({ total: 0, week_1: 0, week_2: 0, week_3: 0, week_4: 0, week_5: 0 });

function add(target: Weekly, week: WeekKey, amount: number) {
  target[week] += amount;
  target.total += amount;
}

/** This user's cents of a line: splitEvenly gives the extra cents to the lowest ids, stably. */
export function shareOf(line: ProgressLine): number {
  if (line.share_index === null || line.sharers < 1 || line.share_index >= line.sharers) return 0;
  return splitEvenly(line.contractor_total, line.sharers)[line.share_index] ?? 0;
}

/** Cash clients pay the contractor on the day, so their lines are only potential once done. */
export const isPotential = (line: ProgressLine) => !line.skip && (!line.cash_client || line.visit_done);

/** A line is earned once its visit is done and has a photo, or its missing photos are ignored. */
export const isEarned = (line: ProgressLine) => !line.skip && line.visit_done && (line.has_photo || line.ignore_missing_photos);

/** Lines outside `month` (YYYY-MM-01) are ignored, so a caller may pass a wider range safely. */
export function monthlyProgress(lines: readonly ProgressLine[], month: IsoDate): MonthlyProgress {
  const prefix = month.slice(0, 7);
  const result: MonthlyProgress = {
    month,
    tasks: { complete: zero(), total: zero(), visits: zero() },
    earnings: { so_far: zero(), potential: zero() },
  };
  const visitsSeen = new Set<number>();
  for (const line of lines) {
    // Skipped visits are neither work to do nor pay to expect.
    if (line.skip || line.due_date.slice(0, 7) !== prefix) continue;
    const week = `week_${monthWeek(line.due_date)}` as WeekKey;
    if (!visitsSeen.has(line.visit_id)) {
      visitsSeen.add(line.visit_id);
      add(result.tasks.visits, week, 1);
    }
    add(result.tasks.total, week, 1);
    if (line.visit_done || line.line_complete) add(result.tasks.complete, week, 1);

    const cents = shareOf(line);
    if (isPotential(line)) add(result.earnings.potential, week, cents);
    if (isEarned(line)) add(result.earnings.so_far, week, cents);
  }
  return result;
}
