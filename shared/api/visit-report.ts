/**
 * The visit report (docs/decisions/008-visit-report.md): what was done on a completed visit, read as
 * JSON (`GET /api/schedule/{id}/report`) or as a PDF (`.../report/pdf`), and e-mailed through the outbox
 * (`POST /api/schedule/{id}/report`) to the client's contacts and addresses typed by hand.
 */
import { z } from 'zod';
import { scheduleStates } from '../schedule-state';
import { namedRef } from './refs';
import { visitExceptionKinds } from '../visit-exceptions';
import { userScheduleTaskSchema, visitCheckSchema, visitPhotoSchema } from './user-schedules';

export const noReportMessage = 'Only a complete or invoiced visit has a report.';

export const visitReportRecipientSchema = z.object({ id: z.number(), name: z.string(), email: z.string(), type: z.string() });
export type VisitReportRecipient = z.infer<typeof visitReportRecipientSchema>;

export const visitReportSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  /** The visit's address, one line; null when it has none. */
  address: z.string().nullable(),
  task_group_name: z.string().nullable(),
  state: z.enum(scheduleStates),
  due_at: z.string(),
  /** The local date in the business time zone. */
  due_date: z.string(),
  completed_at: z.string().nullable(),
  users: z.array(namedRef),
  /** Proof of presence, as on the visit card: the first arrival, the last departure and the office's flags. */
  check_in: visitCheckSchema.nullable(),
  check_out: visitCheckSchema.nullable(),
  presence_flags: z.array(z.enum(visitExceptionKinds)),
  /** A paused task (`paused`, until `pause_to` or indefinitely) is reported as paused, not as left undone. */
  tasks: z.array(
    userScheduleTaskSchema.pick({ id: true, name: true, quantity: true, consumable: true, complete: true, paused: true, pause_to: true }),
  ),
  notes: z.string().nullable(),
  /** `thumbnail` and `path` need the session cookie, like the visit card's photos. */
  photos: z.array(visitPhotoSchema),
  /** The client's contacts with an e-mail; empty for a reader who may not e-mail the report. */
  recipients: z.array(visitReportRecipientSchema),
  may_email: z.boolean(),
});
export type VisitReport = z.infer<typeof visitReportSchema>;

/** How a paused task reads in the report: "Paused until 24 Dec 2026" or "Paused indefinitely". */
export function pausedText(pauseTo: string | null): string {
  if (!pauseTo) return 'Paused indefinitely';
  const [year, month, day] = pauseTo.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `Paused until ${day} ${months[month - 1]} ${year}`;
}
