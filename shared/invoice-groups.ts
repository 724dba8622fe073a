/**
 * Which of one client's open invoices one payment settles together (decision 025): a subset-sum on cents, bounded
 * in size (2 to 8 invoices) and in work (a bank line's searches take at most `searchSteps` steps together, so a
 * client with 200 open invoices costs milliseconds).
 * Of the sets that add up, the one preferred is the first in an order of the invoices the line quotes (oldest
 * first), then the others (oldest first): so a quoted set that adds up wins outright, and otherwise the quoted
 * invoices are kept where they can be, then the oldest.
 */
import type { OpenInvoice } from './matching';
import type { Cents } from './money';

export const maxGroupInvoices = 8;
/**
 * Steps (candidates weighed) the searches for one bank line may take together; past it a search gives up and finds
 * nothing. About 5 ms: a line naming 20 clients of 60 open invoices each costs that, not a second.
 */
export const searchSteps = 50_000;
/** What is left of a line's steps, spent by each search made for it. */
export type SearchBudget = { steps: number };

/**
 * The preferred set of 2 to `maxGroupInvoices` of these invoices (one client's, oldest first) whose balances add
 * up to `amount` exactly, or null. `quoted`: the invoice numbers written on the line.
 */
export function groupAddingUp(
  invoices: readonly OpenInvoice[],
  amount: Cents,
  quoted: ReadonlySet<number>,
  budget: SearchBudget = { steps: searchSteps },
): OpenInvoice[] | null {
  // Each invoice of a group of two or more is below the amount.
  const usable = invoices.filter((i) => i.balance > 0 && i.balance < amount);
  const order = [...usable.filter((i) => quoted.has(i.number)), ...usable.filter((i) => !quoted.has(i.number))];
  const n = order.length;
  if (n < 2) return null;
  const balances = order.map((i) => i.balance);
  // Most lines pay one invoice: no two balances fit under the amount, or eight of the largest fall short of it.
  const ascending = [...balances].sort((a, b) => a - b);
  if (ascending[0] + ascending[1] > amount || ascending.slice(-maxGroupInvoices).reduce((s, b) => s + b, 0) < amount) return null;

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
  // Where each balance stands, so the last invoice of a set is looked up, not searched for; and the position of
  // each one's twin before it (−1 for none).
  const positions = new Map<Cents, number[]>();
  const twinBefore = balances.map((balance, k) => {
    const list = positions.get(balance);
    const before = list ? list[list.length - 1] : -1;
    if (list) list.push(k);
    else positions.set(balance, [k]);
    return before;
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

  // Failed states by (from, slots): the amounts left that no set from there makes.
  const failed = new Map<number, Set<Cents>>();
  /** The first set (in the order) of 1 to `slots` invoices from position `from` on adding up to `left`. */
  const search = (from: number, left: Cents, slots: number): number[] | null => {
    if (slots === 1) {
      const k = firstAt(left, from);
      return k < 0 ? null : [k];
    }
    const state = from * (maxGroupInvoices + 1) + slots;
    if (failed.get(state)?.has(left)) return null;
    for (let k = from; k < n; k++) {
      if (--budget.steps < 0 || largest[k][slots] < left) break;
      const balance = balances[k];
      // A balance weighed at this depth already fails again here: its later twin reaches fewer invoices.
      if (balance > left || twinBefore[k] >= from) continue;
      if (balance === left) return [k];
      if (smallest[k + 1] > left - balance) continue;
      const rest = search(k + 1, left - balance, slots - 1);
      if (rest) return [k, ...rest];
    }
    // Given up is not failed: the state is kept only when every candidate was weighed.
    if (budget.steps >= 0) {
      const lefts = failed.get(state);
      if (lefts) lefts.add(left);
      else failed.set(state, new Set([left]));
    }
    return null;
  };
  const found = search(0, amount, maxGroupInvoices);
  return found && found.length >= 2 ? found.map((k) => order[k]) : null;
}
