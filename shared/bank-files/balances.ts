/**
 * A bank file's own balances checked against its lines (decision 030): a line missing from an export, or one the
 * parser misread, shows as a place where the balances stop adding up. Pure; a file with no balances has no break.
 */
import type { BalanceBreak, BankLine, FileBalances } from './types';

type Balanced = Pick<BankLine, 'date' | 'amount' | 'balance'>;

/**
 * Running balances (a CSV's balance column) are a chain in file order. Banks export newest first or oldest
 * first, and say nothing of which: the direction that explains more of the chain is taken (oldest first on a
 * tie). Each line whose balance is not its older neighbour's plus its own amount is a break, dated by that
 * line. Stated balances (CAMT.053 opening and closing): opening + all the amounts must be the closing, or the
 * file has one break, on the closing date.
 */
export function balanceBreaks(lines: readonly Balanced[], balances: FileBalances = {}): BalanceBreak[] {
  const breaks = runningBreaks(lines);
  const { opening, closing } = balances;
  if (opening && closing) {
    const expected = lines.reduce((sum, line) => sum + line.amount, opening.amount);
    if (expected !== closing.amount) breaks.push({ date: closing.date, expected, found: closing.amount });
  }
  return breaks;
}

function runningBreaks(lines: readonly Balanced[]): BalanceBreak[] {
  // Pairs of neighbours that both carry a balance: [older, newer] read oldest first, and the other way round.
  const pairs: [Balanced, Balanced][] = [];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i - 1].balance !== undefined && lines[i].balance !== undefined) pairs.push([lines[i - 1], lines[i]]);
  }
  if (pairs.length === 0) return [];
  const oldestFirst = pairs.map(([before, after]) => check(before, after));
  const newestFirst = pairs.map(([after, before]) => check(before, after));
  const agreeing = (checks: (BalanceBreak | null)[]) => checks.filter((c) => c === null).length;
  const chosen = agreeing(newestFirst) > agreeing(oldestFirst) ? newestFirst.reverse() : oldestFirst;
  return chosen.filter((c): c is BalanceBreak => c !== null);
}

/** The newer line's balance must be the older one's plus the newer line's amount. */
function check(older: Balanced, newer: Balanced): BalanceBreak | null {
  const expected = (older.balance ?? 0) + newer.amount;
  const found = newer.balance ?? 0;
  return expected === found ? null : { date: newer.date, expected, found };
}
