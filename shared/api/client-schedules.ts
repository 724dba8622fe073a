/**
 * A client's bookings (client schedules): the visits of one client (docs/domain.md "Glossary", "Visit states").
 * Calls under `/api/clients/{client}/client-schedules`.
 */
import { z } from 'zod';
import { dateFilters } from '../dates';
import { scheduleStates } from '../schedule-state';
import { flagField, idField, isoDateField, optionalText, requiredText } from './fields';
import { listQuery, paged } from './paging';
import { catalogueTaskField, paymentTypes } from './task-groups';
import { addressRef, namedRef, presentedState } from './refs';

/** A client's bookings from: one of the date filters (shared/dates.ts), `all`, or a plain YYYY-MM-DD date. */
export const bookingFromFilters = [...dateFilters, 'all'] as const;
export type BookingFromFilter = (typeof bookingFromFilters)[number];

/**
 * `GET .../client-schedules`: page, count, sort `due_at`, direction, `filters={"state":..., "from":...}`.
 * Default: due date ascending from today — the office opens a client to see what comes next; the past is one
 * filter away (`from`: an earlier date, a date filter, or `all`), and open visits left undone are found with
 * `state: open` whatever the `from`.
 */
export const clientScheduleFilters = z.object({
  state: z.enum(scheduleStates, { error: 'The selected state is invalid.' }).optional(),
  from: z
    .union([z.enum(bookingFromFilters), isoDateField('from')], { error: 'The from filter must be a date or a date filter.' })
    .optional(),
});
export const clientScheduleListQuery = listQuery({
  sorts: ['due_at'],
  defaultSort: 'due_at',
  defaultDirection: 'asc',
  filters: clientScheduleFilters,
});
export type ClientScheduleFilters = z.infer<typeof clientScheduleFilters>;

/** A task line on a booking. Without an `id` it is new; on edit, lines not sent are removed. */
const visitLineInput = z.object({
  id: z.coerce.number().int().positive().optional(),
  task: catalogueTaskField,
  name: requiredText('name').optional(),
  description: optionalText(5000).optional(),
  price: z.coerce.number().int().min(0).optional(),
  payment_type: z.enum(paymentTypes).optional(),
  contractor_percentage: z.coerce.number().min(0).max(100).optional(),
  contractor_amount: z.coerce.number().int().min(0).optional(),
  consumable: flagField.optional(),
  quantity: z.coerce.number().int().min(0).nullish(),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time must be in the form HH:MM.');

const bookingFields = {
  /** An instant (ISO 8601 with offset); or give `due_date` (+ optional `time`, business time zone). */
  due_at: z.iso.datetime({ offset: true, error: 'The due at must be a date and time.' }).optional(),
  due_date: isoDateField('due date').optional(),
  time: time.optional(),
  task_group_id: z.coerce.number().int().positive('The selected task group is invalid.').nullish(),
  users: z.array(z.coerce.number().int().positive('The selected users are invalid.')).optional(),
  tasks: z.array(visitLineInput).optional(),
};

/** `POST`: a booking added by hand; it is locked (docs/domain.md "Locks"), so generation never changes it. */
export const clientScheduleCreateInput = z
  .object({ ...bookingFields, users: bookingFields.users.default([]) })
  .refine((v) => v.due_at !== undefined || v.due_date !== undefined, {
    message: 'The due date field is required.',
    path: ['due_date'],
  });
export type ClientScheduleCreateInput = z.input<typeof clientScheduleCreateInput>;

/**
 * `PUT .../{id}`: only what is sent changes. Changing the date, users, tasks or task group is an edit and
 * locks the booking; `{locked}` locks or unlocks; `{skip}` skips or unskips. States refuse with 422 as
 * `scheduleActionRefusal` says.
 */
export const clientScheduleUpdateInput = z.object({
  ...bookingFields,
  locked: flagField.optional(),
  skip: flagField.optional(),
});
export type ClientScheduleUpdateInput = z.input<typeof clientScheduleUpdateInput>;

/** A visit's client by name, with the labels shown beside its state as inactive and suspended (docs/domain.md "Order of precedence"). */
export const visitClientFields = { client_name: z.string(), client_active: z.boolean(), client_suspended: z.boolean() };

export const clientScheduleTaskSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number().nullable(),
  consumable: z.boolean(),
  complete: z.boolean(),
  paused: z.boolean(),
  /** Null for a reader without `task_price`. */
  price: z.number().nullable(),
  contractor_total: z.number().nullable(),
});

export const clientScheduleSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  due_at: z.string(),
  /** The local date in the business time zone. */
  due_date: z.string(),
  task_group: namedRef.nullable(),
  task_group_id: z.number().nullable(),
  address: addressRef.nullable(),
  users: z.array(namedRef),
  locked: z.boolean(),
  skip: z.boolean(),
  complete: z.boolean(),
  state: presentedState(scheduleStates),
  ...visitClientFields,
  tasks: z.array(clientScheduleTaskSchema),
  contractor_total: z.number().nullable(),
});
export type ClientSchedule = z.infer<typeof clientScheduleSchema>;
export const clientSchedulePage = paged(clientScheduleSchema);

export const clientScheduleParams = z.object({ client: idField('client'), id: idField('booking') });
export const clientScheduleClientParams = z.object({ client: idField('client') });
/** `GET /api/clients/{id}/client-schedules/regenerate` (the client is `id` here, not `client`). */
export const regenerateParams = z.object({ id: idField('client') });
export const regenerateResult = z.object({ message: z.string(), created: z.number(), merged: z.number() });
