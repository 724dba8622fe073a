import { sql } from 'drizzle-orm';
import type { AccountActivityInput } from '../../../shared/api/account-activity';
import { quarterOfId } from '../../../shared/bas';
import { formatAud } from '../../../shared/money';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { accountActivity } from './quarters.table';

/** The quarter an id names, or 404. */
export function quarterOrNotFound(id: number) {
  const quarter = quarterOfId(id);
  if (!quarter) throw notFound();
  return quarter;
}

/**
 * `PUT /api/account-activity/{id}`: the PAYG instalment and the BAS mark, each only when sent. Completing
 * records who and when; reopening clears them. Audited with what changed. The row is locked while it changes,
 * so two people completing at once record one completion.
 */
export async function updateQuarter(db: Db, id: number, input: AccountActivityInput, actor: Actor) {
  const quarter = quarterOrNotFound(id);
  await db.transaction(async (tx) => {
    await tx.insert(accountActivity).values({ id }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(accountActivity)
      .where(sql`${accountActivity.id} = ${id}`)
      .for('update');
    const payg = input.payg ?? before.payg;
    const complete = input.bas_complete ?? before.basComplete;
    if (payg === before.payg && complete === before.basComplete) return;
    const completing = complete && !before.basComplete;
    await tx
      .update(accountActivity)
      .set({
        payg,
        basComplete: complete,
        completedAt: complete ? (completing ? new Date() : before.completedAt) : null,
        completedBy: complete ? (completing ? actor.userId : before.completedBy) : null,
        updatedAt: new Date(),
      })
      .where(sql`${accountActivity.id} = ${id}`);
    const name = `Q${quarter.quarter} ${quarter.year}`;
    const said = [
      payg !== before.payg && `PAYG ${formatAud(before.payg)} → ${formatAud(payg)}`,
      completing && 'marked the BAS complete (the quarter is locked)',
      !complete && before.basComplete && 'reopened the quarter',
    ].filter(Boolean);
    const changes: Record<string, unknown> = {};
    if (payg !== before.payg) changes.payg = { from: before.payg, to: payg };
    if (complete !== before.basComplete) changes.bas_complete = { from: before.basComplete, to: complete };
    await audit(tx, actor, {
      action: 'update',
      subjectType: 'account_activity',
      subjectId: id,
      description: `Account activity ${name}: ${said.join(', ')}`,
      changes,
    });
  });
}
