/** Visits written straight to the tables, with exactly the facts the progress and list rules read. */
import type { Db } from '../../db/client';
import { makeClient } from '../schedules/schedule-fixtures';
import { scheduleAssets, scheduleTasks, scheduleUsers, schedules } from '../schedules/schedules.table';

export type VisitFacts = {
  clientId?: number;
  cash?: boolean;
  dueDate: string;
  /** HH:MM in UTC; the due_at only orders visits here. */
  time?: string;
  users: number[];
  attended?: number[] | null;
  lines?: number[];
  skip?: boolean;
  complete?: boolean;
  photo?: boolean;
  ignoreMissingPhotos?: boolean;
  city?: string;
};

export async function makeVisit(db: Db, facts: VisitFacts) {
  const client = facts.clientId ? { id: facts.clientId, addressId: null } : await makeClient(db, { paymentMethod: facts.cash ? 'cash' : 'terms' });
  const [visit] = await db
    .insert(schedules)
    .values({
      clientId: client.id,
      addressId: client.addressId,
      dueAt: new Date(`${facts.dueDate}T${facts.time ?? '09:00'}:00Z`),
      dueDate: facts.dueDate,
      skip: facts.skip ?? false,
      complete: facts.complete ?? false,
      ignoreMissingPhotos: facts.ignoreMissingPhotos ?? false,
      attended: facts.attended ?? null,
    })
    .returning();
  if (facts.users.length) await db.insert(scheduleUsers).values(facts.users.map((userId) => ({ scheduleId: visit.id, userId })));
  const lines = facts.lines ?? [1000];
  if (lines.length) {
    await db.insert(scheduleTasks).values(lines.map((cents, i) => ({ scheduleId: visit.id, name: `Line ${i + 1}`, contractorTotal: cents, position: i, complete: facts.complete ?? false })));
  }
  if (facts.photo) await db.insert(scheduleAssets).values({ scheduleId: visit.id, uploadId: `u-${visit.id}`, name: 'photo.jpg' });
  return visit;
}
