import { eq } from 'drizzle-orm';
import type { AwayEventInput } from '../../../shared/api/away-events';
import { dayRangeText } from '../../../shared/date-text';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { awayEvents } from './away-events.table';

const subjectType = 'away_events';

export async function createAwayEvent(db: Db, userId: number, input: AwayEventInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(awayEvents)
      .values({ userId, ...input })
      .returning({ id: awayEvents.id });
    await audit(tx, actor, {
      action: 'create',
      subjectType,
      subjectId: row.id,
      description: `Added away event ${dayRangeText(input.start, input.end)}`,
      changes: { user_id: userId, ...input },
    });
    return row.id;
  });
}

export async function updateAwayEvent(db: Db, before: AwayEventInput & { id: number }, input: AwayEventInput, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx
      .update(awayEvents)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(awayEvents.id, before.id));
    await auditUpdate(
      tx,
      actor,
      subjectType,
      before.id,
      `Changed away event ${dayRangeText(input.start, input.end)}`,
      { start: before.start, end: before.end, description: before.description },
      { ...input },
    );
  });
}

export async function deleteAwayEvent(db: Db, event: AwayEventInput & { id: number }, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx.delete(awayEvents).where(eq(awayEvents.id, event.id));
    await auditDelete(tx, actor, subjectType, event.id, `Removed away event ${dayRangeText(event.start, event.end)}`);
  });
}
