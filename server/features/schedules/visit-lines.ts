/**
 * Task lines as they travel from a task group to its visits.
 * A visit's line is a copy: its `contractor_total` is fixed when it is made (docs/domain.md "Pay is fixed when a
 * visit's line is made"), so a later price change in the group never rewrites what a contractor was promised for
 * a visit already made.
 */
import type { IsoDate } from '../../../shared/dates';
import { contractorPay } from '../../../shared/money';
import type { GroupLine } from './group-rows.queries';

/** A paused line stays paused through `pause_to` (inclusive); no `pause_to` means until resumed. */
export function isPausedOn(line: Pick<GroupLine, 'paused' | 'pauseTo'>, date: IsoDate): boolean {
  return line.paused && (line.pauseTo === null || line.pauseTo >= date);
}

/** A `schedule_tasks` row without its visit, in column names, as `insertVisitLines` (visit-writes.ts) writes it. */
export type VisitLineRow = {
  task_group_task_id: number;
  task_id: number | null;
  task_group_id: number;
  name: string;
  invoice_description: string | null;
  description: string | null;
  price: number;
  contractor_total: number;
  consumable: boolean;
  position: number;
};

export function visitLineFrom(line: GroupLine): VisitLineRow {
  return {
    task_group_task_id: line.id,
    task_id: line.taskId,
    task_group_id: line.taskGroupId,
    name: line.name,
    invoice_description: line.invoiceDescription,
    description: line.description,
    price: line.price,
    contractor_total: contractorPay({
      price: line.price,
      payment_type: line.paymentType,
      contractor_percentage: line.contractorPercentage,
      contractor_amount: line.contractorAmount,
    }),
    consumable: line.consumable,
    position: line.position,
  };
}

// Generation copies each group line onto a dozen visits; working out its pay (exact decimal arithmetic) once is enough.
const copies = new WeakMap<GroupLine, VisitLineRow>();

/** The group's lines that go on a visit dated `date`: those not paused that day, in the group's order. Rows are shared: do not mutate. */
export function linesOn(lines: readonly GroupLine[], date: IsoDate): VisitLineRow[] {
  return lines
    .filter((line) => !isPausedOn(line, date))
    .map((line) => copies.get(line) ?? copies.set(line, visitLineFrom(line)).get(line) ?? visitLineFrom(line));
}
