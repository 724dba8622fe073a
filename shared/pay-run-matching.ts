/**
 * An outgoing bank line against a recorded pay run (docs/domain.md "Pay day at the bank"): the whole ABA batch
 * (one debit of the run's net total) or one contractor's transfer (their net). Pure, beside the other matchers of
 * shared/matching.ts, so the job and the tests weigh a pair the same way.
 */
import { daysBetween, type IsoDate } from './dates';
import { type BankLineFacts, type Match, nameIn, type Suggestion, wordsOf } from './matching';
import { type Cents, formatAud } from './money';
import { better } from './suggest';

/** A recorded run as the matching reads it: the week, the day it was recorded as paid, and each payee's net. */
export type RecordedRunFacts = {
  week: IsoDate;
  /** The week's last day: no money pays it before the work is done. */
  end: IsoDate;
  paidOn: IsoDate;
  payees: { userId: number; name: string; net: Cents }[];
};

/** Words a batch debit of a direct entry file carries, beside the file's own description (CONTRACTORS). */
const batchWords = ['PAYROLL', 'PAY', 'ABA', 'BATCH', 'CONTRACTORS', 'WAGES'];

export const runTotal = (run: RecordedRunFacts) => run.payees.reduce((sum, p) => sum + p.net, 0);

/** Within two weeks of the recorded paid_on and not before the week ended 10; before the week ended takes 30 off. */
function dated(score: number, reasons: string[], line: BankLineFacts, run: RecordedRunFacts): Match {
  if (line.date < run.end) {
    score -= 30;
    reasons.push('Dated before the week ended');
  } else if (Math.abs(daysBetween(run.paidOn, line.date)) <= 14) {
    score += 10;
    reasons.push(`Within two weeks of the run's payment on ${run.paidOn}`);
  }
  return { confidence: Math.max(0, Math.min(100, score)), reasons };
}

/**
 * The whole run: the net total agrees to the cent 60 (required); a batch word or the file's description in the
 * line 25; the date (above). The amount alone is shown: a run's total is seldom anything else.
 */
export function payRunMatch(line: BankLineFacts, run: RecordedRunFacts, fileDescription = 'CONTRACTORS'): Match {
  const total = runTotal(run);
  if (line.amount >= 0 || total <= 0 || -line.amount !== total) return { confidence: 0, reasons: [] };
  const reasons = [`Amount ${formatAud(total)} is the net total of the pay run of ${run.week}`];
  let score = 60;
  const words = new Set(wordsOf(line.description));
  const word = [...wordsOf(fileDescription), ...batchWords].find((w) => words.has(w));
  if (word) {
    score += 25;
    reasons.push(`${word} in the description`);
  }
  return dated(score, reasons, line, run);
}

/**
 * One payee's transfer: their net agrees to the cent 45 (required); their name in the line 30; the date (above).
 * Without the name it stays below 60: a contractor's net is an ordinary amount.
 */
export function payeeMatch(line: BankLineFacts, run: RecordedRunFacts, userId: number): Match {
  const payee = run.payees.find((p) => p.userId === userId);
  if (!payee || line.amount >= 0 || payee.net <= 0 || -line.amount !== payee.net) return { confidence: 0, reasons: [] };
  const reasons = [`Amount ${formatAud(payee.net)} is ${payee.name}'s net in the pay run of ${run.week}`];
  let score = 45;
  if (nameIn(line.description, payee.name) !== 'none') {
    score += 30;
    reasons.push(`Name ${payee.name} in the description`);
  }
  return dated(score, reasons, line, run);
}

/** A run's batch (`userId` null) or a payee's row of it, as the matching's sets of paid and dismissed ones name it. */
export const payRunKey = (week: IsoDate, userId: number | null) => `${week}/${userId ?? 'batch'}`;

/**
 * The best pay run (or payee's row of one) for an outgoing line, from `suggestFrom`; null when none. Runs and
 * rows already paid through the bank are left out by the caller; dismissed ones are skipped here.
 */
export function suggestForPayRuns(
  line: BankLineFacts,
  runs: readonly RecordedRunFacts[],
  /** By payRunKey: the runs and rows dismissed for this line, or paid through the bank already. */
  skipped: ReadonlySet<string>,
  fileDescription?: string,
): Suggestion | null {
  let best: Suggestion | null = null;
  // Nearest paid_on first, so that of two runs paying the same amount the nearer wins the tie.
  const distance = (run: RecordedRunFacts) => Math.abs(daysBetween(run.paidOn, line.date));
  for (const run of [...runs].sort((a, b) => distance(a) - distance(b))) {
    if (!skipped.has(payRunKey(run.week, null)))
      best = better(best, { kind: 'pay_run', week: run.week, user_id: null, ...payRunMatch(line, run, fileDescription) });
    for (const payee of run.payees) {
      if (skipped.has(payRunKey(run.week, payee.userId))) continue;
      best = better(best, { kind: 'pay_run', week: run.week, user_id: payee.userId, ...payeeMatch(line, run, payee.userId) });
    }
  }
  return best;
}
