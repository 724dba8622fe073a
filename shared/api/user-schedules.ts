/**
 * Visits as contractors and the office see them (user schedules; docs/domain.md "Glossary", "Visit actions").
 * The jobs list is `GET /api/users/{user}/schedules` (`0` = all contractors); one visit
 * is `/api/user-schedules/{id}`; the visit card's actions live under `/api/schedule/{id}/...`.
 * A contractor sees only visits assigned to them: anyone else's answers 404 (docs/domain.md "Who may see what").
 */
import { visitExceptionKinds } from '../visit-exceptions';
import { z } from 'zod';
import { scheduleStates } from '../schedule-state';
import { flagField, idField, isoDateField, optionalText } from './fields';
import { idOrZeroParam, listQuery, paged } from './paging';
import { paymentMethods } from './clients';
import { fileTooLargeMessage } from './uploads';
import { addressRef, namedRef, presentedState } from './refs';
import { linePauseFields, taskGroupRuleFields } from './task-groups';
import { visitClientFields } from './client-schedules';

/**
 * `GET /api/users/{user}/schedules`: page, count, sort `due_at`, direction (default ascending), `from`
 * (YYYY-MM-DD, visits due on or after that local date; absent = all dates), `invoice` (`1` = only visits
 * on an invoice, `0` = only visits not invoiced; absent = both).
 */
export const userScheduleListQuery = listQuery({ sorts: ['due_at'], defaultSort: 'due_at', defaultDirection: 'asc', search: true }).extend({
  from: isoDateField('from').optional(),
  invoice: z.enum(['0', '1'], { error: 'The invoice filter must be 0 or 1.' }).optional(),
});
export type UserScheduleListQuery = z.input<typeof userScheduleListQuery>;

export const userScheduleTaskSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  /** `pause_to` is YYYY-MM-DD. */
  ...linePauseFields,
  consumable: z.boolean(),
  quantity: z.number().nullable(),
  complete: z.boolean(),
  /** Contractor pay for the line in cents; null for a reader without `task_price`. */
  contractor_total: z.number().nullable(),
});
export type UserScheduleTask = z.infer<typeof userScheduleTaskSchema>;

/**
 * A visit's photo, on the visit card and in its report. `path` streams the file, `thumbnail` a ≈400 px JPEG; both
 * need the session cookie. `taken_at`: when the photo was taken (from the phone), else when it arrived.
 */
export const visitPhotoSchema = z.object({
  id: z.number(),
  name: z.string(),
  thumbnail: z.string(),
  path: z.string(),
  taken_at: z.string(),
});
export const userScheduleAssetSchema = visitPhotoSchema.extend({ created_at: z.string() });
export type UserScheduleAsset = z.infer<typeof userScheduleAssetSchema>;

/** An arrival or departure as the visit shows it: where the phone said, and how far that was from the site. */
export const visitCheckSchema = z.object({
  /** When it happened (ISO instant), on the phone's clock, kept when it was sent later from an offline queue. */
  at: z.string(),
  user: namedRef,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** The reading's accuracy in metres, as the phone gave it. */
  accuracy: z.number().nullable(),
  /** Metres from the site's point; null without a reading or when the address has no site location. */
  distance_m: z.number().nullable(),
  /** Within the site's radius plus the reading's accuracy; null when that cannot be told. */
  on_site: z.boolean().nullable(),
});
export type VisitCheck = z.infer<typeof visitCheckSchema>;

const degrees = (min: number, max: number, name: string) =>
  z
    .number({ error: `The ${name} must be a number of degrees.` })
    .min(min, `The ${name} must be between ${min} and ${max}.`)
    .max(max, `The ${name} must be between ${min} and ${max}.`)
    .optional();

/**
 * `POST /api/schedule/{id}/check-in` and `/check-out`: the phone's reading, or `{location: "unavailable"}` when it
 * gave none. `at` is when it happened, for a check sent later from the offline queue; now when left out.
 */
export const visitCheckInput = z
  .object({
    lat: degrees(-90, 90, 'latitude'),
    lng: degrees(-180, 180, 'longitude'),
    accuracy: z.number({ error: 'The accuracy must be a number of metres.' }).min(0, 'The accuracy cannot be negative.').optional(),
    location: z.literal('unavailable', { error: 'The location is either a reading or "unavailable".' }).optional(),
    at: z.iso.datetime({ offset: true, error: 'The time must be an ISO 8601 instant.' }).optional(),
  })
  .superRefine((input, context) => {
    const given = [input.lat, input.lng, input.accuracy].filter((v) => v !== undefined).length;
    if (input.location === 'unavailable') {
      if (given > 0) context.addIssue({ code: 'custom', path: ['location'], message: 'Send a reading or "unavailable", not both.' });
      return;
    }
    for (const field of ['lat', 'lng', 'accuracy'] as const)
      if (input[field] === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Send the latitude, longitude and accuracy, or location "unavailable".',
        });
  });
export type VisitCheckInput = z.output<typeof visitCheckInput>;

export const userScheduleSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  ...visitClientFields,
  /** The client's payment method; `cash` shows "collect cash" and the cash-collected toggle. */
  client_terms: z.enum(paymentMethods),
  client_require_photos: z.boolean(),
  state: presentedState(scheduleStates),
  due_at: z.string(),
  /** The local date in the business time zone. */
  due_date: z.string(),
  address: addressRef.nullable(),
  users: z.array(namedRef),
  tasks: z.array(userScheduleTaskSchema),
  assets: z.array(userScheduleAssetSchema),
  notes: z.string().nullable(),
  skip: z.boolean(),
  task_group_id: z.number().nullable(),
  task_group_name: z.string().nullable(),
  /** The task group's rule (null fields without a task group), for "frequency" and Adjust. */
  ...taskGroupRuleFields,
  rotation: taskGroupRuleFields.rotation.nullable(),
  /** Due date (YYYY-MM-DD) of the group's latest earlier complete visit, if any. */
  last_done: z.string().nullable(),
  complete: z.boolean(),
  completed_at: z.string().nullable(),
  /** The invoice id when the visit is on an invoice. */
  invoice: z.number().nullable(),
  /** Cash collected (cash clients). */
  paid: z.boolean(),
  locked: z.boolean(),
  /** Whether the state allows rescheduling (and skipping): not on complete or invoiced visits. */
  reschedule: z.boolean(),
  /** Contractor ids confirmed as attending; null until confirmed. */
  attended: z.array(z.number()).nullable(),
  ignore_missing_photos: z.boolean(),
  /** The visit is complete, the client requires photos, none is listed, and nobody chose to ignore that. */
  photos_missing: z.boolean(),
  /** The first arrival on the visit and the last departure (docs/domain.md "Proof of presence"); null until made. */
  check_in: visitCheckSchema.nullable(),
  check_out: visitCheckSchema.nullable(),
  /** What the office is told of its proof of presence: off site, no location, a late or missing arrival (shared/visit-exceptions.ts). */
  presence_flags: z.array(z.enum(visitExceptionKinds)),
});
export type UserSchedule = z.infer<typeof userScheduleSchema>;
export const userSchedulePage = paged(userScheduleSchema);

/**
 * Every change answers with the visit as it now is. `needs_attendance` is true when all unpaused tasks are
 * complete but the visit is not, because more than one contractor is assigned and nobody confirmed who came:
 * the client then shows the attendance dialog and sends `PUT /api/schedule/{id}/complete` {attended}.
 */
export const userScheduleActionResult = z.object({ data: userScheduleSchema, needs_attendance: z.boolean() });
export type UserScheduleActionResult = z.infer<typeof userScheduleActionResult>;

export const userSchedulesUserParams = z.object({ user: idOrZeroParam });
export const userScheduleParams = z.object({ id: idField('visit') });
export const userScheduleTaskParams = z.object({ visit: idField('visit'), task: idField('task') });
export const userScheduleAssetParams = z.object({ id: idField('visit'), assetId: idField('photo') });

/**
 * `PUT /api/user-schedules/{id}`: only what is sent changes.
 * - `users` swaps the contractors (manage_schedules; locks the visit).
 * - `skip` skips/unskips (manage_schedules; 422 on complete or invoiced).
 * - `due_at` reschedules (`reschedule`; locks; 422 on complete or invoiced): an ISO instant, or a plain
 *   YYYY-MM-DD date which keeps the visit's time of day.
 * - `attended` the contractor ids who came (an assigned contractor or manage_schedules); each must be assigned.
 * - `locked` (manage_schedules).
 * A contractor without those permissions may send only `attended` on their own visit; anything else is 403.
 */
export const userScheduleUpdateInput = z.object({
  users: z.array(z.coerce.number().int().positive('The selected users are invalid.')).optional(),
  skip: flagField.optional(),
  due_at: z
    .union([z.iso.datetime({ offset: true }), isoDateField('due at')], { error: 'The due at must be a date or a date and time.' })
    .optional(),
  attended: z.array(z.coerce.number().int().positive('The selected users are invalid.')).optional(),
  locked: flagField.optional(),
});
export type UserScheduleUpdateInput = z.input<typeof userScheduleUpdateInput>;

const wholeQuantity = 'The quantity must be a whole number.';

/**
 * How many of a consumable were used: a whole number from 0; an empty box is no answer (null), never 0, so
 * ticking a consumable without one is refused (the server checks that) instead of quietly counting nothing.
 */
export const consumableQuantity = z.preprocess(
  (v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ error: wholeQuantity })
    .int(wholeQuantity)
    .min(0, 'The quantity must be at least 0.')
    .max(100_000, 'The quantity may not be greater than 100000.')
    .nullish(),
);

/** `PUT /api/user-schedules/{visit}/task/{task}`: a consumable line needs `quantity` ≥ 0 when completed. */
export const userScheduleTaskInput = z.object({
  complete: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: 'The complete field is required.' })
    .pipe(flagField),
  quantity: consumableQuantity,
});

/** The visit card's quantity prompt: the same rule, and an answer is needed to tick the line. */
export const consumableQuantityInput = z.object({
  quantity: consumableQuantity.refine((v) => v !== null && v !== undefined, 'Enter how many were used (0 if none).'),
});
export type UserScheduleTaskInput = z.input<typeof userScheduleTaskInput>;

/** `PUT .../task/{task}/pause`: without `pause_to` the line is paused indefinitely. `/resume` takes no body. */
export const userScheduleTaskPauseInput = z.object({
  pause_to: isoDateField('pause to').nullish(),
  pause_reason: optionalText(500).optional(),
});
export type UserScheduleTaskPauseInput = z.input<typeof userScheduleTaskPauseInput>;

/** A visit is moved to today or later: a past date would be work that can no longer be done. */
export const pastRescheduleMessage = 'A visit cannot be moved to a date in the past.';

/** Why a visit cannot complete with nobody ticked as attending: its earnings would have nobody to go to. */
export const nobodyAttendedMessage =
  'Tick at least one contractor who attended: the visit’s earnings are shared among them, so it cannot be completed without someone.';

/** `PUT /api/schedule/{id}/complete`: completes the visit; `attended` is required when >1 contractor is assigned. */
export const scheduleCompleteInput = z.object({
  attended: z.array(z.coerce.number().int().positive('The selected users are invalid.')).optional(),
});

/** `POST /api/schedule/{id}/time`: the new time of day in the business time zone; the date stays. */
export const scheduleTimeInput = z.object({
  time_of_day: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time of day must be in the form HH:mm.'),
});

/** Photos are at most 15 MB each (after the browser resized them to fit 1800×1800). */
export const schedulePhotoMaxBytes = 15 * 1024 * 1024;

/**
 * `POST /api/schedule/{id}/assets`: begins one photo's chunked upload and answers `{ id }` (the upload id; see
 * uploads.ts for sending pieces to `/api/uploads/{id}`). The photo is listed on the visit once complete.
 */
export const scheduleAssetBeginInput = z.object({
  filename: z.string().trim().min(1, 'The filename field is required.').max(255),
  size: z.coerce.number().int().min(1, 'The file is empty.').max(schedulePhotoMaxBytes, fileTooLargeMessage(schedulePhotoMaxBytes)),
  /** When the photo was taken (ISO instant), kept for the report. */
  taken_at: z.iso.datetime({ offset: true, error: 'The taken at must be a date and time.' }).optional(),
});
export type ScheduleAssetBeginInput = z.input<typeof scheduleAssetBeginInput>;
