/**
 * What generation will do for one client, worked out in memory (no database): which visits to create, which
 * to delete (overwritten), which lines to add to another group's visit (merged), and the ledger row each
 * generated date gets. generate-visits.ts reads the inputs and writes the plan in a few batched statements.
 */
import type { IsoDate } from '../../../shared/dates';
import { type HolidayChoice, type Placement, placeOnHolidays } from '../../../shared/holiday-placement';
import { occurrences, type RuleFields } from '../../../shared/recurrence';
import type { GroupLine } from './group-rows.queries';
import { linesOn, type VisitLineRow } from './visit-lines';
import type { Outcome } from './schedules.table';

export type PlanGroup = {
  id: number;
  clientId: number;
  addressId: number | null;
  conflict: string;
  rule: RuleFields;
  publicHolidays: HolidayChoice;
  lines: readonly GroupLine[];
  userIds: readonly number[];
};

/** A visit of the client in the horizon: one already stored (`id`), or one this plan creates (`id` null). */
export type Slot = {
  id: number | null;
  clientId: number;
  taskGroupId: number | null;
  addressId: number | null;
  dueDate: IsoDate;
  locked: boolean;
  complete: boolean;
  invoiced: boolean;
  skip: boolean;
  /** Overwritten by this plan. */
  deleted: boolean;
  /** Lines and users this plan adds (all of a new visit's, or those merged into a stored one). */
  lines: VisitLineRow[];
  userIds: Set<number>;
};

/** `date` is the date the rule gave (the origin), which may differ from its visit's due date when it moved. */
export type LedgerEntry = { taskGroupId: number; date: IsoDate; outcome: Outcome; slot: Slot | null };

export type Plan = { slots: Slot[]; ledger: LedgerEntry[]; skippedGroups: { id: number; error: string }[] };

export type IsHoliday = (date: IsoDate) => boolean;

/**
 * The group's visits in [from, to]: the rule's dates (`origin`, what the ledger records), each placed by the
 * group's public-holiday choice (`date`, the day due; past `to` when a holiday near the end moves).
 * Throws as `occurrences` does for a broken rule.
 */
export const groupPlacements = (group: PlanGroup, range: { from: IsoDate; to: IsoDate }, isHoliday: IsHoliday): Placement[] =>
  placeOnHolidays(occurrences(group.rule, range), group.publicHolidays, isHoliday);

/**
 * Generation may change a visit only if nobody has acted on it: not locked, not done, not invoiced, not
 * skipped (merging tasks into a skipped visit would skip them in silence). Against any other visit a
 * conflict becomes `coexist`.
 */
const changeable = (slot: Slot) => !slot.deleted && !slot.locked && !slot.complete && !slot.invoiced && !slot.skip;

/**
 * Plan the dates in [from, to] of each group not yet in the ledger (`known` holds "groupId|date").
 * Groups are taken in id order, and each sees the visits planned by the ones before it, so two groups of
 * one client resolve their conflict the same way whether generated together or on different nights.
 * A date on which every line of the group is paused gets no visit and no ledger row: once a line is resumed,
 * the next run makes that visit.
 */
export function planClient(
  groups: readonly PlanGroup[],
  stored: readonly Slot[],
  known: ReadonlySet<string>,
  { from, to }: { from: IsoDate; to: IsoDate },
  isHoliday: IsHoliday = () => false,
): Plan {
  const slots = [...stored];
  const ledger: LedgerEntry[] = [];
  const skippedGroups: Plan['skippedGroups'] = [];
  const byDate = new Map<IsoDate, Slot[]>();
  for (const slot of slots) byDate.set(slot.dueDate, [...(byDate.get(slot.dueDate) ?? []), slot]);

  for (const group of [...groups].sort((a, b) => a.id - b.id)) {
    let placements: Placement[];
    try {
      placements = groupPlacements(group, { from, to }, isHoliday);
    } catch (error) {
      // A stored rule the form would refuse: this group waits for someone to fix it; the others go on.
      skippedGroups.push({ id: group.id, error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    for (const { origin, date } of placements) {
      if (known.has(`${group.id}|${origin}`)) continue;
      const lines = linesOn(group.lines, date);
      if (lines.length === 0) continue;
      const sameDay = byDate.get(date) ?? [];
      const rivals = sameDay.filter((slot) => changeable(slot) && slot.taskGroupId !== group.id && slot.addressId === group.addressId);
      if (group.conflict === 'merge' && rivals.length > 0) {
        const target = rivals[0];
        target.lines.push(...lines);
        for (const id of group.userIds) target.userIds.add(id);
        ledger.push({ taskGroupId: group.id, date: origin, outcome: 'merged', slot: target });
        continue;
      }
      if (group.conflict === 'overwrite') for (const rival of rivals) rival.deleted = true;
      const slot: Slot = {
        id: null,
        clientId: group.clientId,
        taskGroupId: group.id,
        addressId: group.addressId,
        dueDate: date,
        locked: false,
        complete: false,
        invoiced: false,
        skip: false,
        deleted: false,
        lines,
        userIds: new Set(group.userIds),
      };
      slots.push(slot);
      byDate.set(date, [...sameDay, slot]);
      ledger.push({ taskGroupId: group.id, date: origin, outcome: 'generated', slot });
    }
  }
  // A planned entry whose visit a later group overwrote in the same run ends as overwritten, like a stored one.
  for (const entry of ledger) {
    if (entry.slot?.deleted) {
      entry.outcome = 'overwritten';
      entry.slot = null;
    }
  }
  return { slots, ledger, skippedGroups };
}

export function storedSlot(visit: {
  id: number;
  clientId: number;
  taskGroupId: number | null;
  addressId: number | null;
  dueDate: string;
  locked: boolean;
  complete: boolean;
  invoiceId: number | null;
  skip: boolean;
}): Slot {
  return {
    id: visit.id,
    clientId: visit.clientId,
    taskGroupId: visit.taskGroupId,
    addressId: visit.addressId,
    dueDate: visit.dueDate,
    locked: visit.locked,
    complete: visit.complete,
    invoiced: visit.invoiceId !== null,
    skip: visit.skip,
    deleted: false,
    lines: [],
    userIds: new Set(),
  };
}
