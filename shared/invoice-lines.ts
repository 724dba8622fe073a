/**
 * Finished visits as invoice lines (docs/domain.md "Invoicing finished visits"): one line per label and unit
 * price, in the order first seen. A task done on three visits is one line of quantity 3; a consumable's
 * quantity is what was recorded on its visits (3 rolls, then 2: quantity 5), and one with nothing recorded
 * bills nothing.
 */
import type { Cents } from './money';

export type BillableLine = {
  /** The task's invoice description, else its name. */
  label: string;
  unit_price: Cents;
  consumable: boolean;
  /** What was recorded on a consumable; ignored for other tasks. */
  quantity: number | null;
  task_id: number | null;
};

export type DraftLine = { label: string; unit_price: Cents; quantity: number; task_id: number | null };

export function invoiceLinesFrom(lines: readonly BillableLine[]): DraftLine[] {
  const grouped = new Map<string, DraftLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.label, line.unit_price, line.consumable]);
    const used = line.consumable ? (line.quantity ?? 0) : 1;
    const found = grouped.get(key);
    if (found) found.quantity = Math.round((found.quantity + used) * 100) / 100;
    else grouped.set(key, { label: line.label, unit_price: line.unit_price, quantity: used, task_id: line.task_id });
  }
  return [...grouped.values()].filter((line) => line.quantity > 0);
}
