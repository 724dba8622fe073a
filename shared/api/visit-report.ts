/**
 * The visit report (docs/decisions/008-visit-report.md): what was done on a completed visit, read as
 * JSON (`GET /api/schedule/{id}/report`) or as a PDF (`.../report/pdf`), and e-mailed through the outbox
 * (`POST /api/schedule/{id}/report`) to the client's contacts and addresses typed by hand.
 */
import { z } from 'zod';
import { type ScheduleStateName, scheduleStates } from '../schedule-state';

/** Only done work has a report: a visit still to come, or skipped, has nothing to tell the client. */
export const reportStates = ['complete', 'invoiced'] as const satisfies readonly ScheduleStateName[];
export const hasReport = (state: ScheduleStateName) => (reportStates as readonly ScheduleStateName[]).includes(state);
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
  users: z.array(z.object({ id: z.number(), name: z.string() })),
  tasks: z.array(z.object({ id: z.number(), name: z.string(), quantity: z.number().nullable(), consumable: z.boolean(), complete: z.boolean() })),
  notes: z.string().nullable(),
  /** `thumbnail` and `path` need the session cookie, like the visit card's photos. */
  photos: z.array(z.object({ id: z.number(), name: z.string(), thumbnail: z.string(), path: z.string(), taken_at: z.string() })),
  /** The client's contacts with an e-mail; empty for a reader who may not e-mail the report. */
  recipients: z.array(visitReportRecipientSchema),
  may_email: z.boolean(),
});
export type VisitReport = z.infer<typeof visitReportSchema>;

/** "a@x.com; b@y.com" → its addresses; blanks between semicolons are ignored. */
export function splitAddresses(custom: string): string[] {
  return custom
    .split(';')
    .map((address) => address.trim())
    .filter(Boolean);
}

const emailAddress = z.email();

/**
 * `POST /api/schedule/{id}/report`: contact ids of the visit's client, and other addresses separated by
 * semicolons. The fields' types are checked first; the recipients (at least one, each address valid) only
 * after the visit is found, so a 422 never tells a stranger it exists. Whether the contacts belong to the
 * client is the server's check; the rest the form shows too.
 */
export const visitReportEmailFields = z.object({
  users: z.array(z.number({ error: 'The selected contacts are invalid.' }).int().positive('The selected contacts are invalid.')).max(100).default([]),
  custom: z.string().max(2000, 'The other addresses may not be greater than 2000 characters.').default(''),
});

export const visitReportEmailInput = visitReportEmailFields.superRefine((input, context) => {
    const addresses = splitAddresses(input.custom);
    const bad = addresses.find((address) => !emailAddress.safeParse(address).success);
    if (bad) {
      const hint = /[,\s]/.test(bad) ? ' Separate addresses with a semicolon.' : '';
      context.addIssue({ code: 'custom', path: ['custom'], message: `“${bad}” is not a valid e-mail address.${hint}` });
    } else if (input.users.length === 0 && addresses.length === 0) {
      context.addIssue({ code: 'custom', path: ['custom'], message: 'Choose a contact or enter at least one address.' });
    }
  });
export type VisitReportEmailInput = z.input<typeof visitReportEmailInput>;

export const visitReportSent = z.object({ message: z.string(), to: z.array(z.string()) });
export type VisitReportSent = z.infer<typeof visitReportSent>;
