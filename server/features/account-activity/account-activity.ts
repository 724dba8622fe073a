/**
 * BAS quarters (docs/domain.md "Bank transactions, expenses, activity"; decision 015): the list with its figures,
 * the PAYG and completion staff enter, and the lock a completed quarter puts on payments, expenses and contractor
 * payments dated in it.
 */
import { sql } from 'drizzle-orm';
import type { AccountActivity, AccountActivityInput } from '../../../shared/api/account-activity';
import { pageMetaFor, type Paged } from '../../../shared/api/paging';
import { basLabels, lockedQuarterMessage, quarterOfDate, quarterOfId, quartersOfYear } from '../../../shared/bas';
import type { IsoDate } from '../../../shared/dates';
import { formatAud } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit } from '../activity/audit';
import { completedAmong, noSums, quarterEntries, type QuarterSums, quarterSums, sumsCounters } from './account-activity.queries';
import { accountActivity } from './account-activity.table';

/** The quarter an id names, or 404. */
export function quarterOrNotFound(id: number) {
  const quarter = quarterOfId(id);
  if (!quarter) throw notFound();
  return quarter;
}

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
  const [sums, entries] = await Promise.all([yearSums(db, year), quarterEntries(db, quarters.map((q) => q.id))]);
  return quarters.map((quarter) => {
    const figures = sums.get(quarter.id) ?? noSums;
    const entry = entries.get(quarter.id);
    const payg = entry?.payg ?? 0;
    return {
      ...quarter,
      ...figures,
      bas_complete: entry?.bas_complete ?? false,
      ...basLabels(figures, payg),
      completed_at: entry?.completed_at ?? null,
      completed_by: entry?.completed_by ?? null,
    };
  });
}

/** `GET /api/account-activity?year=`: the year's quarters as a page (10 a page holds a year). */
export async function listActivity(db: Db, query: { year?: number; page: number; count: number }, today: IsoDate): Promise<Paged<AccountActivity>> {
  const all = await yearActivity(db, query.year ?? quarterOfDate(today).year);
  const data = all.slice((query.page - 1) * query.count, query.page * query.count);
  return { data, meta: pageMetaFor(query.page, query.count, all.length, data.length) };
}

/** One quarter with its figures. */
export async function findQuarter(db: Db, id: number): Promise<AccountActivity> {
  const quarter = quarterOrNotFound(id);
  return (await yearActivity(db, quarter.year)).find((q) => q.id === id)!;
}

/**
 * `PUT /api/account-activity/{id}`: the PAYG instalment and the BAS mark, each only when sent. Completing
 * records who and when; reopening clears them. Audited with what changed. The row is locked while it changes,
 * so two people completing at once record one completion.
 */
export async function updateQuarter(db: Db, id: number, input: AccountActivityInput, actor: Actor) {
  const quarter = quarterOrNotFound(id);
  await db.transaction(async (tx) => {
    await tx.insert(accountActivity).values({ id }).onConflictDoNothing();
    const [before] = await tx.select().from(accountActivity).where(sql`${accountActivity.id} = ${id}`).for('update');
    const payg = input.payg ?? before.payg;
    const complete = input.bas_complete ?? before.basComplete;
    if (payg === before.payg && complete === before.basComplete) return;
    const completing = complete && !before.basComplete;
    await tx
      .update(accountActivity)
      .set({
        payg,
        basComplete: complete,
        completedAt: complete ? (completing ? new Date() : before.completedAt) : null,
        completedBy: complete ? (completing ? actor.userId : before.completedBy) : null,
        updatedAt: new Date(),
      })
      .where(sql`${accountActivity.id} = ${id}`);
    const name = `Q${quarter.quarter} ${quarter.year}`;
    const said = [
      payg !== before.payg && `PAYG ${formatAud(before.payg)} → ${formatAud(payg)}`,
      completing && 'marked the BAS complete (the quarter is locked)',
      !complete && before.basComplete && 'reopened the quarter',
    ].filter(Boolean);
    const changes: Record<string, unknown> = {};
    if (payg !== before.payg) changes.payg = { from: before.payg, to: payg };
    if (complete !== before.basComplete) changes.bas_complete = { from: before.basComplete, to: complete };
    await audit(tx, actor, { action: 'update', subjectType: 'account_activity', subjectId: id, description: `Account activity ${name}: ${said.join(', ')}`, changes });
  });
}

/** Of these dates, those in a quarter whose BAS is complete: the lock's question, for work that must not stop. */
export async function lockedDates(db: Db, dates: readonly IsoDate[]): Promise<Set<IsoDate>> {
  const locked = await completedAmong(db, [...new Set(dates.map((date) => quarterOfDate(date).id))]);
  return new Set(dates.filter((date) => locked.includes(quarterOfDate(date).id)));
}

/**
 * The lock: refuses (422 on `field`) a change to a payment, expense, link or pay run dated in a quarter whose
 * BAS is complete. Pass every date the change touches — an edit's old date and its new one. Call it inside the
 * change's transaction, before writing. Exported for the payments, expenses, bank and pay run features.
 */
export async function assertQuarterOpen(db: Db, dates: readonly (IsoDate | null | undefined)[], field = 'date') {
  const known = dates.filter((date): date is IsoDate => Boolean(date));
  const locked = await completedAmong(db, [...new Set(known.map((date) => quarterOfDate(date).id))]);
  if (locked.length === 0) return;
  const date = known.find((d) => locked.includes(quarterOfDate(d).id))!;
  throw invalid({ [field]: [lockedQuarterMessage(date)] });
}
