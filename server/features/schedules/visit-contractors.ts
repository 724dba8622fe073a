import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { activeUserIds } from '../users/users.queries';
import { scheduleUsers } from './schedules.table';

/**
 * Replace a visit's contractors (a swap on the jobs list, a booking saved by hand). Only active people may be
 * given work; one who is not refuses the whole change with a field error. Returns the ids, each once.
 */
export async function setVisitContractors(db: Db, visitId: number, userIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(userIds)];
  const active = await activeUserIds(db, unique);
  if (unique.some((id) => !active.has(id))) throw invalid({ users: ['The selected users are invalid.'] });
  await db.delete(scheduleUsers).where(eq(scheduleUsers.scheduleId, visitId));
  if (unique.length) await db.insert(scheduleUsers).values(unique.map((userId) => ({ scheduleId: visitId, userId })));
  return unique;
}
