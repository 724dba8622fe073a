/**
 * Task groups (recurring bookings) of a client and their task lines (docs/domain.md "Recurrence" and
 * "Contractor pay").
 * Money is integer cents. Calls: `/api/clients/{client}/task-groups[/{id}]`, and the lines under
 * `/api/clients/{client}/task-groups/{group}/tasks[/{id}]`.
 */
import { z } from 'zod';
import { holidayChoices } from '../holiday-placement';
import { rotations } from '../recurrence';
import { flagField, idField, isoDateField, optionalText, requiredText } from './fields';
import { paymentTypes } from './tasks';
import { withTaskGroupRule } from './task-groups-rule';
import { addressRef, namedRef } from './refs';

export const conflictModes = ['overwrite', 'merge', 'coexist'] as const;
export type ConflictMode = (typeof conflictModes)[number];
export { type PaymentType, paymentTypes } from './tasks';

const cents = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be an amount in cents.` })
    .int(`The ${label} must be a whole number of cents.`)
    .min(0, `The ${label} may not be negative.`)
    // $1,000,000.00, the catalogue's limit (shared/api/tasks.ts): a bigger number is a typing slip.
    .max(100_000_000, `The ${label} may not be greater than $1,000,000.00.`);

const contractorIdList = z
  .array(z.coerce.number().int().positive('The selected users are invalid.'), {
    error: 'The users must be a list.',
  })
  // Duplicates would make the same contractor appear twice on every visit.
  .transform((ids) => [...new Set(ids)]);
const contractorIds = contractorIdList.default([]);

/** What a visit on a public holiday does (docs/decisions/034): kept (`visit`), dropped, or moved to the next business day. */
const publicHolidaysField = z.enum(holidayChoices, { error: 'The selected public holiday choice is invalid.' });

/** The fields of the form other than the rule (rotation, frequency, week_of_month, day_of_week, days_of_week, start_at). */
const groupFields = {
  name: requiredText('name'),
  address_id: z.coerce
    .number()
    .int()
    .positive('The selected address is invalid.')
    .nullish()
    .transform((v) => v ?? null),
  users: contractorIds,
  // Rotation `non` hides conflict; the stored value is then the default and unused.
  conflict: z.enum(conflictModes, { error: 'The selected conflict is invalid.' }).default('overwrite'),
  public_holidays: publicHolidaysField.default('visit'),
  auto_schedule: flagField.default(true),
};

/** `POST /api/clients/{client}/task-groups`. A new group defaults to rotation `non` and conflict `overwrite`. */
export const taskGroupCreateInput = withTaskGroupRule(groupFields);
export type TaskGroupCreateInput = z.input<typeof taskGroupCreateInput>;

/**
 * `PUT /api/clients/{client}/task-groups/{id}` (the full form, or Adjust). The rule is always sent whole —
 * the Adjust dialog reads all six rule fields first — and `rotation` is required here, so a body without it
 * cannot quietly turn a weekly group into `non`. The other fields keep their stored value when absent.
 * Changing the rule needs `reschedule_all`. With `reschedule_all: true` (default) the group's unlocked future
 * visits that no longer fit are removed and the new dates generated (docs/domain.md "Adjust and other task-group
 * saves"); with false the visits already made stay as they are and only dates not generated before are added.
 */
export const taskGroupUpdateInput = z
  .object({
    rotation: z.enum(rotations, { error: 'The rotation field is required.' }),
    name: requiredText('name').optional(),
    address_id: groupFields.address_id.optional(),
    // No default here: an update without `users` keeps the group's contractors.
    users: contractorIdList.optional(),
    conflict: z.enum(conflictModes, { error: 'The selected conflict is invalid.' }).optional(),
    // A changed choice regenerates the group's future visits, as a changed rule does with reschedule_all.
    public_holidays: publicHolidaysField.optional(),
    auto_schedule: flagField.optional(),
    reschedule_all: flagField.default(true),
  })
  .and(withTaskGroupRule({}));
export type TaskGroupUpdateInput = z.input<typeof taskGroupUpdateInput>;

/** A task of the catalogue, or none (null). */
export const catalogueTaskField = z.coerce
  .number()
  .int()
  .positive('The selected task is invalid.')
  .nullish()
  .transform((v) => v ?? null);

const lineFields = {
  /** A catalogue task: the server copies its name, description, price and pay fields that were not sent. */
  task: catalogueTaskField,
  name: requiredText('name').optional(),
  invoice_description: optionalText(1000).optional(),
  description: optionalText(5000).optional(),
  price: cents('price').optional(),
  payment_type: z.enum(paymentTypes, { error: 'The selected payment type is invalid.' }).optional(),
  contractor_percentage: z.coerce
    .number({ error: 'The contractor percentage must be a whole number.' })
    .int('The contractor percentage must be a whole number.')
    .min(0, 'The contractor percentage must be between 0 and 100.')
    .max(100, 'The contractor percentage must be between 0 and 100.')
    .optional(),
  contractor_amount: cents('contractor amount').optional(),
  consumable: flagField.optional(),
};

/**
 * Pause and resume (docs/domain.md "Pauses"): `{paused: true, pause_to?, pause_reason?}` pauses, until
 * `pause_to` inclusive when given, indefinitely otherwise; `{paused: false}` resumes and clears `pause_to` and
 * `pause_reason`.
 */
export const pauseFields = {
  paused: flagField,
  pause_to: isoDateField('pause to')
    .nullish()
    .transform((v) => v ?? null),
  pause_reason: optionalText(1000),
};
export const pauseInput = z.object(pauseFields);
export type PauseInput = z.input<typeof pauseInput>;

/** `POST .../tasks`: a name is needed unless a catalogue task supplies it. */
export const taskLineCreateInput = z.object(lineFields).refine((v) => v.task !== null || v.name !== undefined, {
  message: 'The name field is required.',
  path: ['name'],
});
export type TaskLineCreateInput = z.input<typeof taskLineCreateInput>;

/**
 * `PUT .../tasks/{id}`: only the fields sent change, so the same call edits a line or pauses/resumes it.
 * Choosing another catalogue task copies its fields that were not sent, as on create.
 */
export const taskLineUpdateInput = z.object({
  ...lineFields,
  task: lineFields.task.optional(),
  paused: pauseFields.paused.optional(),
  pause_to: pauseFields.pause_to.optional(),
  pause_reason: pauseFields.pause_reason.optional(),
});
export type TaskLineUpdateInput = z.input<typeof taskLineUpdateInput>;

/** The pause in force on a line today, as presented: `pause_to` null with `paused` is paused indefinitely. */
export const linePauseFields = { paused: z.boolean(), pause_to: z.string().nullable(), pause_reason: z.string().nullable() };

/**
 * A line as presented. Money fields are null for a reader without `task_price` (decision 006). `paused` is the
 * pause in force today: a `pause_to` that has passed has ended it.
 */
export const taskLineSchema = z.object({
  id: z.number(),
  task_group_id: z.number(),
  task: z.number().nullable(),
  name: z.string(),
  invoice_description: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  payment_type: z.enum(paymentTypes),
  contractor_percentage: z.number().nullable(),
  contractor_amount: z.number().nullable(),
  contractor_total: z.number().nullable(),
  consumable: z.boolean(),
  ...linePauseFields,
});
export type TaskLine = z.infer<typeof taskLineSchema>;

/** A task group's recurrence rule as presented (shared/recurrence.ts); a visit shows its group's. */
export const taskGroupRuleFields = {
  rotation: z.enum(rotations),
  frequency: z.number().nullable(),
  week_of_month: z.number().nullable(),
  day_of_week: z.number().nullable(),
  days_of_week: z.array(z.number()),
  start_at: z.string().nullable(),
};

/** A task group as presented; `total` and `contractor_total` sum its lines not paused today (null without `task_price`). */
export const taskGroupSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  name: z.string(),
  address_id: z.number().nullable(),
  address: addressRef.nullable(),
  users: z.array(namedRef),
  ...taskGroupRuleFields,
  conflict: z.enum(conflictModes),
  public_holidays: z.enum(holidayChoices),
  auto_schedule: z.boolean(),
  tasks: z.array(taskLineSchema),
  total: z.number().nullable(),
  contractor_total: z.number().nullable(),
  /** The date (YYYY-MM-DD) of the group's next visit on or after today that is not skipped, if any. */
  next_visit: z.string().nullable(),
});
export type TaskGroup = z.infer<typeof taskGroupSchema>;
export const taskGroupList = z.object({ data: z.array(taskGroupSchema) });

export const taskGroupParams = z.object({ client: idField('client'), id: idField('task group') });
export const taskLineParams = z.object({ client: idField('client'), group: idField('task group'), id: idField('task') });
export const taskGroupClientParams = z.object({ client: idField('client') });
export const taskLineListParams = z.object({ client: idField('client'), group: idField('task group') });
