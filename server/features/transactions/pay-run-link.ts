/**
 * An outgoing bank line paying a recorded pay run (docs/domain.md "Pay day at the bank"): the line's whole
 * remainder goes to the run (its batch debit) or to one payee's row (their transfer), whatever the run recorded,
 * so a difference shows on the pay runs page instead of being hidden. Reconciliation only: the BAS counts the
 * run on its paid_on. A line paying a run is not also an expense or a vendor invoice's payment, nor the reverse
 * (that would count the contractors twice). The caller holds the line's lock (match-transaction.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import { formatAud } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { lockRecordedRun, payRunTarget } from './pay-run-links.queries';
import { transactionPayRuns } from './transactions.table';
import type { linksOf } from './transactions.queries';

type PayingLine = { id: number; amount: number; remainder: number; postedOn: string; description: string };
type Links = Awaited<ReturnType<typeof linksOf>>;
const describe = (line: PayingLine) => `${line.description} (${formatAud(line.amount)})`;

/** The 422 an expense or vendor-invoice link meets on a line that pays a pay run. */
export function refuseIfPaysPayRun(links: Links, field: string) {
  if (links.payRuns.length > 0) throw invalid({ [field]: ['This transaction pays a pay run; disconnect it first.'] });
}

export async function linkPayRun(tx: Db, line: PayingLine, links: Links, week: IsoDate, userId: number | null, actor: Actor) {
  if (line.amount >= 0) throw invalid({ pay_run: ['Only money paid out can pay a pay run.'] });
  if (links.expenses.length > 0 || links.vendorInvoices.length > 0)
    throw invalid({ pay_run: ['This transaction is booked as an expense or a vendor invoice; disconnect it first.'] });
  if (links.payRuns.length > 0) throw invalid({ pay_run: ['This transaction already pays a pay run.'] });
  await lockRecordedRun(tx, week);
  const target = await payRunTarget(tx, week, userId);
  if (!target)
    throw invalid(
      userId === null ? { pay_run: ['No pay run is recorded for this week.'] } : { payee_id: ['This payee is not in the recorded run.'] },
    );
  if (line.remainder >= 0) throw invalid({ pay_run: ['Nothing is left of this transaction to pay a pay run.'] });
  await assertQuarterOpen(tx, line.postedOn);
  const amount = -line.remainder;
  await tx.insert(transactionPayRuns).values({ transactionId: line.id, week, userId, amount });
  await audit(tx, actor, {
    action: 'link',
    subjectType: 'transactions',
    subjectId: line.id,
    description: `Matched ${describe(line)} to the pay run of ${week}${target.payee ? ` (${target.payee})` : ''}`,
    changes: { week, user_id: userId, amount, recorded: target.total },
  });
}

/** `DELETE /api/transactions/{id}/pay-runs/{week}`. */
export async function unlinkPayRun(tx: Db, line: PayingLine, week: IsoDate, actor: Actor) {
  const removed = await tx
    .delete(transactionPayRuns)
    .where(and(eq(transactionPayRuns.transactionId, line.id), eq(transactionPayRuns.week, week)))
    .returning();
  if (removed.length === 0) throw notFound();
  await audit(tx, actor, {
    action: 'unlink',
    subjectType: 'transactions',
    subjectId: line.id,
    description: `Disconnected ${describe(line)} from the pay run of ${week}`,
    changes: { week, user_id: removed[0].userId, amount: removed[0].amount },
  });
}
