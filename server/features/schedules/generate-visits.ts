/**
 * generateVisits: keeps each active task group's visits made over the rolling horizon (docs/domain.md
 * "Generation"). Invariants:
 * - idempotent: a date already in the ledger (schedule_occurrences) is never generated again, whatever became
 *   of its visit (merged, overwritten, removed by hand), so a second run creates nothing;
 * - locked, complete, invoiced and skipped visits are never changed or removed;
 * - all of a client's generation happens under a lock on the client row (`for no key update`), so the nightly
 *   job, a regenerate click and a task-group save cannot plan the same date twice or overwrite each other;
 * - a batch of clients is one transaction, so a group's visits, lines, contractors and ledger rows appear
 *   together or not at all.
 * Speed: reads and writes are per batch of clients, not per visit: about a dozen statements per batch, and the
 * references of the rows written are checked a statement at a time (decision 042).
 */
import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, type IsoDate, instantOf } from '../../../shared/dates';
import type { RuleFields } from '../../../shared/recurrence';
import type { Db } from '../../db/client';
import { lockClients } from '../clients/client-locks';
import { holidayLookup } from '../settings/public-holidays';
import { generatingGroupIds, generatingGroups, groupContractors, groupLines, type TaskGroupRow } from './group-rows.queries';
import { groupPlacements, type IsHoliday, type LedgerEntry, type PlanGroup, planClient, type Slot, storedSlot } from './generation-plan';
import { scheduleOccurrences, schedules } from './schedules.table';
import { allocateVisitIds, arrayOf, insertLedger, insertVisitContractors, insertVisitLines, insertVisits } from './visit-writes';

/** Business time of day a generated visit is due; the office moves single visits with Set Time. */
export const DEFAULT_VISIT_TIME = '08:00';
/** Groups per transaction: big enough that 2,000 groups take a handful of round trips, small enough to keep locks short. */
const GROUPS_PER_BATCH = 250;

export type GenerateOptions = {
  clientId?: number;
  taskGroupId?: number;
  today: IsoDate;
  horizonWeeks: number;
  timeZone: string;
};

export type GenerateResult = { created: number; merged: number; overwritten: number; failedGroups: number[] };

/** A stored group's rule; `occurrences` checks the values when it expands them. */
export function ruleOf(group: TaskGroupRow): RuleFields {
  return {
    rotation: group.rotation,
    frequency: group.frequency,
    week_of_month: group.weekOfMonth,
    day_of_week: group.dayOfWeek,
    days_of_week: group.daysOfWeek,
    start_at: group.startAt,
  };
}

/** The last date of the horizon: the same weekday `horizonWeeks` weeks from today. */
export const horizonEnd = (today: IsoDate, horizonWeeks: number) => addDays(today, horizonWeeks * 7);

/** Generation for the groups that generate (group-rows.queries.ts says which), all, of one client or one group. */
export async function generateVisits(db: Db, options: GenerateOptions): Promise<GenerateResult> {
  const candidates = await generatingGroupIds(db, { clientId: options.clientId, taskGroupId: options.taskGroupId });

  const result: GenerateResult = { created: 0, merged: 0, overwritten: 0, failedGroups: [] };
  const batches = batchesByClient(candidates);
  if (batches.length === 0) return result;
  // The business's holidays, worked out once for the run (a few milliseconds of date-holidays a batch otherwise).
  const isHoliday = await holidayLookup(db, { from: options.today, to: horizonEnd(options.today, options.horizonWeeks) });
  // Two transactions at once keep both cores of the database busy: most of the cost is its per-row work
  // (index upkeep). Batches never share a client, so they never wait for each other's locks.
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      const counts = await db.transaction((tx) => generateBatch(tx, batch, options, isHoliday));
      result.created += counts.created;
      result.merged += counts.merged;
      result.overwritten += counts.overwritten;
      result.failedGroups.push(...counts.failedGroups);
    }
  };
  // One client is always one batch, so a caller passing its own transaction (a task-group save) gets one
  // worker, and its savepoints never interleave.
  await Promise.all(batches.length > 1 ? [worker(), worker()] : [worker()]);
  result.failedGroups.sort((a, b) => a - b);
  return result;
}

/** Whole clients per batch: a client's groups must be planned together, since they conflict with each other. */
function batchesByClient(groups: { id: number; clientId: number }[]): Map<number, number[]>[] {
  const batches: Map<number, number[]>[] = [];
  let current = new Map<number, number[]>();
  let size = 0;
  for (const group of groups) {
    if (size >= GROUPS_PER_BATCH && !current.has(group.clientId)) {
      batches.push(current);
      current = new Map();
      size = 0;
    }
    current.set(group.clientId, [...(current.get(group.clientId) ?? []), group.id]);
    size++;
  }
  if (size > 0) batches.push(current);
  return batches;
}

const slotColumns = {
  id: schedules.id,
  clientId: schedules.clientId,
  taskGroupId: schedules.taskGroupId,
  addressId: schedules.addressId,
  dueDate: schedules.dueDate,
  locked: schedules.locked,
  complete: schedules.complete,
  invoiceId: schedules.invoiceId,
  skip: schedules.skip,
};

async function generateBatch(
  db: Db,
  batch: Map<number, number[]>,
  options: GenerateOptions,
  isHoliday: IsHoliday,
): Promise<GenerateResult> {
  const clientIds = [...batch.keys()];
  const from = options.today;
  const to = horizonEnd(options.today, options.horizonWeeks);
  await lockClients(db, clientIds);

  // Read again under the lock: another run may have changed the groups or the ledger meanwhile.
  const groupIds = [...batch.values()].flat();
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const groups = await generatingGroups(db, groupIds);
  const lines = await groupLines(db, groupIds);
  const users = await groupContractors(db, groupIds);
  const ledger = await db
    .select({ taskGroupId: scheduleOccurrences.taskGroupId, date: scheduleOccurrences.originDate })
    .from(scheduleOccurrences)
    .where(
      and(
        // A join to the ids as one array: 250 constants in an IN list cost the planner an estimate each against
        // the ledger's two-column key, half of this read on PGlite.
        sql`${scheduleOccurrences.taskGroupId} in (select unnest(${arrayOf(groupIds)}::int[]))`,
        gte(scheduleOccurrences.originDate, from),
        lte(scheduleOccurrences.originDate, to),
      ),
    );
  const known = new Set(ledger.map((row) => `${row.taskGroupId}|${row.date}`));
  const usersOf = new Map<number, number[]>();
  for (const row of users) usersOf.set(row.taskGroupId, [...(usersOf.get(row.taskGroupId) ?? []), row.userId]);
  const planGroups: PlanGroup[] = groups.map((g) => ({
    id: g.id,
    clientId: g.clientId,
    addressId: g.addressId,
    conflict: g.conflict,
    rule: ruleOf(g),
    publicHolidays: g.publicHolidays,
    lines: lines.get(g.id) ?? [],
    userIds: usersOf.get(g.id) ?? [],
  }));
  // Only the visits on dates some group still has to make matter; on a nightly run that is one week.
  const needed = neededDates(planGroups, known, { from, to }, isHoliday);
  if (needed.dates.length === 0) return { created: 0, merged: 0, overwritten: 0, failedGroups: needed.failed };
  const visits = await db
    .select(slotColumns)
    .from(schedules)
    .where(and(inArray(schedules.clientId, needed.clientIds), inArray(schedules.dueDate, needed.dates)))
    .orderBy(asc(schedules.id));

  const slots: Slot[] = [];
  const entries: LedgerEntry[] = [];
  for (const clientId of needed.clientIds) {
    const stored = visits.filter((v) => v.clientId === clientId).map(storedSlot);
    const plan = planClient(
      planGroups.filter((g) => g.clientId === clientId),
      stored,
      known,
      { from, to },
      isHoliday,
    );
    slots.push(...plan.slots);
    entries.push(...plan.ledger);
  }
  await writePlan(db, slots, entries, options.timeZone);
  return {
    created: entries.filter((e) => e.outcome === 'generated').length,
    merged: entries.filter((e) => e.outcome === 'merged').length,
    overwritten: slots.filter((s) => s.deleted && s.id !== null).length,
    failedGroups: needed.failed,
  };
}

/** The clients with dates still to generate, and those dates (a cheap pre-pass: rules only, no visits). */
function neededDates(groups: PlanGroup[], known: ReadonlySet<string>, range: { from: IsoDate; to: IsoDate }, isHoliday: IsHoliday) {
  const clientIds = new Set<number>();
  const dates = new Set<IsoDate>();
  const failed: number[] = [];
  for (const group of groups) {
    let all: { origin: IsoDate; date: IsoDate }[];
    try {
      all = groupPlacements(group, range, isHoliday);
    } catch {
      failed.push(group.id);
      continue;
    }
    for (const { origin, date } of all) {
      if (known.has(`${group.id}|${origin}`)) continue;
      clientIds.add(group.clientId);
      dates.add(date);
    }
  }
  return { clientIds: [...clientIds], dates: [...dates], failed };
}

async function writePlan(db: Db, slots: Slot[], entries: LedgerEntry[], timeZone: string) {
  const replaced = slots.filter((s) => s.deleted && s.id !== null).map((s) => s.id as number);
  if (replaced.length > 0) {
    // The replaced visit's own date (and any merged into it) stays recorded, so it is never brought back.
    await db
      .update(scheduleOccurrences)
      .set({ outcome: 'overwritten', scheduleId: null })
      .where(inArray(scheduleOccurrences.scheduleId, replaced));
    await db.delete(schedules).where(inArray(schedules.id, replaced));
  }
  const created = slots.filter((s) => s.id === null && !s.deleted);
  // A horizon has few distinct dates; working out 8 am in the zone (Intl) for each of thousands of visits is not free.
  const dueAt = new Map<IsoDate, string>();
  const dueAtOf = (date: IsoDate) => {
    const known = dueAt.get(date);
    if (known !== undefined) return known;
    const instant = instantOf(date, timeZone, DEFAULT_VISIT_TIME).toISOString();
    dueAt.set(date, instant);
    return instant;
  };
  const ids = await allocateVisitIds(db, created.length);
  const visits = created.map((slot, i) => {
    slot.id = ids[i];
    const { clientId, taskGroupId, addressId, dueDate } = slot;
    return { id: ids[i], clientId, taskGroupId, addressId, dueAt: dueAtOf(dueDate), dueDate };
  });
  await insertVisits(db, visits);
  const touched = slots.filter((s) => !s.deleted && s.lines.length > 0);
  // Stored visits have their id, and those created have just been given one.
  const idOf = (slot: Slot) => {
    if (slot.id === null) throw new Error('A visit to write has no id');
    return slot.id;
  };
  await insertVisitContractors(
    db,
    touched.flatMap((s) => [...s.userIds].map((userId) => ({ scheduleId: idOf(s), userId }))),
  );
  await insertVisitLines(
    db,
    touched.flatMap((s) => s.lines.map((line) => ({ scheduleId: idOf(s), line }))),
  );
  await insertLedger(
    db,
    entries.map((e) => ({ taskGroupId: e.taskGroupId, date: e.date, outcome: e.outcome, scheduleId: e.slot?.id ?? null })),
  );
}
