/**
 * BAS quarters (docs/domain.md "Bank transactions, expenses, activity"; decision 015): the list with its figures.
 * The PAYG and completion staff enter, and the lock a completed quarter puts on payments, expenses and contractor
 * payments dated in it, are the quarters feature's.
 */
import type { AccountActivity } from '../../../shared/api/account-activity';
import { pageMetaFor, type Paged } from '../../../shared/api/paging';
import { basFormLabels, basLabels, quarterOfDate, quartersOfYear } from '../../../shared/bas';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { quarterEntries } from '../quarters/quarters.queries';
import { quarterOrNotFound } from '../quarters/save-quarter';
import { noSums, type QuarterSums, quarterSums, sumsCounters } from './account-activity.queries';

const sumsCache = new WeakMap<Db, Map<number, { key: number; sums: QuarterSums }>>();

/**
 * A financial year's sums by quarter, each kept per database while its key stays where it was: summing a year
 * of receipts takes a second on the embedded database. The triggers move on the counter of the earliest quarter
 * a write touches, so a quarter's key is the sum of the counters of it and every quarter before it (a payment
 * can change a later payment's GST share, never an earlier one's); a write today leaves past quarters cached.
 * The counters are read first, so sums computed while a write commits are summed again on the next read.
 */
export async function yearSums(db: Db, year: number): Promise<Map<number, QuarterSums>> {
  const counters = await sumsCounters(db);
  const keyOf = (id: number) => counters.reduce((sum, counter) => (counter.id <= id ? sum + counter.version : sum), 0);
  const cache = sumsCache.get(db) ?? sumsCache.set(db, new Map()).get(db)!;
  const quarters = quartersOfYear(year);
  const firstStale = quarters.findIndex((q) => cache.get(q.id)?.key !== keyOf(q.id));
  if (firstStale >= 0) {
    const fresh = await quarterSums(db, quarters[firstStale].start, quarters[3].end);
    for (const q of quarters.slice(firstStale)) cache.set(q.id, { key: keyOf(q.id), sums: fresh.get(q.id) ?? noSums });
  }
  return new Map(quarters.map((q) => [q.id, cache.get(q.id)!.sums]));
}

/** The four quarters of a financial year with their figures, entries and BAS labels, oldest first. */
export async function yearActivity(db: Db, year: number): Promise<AccountActivity[]> {
  const quarters = quartersOfYear(year);
  const [sums, entries] = await readTogether(db, [
    () => yearSums(db, year),
    () =>
      quarterEntries(
        db,
        quarters.map((q) => q.id),
      ),
  ]);
  return quarters.map((quarter) => {
    const figures = sums.get(quarter.id) ?? noSums;
    const entry = entries.get(quarter.id);
    const labels = basLabels(figures, entry?.payg ?? 0);
    return {
      ...quarter,
      ...figures,
      bas_complete: entry?.bas_complete ?? false,
      ...labels,
      on_form: basFormLabels(labels),
      completed_at: entry?.completed_at ?? null,
      completed_by: entry?.completed_by ?? null,
    };
  });
}

/** `GET /api/account-activity?year=`: the year's quarters as a page (10 a page holds a year). */
export async function listActivity(
  db: Db,
  query: { year?: number; page: number; count: number },
  today: IsoDate,
): Promise<Paged<AccountActivity>> {
  const all = await yearActivity(db, query.year ?? quarterOfDate(today).year);
  const data = all.slice((query.page - 1) * query.count, query.page * query.count);
  return { data, meta: pageMetaFor(query.page, query.count, all.length, data.length) };
}

/** One quarter with its figures. */
export async function findQuarter(db: Db, id: number): Promise<AccountActivity> {
  const quarter = quarterOrNotFound(id);
  return (await yearActivity(db, quarter.year)).find((q) => q.id === id)!;
}
