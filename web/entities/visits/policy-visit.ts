import type { UserSchedule } from '../../../shared/api/user-schedules';
import type { PolicyVisit } from '../../../shared/policies';

/** A visit as the API sends it, as the rules of shared/policies.ts read it: its contractors' ids, its invoice id. */
export const policyVisit = (visit: Pick<UserSchedule, 'skip' | 'complete' | 'invoice' | 'due_date' | 'users'>): PolicyVisit => ({
  skip: visit.skip,
  complete: visit.complete,
  invoice_id: visit.invoice,
  due_date: visit.due_date,
  user_ids: visit.users.map((user) => user.id),
});
