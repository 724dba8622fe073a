/**
 * `npm run bench -- matching`: the matching golden set (shared/matching-golden.ts, seed 19) through the product's
 * matcher: recall of each kind of payment, precision over every suggestion, and noise lines suggested. Pure, no
 * database; the same figures matching-golden.test.ts holds.
 */
import { performance } from 'node:perf_hooks';
import { goldenFigures } from '../shared/matching-golden-figures';
import { goldenSet } from '../shared/matching-golden';
import { formatTable, type Row, verdict } from './table';

/** The targets of decision 025. */
export const matchingTargets = { recall: 0.95, precision: 0.98, noise: 0 };

const share = (n: number) => n.toFixed(2);

export function benchMatching(): string {
  const set = goldenSet();
  const started = performance.now();
  const figures = goldenFigures(set);
  const elapsed = performance.now() - started;
  const rows: Row[] = figures.kinds.map((k) =>
    k.kind === 'noise'
      ? {
          kind: k.kind,
          lines: String(k.lines),
          right: '—',
          wrong: String(k.wrong),
          missed: '—',
          recall: '—',
          target: 'none suggested',
          result: verdict(k.wrong <= matchingTargets.noise),
        }
      : {
          kind: k.kind,
          lines: String(k.lines),
          right: String(k.right),
          wrong: String(k.wrong),
          missed: String(k.missed),
          recall: share(k.recall),
          target: `≥ ${share(matchingTargets.recall)}`,
          result: verdict(k.recall >= matchingTargets.recall),
        },
  );
  const out = [
    `${set.lines.length} bank lines against ${set.invoices.length} open invoices of ${new Set(set.invoices.map((i) => i.clientId)).size} clients, matched in ${elapsed.toFixed(0)} ms`,
    formatTable(['kind', 'lines', 'right', 'wrong', 'missed', 'recall', 'target', 'result'], rows),
    `precision ${share(figures.precision)} (${figures.right} right of ${figures.suggested} suggested; target ≥ ${share(matchingTargets.precision)}: ${verdict(figures.precision >= matchingTargets.precision)})`,
    `noise lines suggested: ${figures.noiseSuggested}`,
    ...figures.mistakes.map(
      (m) =>
        `  ${m.kind}: "${m.description}" ${m.amount} expected [${m.expected.join(', ')}], suggested ${m.suggested ? `[${m.suggested.join(', ')}]` : 'nothing'}`,
    ),
  ];
  return out.join('\n');
}
