/**
 * The dashboard's exceptions: a day's visits whose proof of presence the office should look at
 * (docs/domain.md "Proof of presence"). The rules are `exceptionsOf` in shared/visit-exceptions.ts.
 */
import type { VisitExceptionList } from '../../../shared/api/visit-exceptions';
import type { IsoDate } from '../../../shared/dates';
import { exceptionsOf } from '../../../shared/visit-exceptions';
import type { Db } from '../../db/client';
import { lateCheckInMinutes } from '../settings/settings.queries';
import { checksOf } from './visit-checks';
import { listVisits } from './visit-list.queries';

/** A day's visits in one page: far more than a cleaning business runs in a day. */
const dayLimit = 2000;

export async function visitExceptions(db: Db, date: IsoDate, today: IsoDate, now = new Date()): Promise<VisitExceptionList> {
  const minutes = await lateCheckInMinutes(db);
  const visits = await listVisits(
    db,
    { filter: { assignedTo: null, due: { on: date }, progress: 'not_skipped' }, order: 'due_asc', today, prices: false },
    { page: 1, count: dayLimit },
  );
  const checks = await checksOf(
    db,
    visits.data.map((visit) => visit.id),
  );
  const data = visits.data.flatMap((visit) => {
    const made = checks.get(visit.id) ?? { in: null, out: null };
    const kinds = exceptionsOf({ due_at: visit.due_at, skip: false, check_in: made.in, check_out: made.out }, now, minutes);
    if (kinds.length === 0) return [];
    return [
      {
        id: visit.id,
        due_at: visit.due_at,
        due_date: visit.due_date,
        state: visit.state,
        client: { id: visit.client.id, name: visit.client.name },
        task_group: visit.task_group,
        address: visit.address,
        users: visit.users,
        kinds,
        check_in: made.in,
        check_out: made.out,
      },
    ];
  });
  return { date, late_check_in_minutes: minutes, data };
}
