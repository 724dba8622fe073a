/**
 * `GET /api/visit-exceptions?date=`: a day's visits whose proof of presence the office should look at (off site,
 * no location, a site without one, a late or missing check-in), for the dashboard (docs/domain.md "Proof of presence").
 */
import { z } from 'zod';
import { scheduleStates } from '../schedule-state';
import { visitExceptionKinds } from '../visit-exceptions';
import { isoDateField } from './fields';
import { namedRef } from './refs';
import { visitCheckSchema } from './user-schedules';

export const visitExceptionsQuery = z.object({ date: isoDateField('date').optional() });

export const visitException = z.object({
  id: z.number(),
  due_at: z.string(),
  due_date: z.string(),
  state: z.enum(scheduleStates),
  client: namedRef,
  task_group: namedRef.nullable(),
  address: z.string().nullable(),
  users: z.array(namedRef),
  kinds: z.array(z.enum(visitExceptionKinds)),
  check_in: visitCheckSchema.nullable(),
  check_out: visitCheckSchema.nullable(),
});
export type VisitException = z.infer<typeof visitException>;

export const visitExceptionList = z.object({
  /** The business day listed: today when none was asked for. */
  date: z.string(),
  /** Settings → General: minutes after the due time before a visit with no check-in is late. */
  late_check_in_minutes: z.number(),
  data: z.array(visitException),
});
export type VisitExceptionList = z.infer<typeof visitExceptionList>;
