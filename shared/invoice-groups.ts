/**
 * Which of one client's open invoices one payment settles together (issue 19 §5): a subset-sum on cents, bounded
 * in size (2 to 8 invoices) and in work (a client with 200 open invoices costs at most `searchSteps` steps).
 * Of the sets that add up, the one preferred is the first in an order of the invoices the line quotes (oldest
 * first), then the others (oldest first): so a quoted set that adds up wins outright, and otherwise the quoted
 * invoices are kept where they can be, then the oldest.
 */
import type { OpenInvoice } from './matching';
import type { Cents } from './money';

export const maxGroupInvoices = 8;
/** Steps (candidates weighed) one client's search may take; past it the search gives up and finds nothing. */
export const searchSteps = 20_000;

/**
 * The preferred set of 2 to `maxGroupInvoices` of these invoices (one client's, oldest first) whose balances add
 * up to `amount` exactly, or null. `quoted`: the invoice numbers written on the line.
 */
export function groupAddingUp(
  invoices: readonly OpenInvoice[],
  amount: Cents,
  quoted: ReadonlySet<number>,
  budget = searchSteps,
): OpenInvoice[] | null {
  // Each invoice of a group of two or more is below the amount.
  const usable = invoices.filter((i) => i.balance > 0 && i.balance < amount);
  const order = [...usable.filter((i) => quoted.has(i.number)), ...usable.filter((i) => !quoted.has(i.number))];
  const n = order.length;
  if (n < 2) return null;
  const balances = order.map((i) => i.balance);

  // largest[k][r]: the sum of the r largest balances from position k on; smallest[k]: the least from k on.
  const largest: number[][] = new Array<number[]>(n + 1);
  const smallest: number[] = new Array<number>(n + 1);
  largest[n] = new Array<number>(maxGroupInvoices + 1).fill(0);
  smallest[n] = Infinity;
  let top: number[] = [];
  for (let k = n - 1; k >= 0; k--) {
    top = [...top, balances[k]].sort((a, b) => b - a).slice(0, maxGroupInvoices);
    largest[k] = [0];
    for (let r = 1; r <= maxGroupInvoices; r++) largest[k][r] = largest[k][r - 1] + (top[r - 1] ?? 0);
    smallest[k] = Math.min(balances[k], smallest[k + 1]);
  }
  // Where each balance stands, so the last invoice of a set is looked up, not searched for.
  const positions = new Map<Cents, number[]>();
  balances.forEach((balance, k) => {
    const list = positions.get(balance);
    if (list) list.push(k);
    else positions.set(balance, [k]);
  });
  const firstAt = (balance: Cents, from: number) => {
    const list = positions.get(balance) ?? [];
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle] < from) low = middle + 1;
      else high = middle;
    }
    return low < list.length ? list[low] : -1;
  };

  let steps = 0;
  const failed = new Set<string>();
  /** The first set (in the order) of 1 to `slots` invoices from position `from` on adding up to `left`. */
  const search = (from: number, left: Cents, slots: number): number[] | null => {
    if (slots === 1) {
      const k = firstAt(left, from);
      return k < 0 ? null : [k];
    }
    const key = `${from}:${left}:${slots}`;
    if (failed.has(key)) return null;
    // A balance tried at this depth and failed fails again further on: its later twins reach fewer invoices.
    const tried = new Set<Cents>();
    for (let k = from; k < n; k++) {
      if (++steps > budget || largest[k][slots] < left) break;
      const balance = balances[k];
      if (balance > left || tried.has(balance)) continue;
      tried.add(balance);
      if (balance === left) return [k];
      if (smallest[k + 1] > left - balance) continue;
      const rest = search(k + 1, left - balance, slots - 1);
      if (rest) return [k, ...rest];
    }
    // Given up is not failed: the key is kept only when every candidate was weighed.
    if (steps <= budget) failed.add(key);
    return null;
  };
  const found = search(0, amount, maxGroupInvoices);
  return found && found.length >= 2 ? found.map((k) => order[k]) : null;
}
