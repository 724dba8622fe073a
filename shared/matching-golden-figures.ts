/**
 * The figures of the matching golden set (shared/matching-golden.ts), as `npm run bench -- matching` prints them
 * and matching-golden.test.ts holds them: precision over every suggestion made, recall of each kind, and the
 * noise lines suggested (each one a false positive).
 */
import type { BankLineFacts } from './matching';
import { type GoldenKind, goldenKinds, type GoldenSet } from './matching-golden';
import { indexInvoices, payerKey, suggestForIncoming } from './suggest';

/** What a matcher suggests for a line: the invoice ids, or null for nothing shown. */
export type Matcher = (line: BankLineFacts) => number[] | null;

/** The product's own matcher, over the set's ledger and past payers, with nothing dismissed. */
export function productMatcher(set: GoldenSet): Matcher {
  const index = indexInvoices(set.invoices);
  const payers = new Map(set.pastPayers.map((p) => [payerKey(p.description), p.clientId]));
  const dismissed = new Set<number>();
  return (line) => {
    const suggestion = suggestForIncoming(line, index, { payers, dismissed });
    return suggestion?.kind === 'invoices' ? suggestion.invoices.map((i) => i.id) : null;
  };
}

export type KindFigures = { kind: GoldenKind; lines: number; right: number; wrong: number; missed: number; recall: number };
export type GoldenFigures = {
  kinds: KindFigures[];
  suggested: number;
  right: number;
  /** Right suggestions over all suggestions (noise included): 1 when nothing was suggested. */
  precision: number;
  noiseSuggested: number;
  /** The lines suggested wrongly (or suggested at all, for noise), to read when a figure drops. */
  mistakes: { kind: GoldenKind; description: string; amount: number; expected: number[]; suggested: number[] | null }[];
};

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

export function goldenFigures(set: GoldenSet, matcher: Matcher = productMatcher(set)): GoldenFigures {
  const kinds = new Map<GoldenKind, KindFigures>(
    goldenKinds.map((kind) => [kind, { kind, lines: 0, right: 0, wrong: 0, missed: 0, recall: 0 }]),
  );
  const mistakes: GoldenFigures['mistakes'] = [];
  for (const { kind, line, expected } of set.lines) {
    const figures = kinds.get(kind)!;
    figures.lines++;
    const suggested = matcher(line);
    const right = suggested !== null && expected.length > 0 && sameSet(suggested, expected);
    if (right) figures.right++;
    else if (suggested === null) figures.missed++;
    else figures.wrong++;
    if (!right && (suggested !== null || expected.length > 0))
      mistakes.push({ kind, description: line.description, amount: line.amount, expected, suggested });
  }
  const list = [...kinds.values()].map((k) => ({ ...k, recall: k.kind === 'noise' ? 0 : k.lines ? k.right / k.lines : 1 }));
  const right = list.reduce((s, k) => s + k.right, 0);
  const suggested = list.reduce((s, k) => s + k.right + k.wrong, 0);
  return {
    kinds: list,
    suggested,
    right,
    precision: suggested ? right / suggested : 1,
    noiseSuggested: kinds.get('noise')!.wrong,
    mistakes,
  };
}
