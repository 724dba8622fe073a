import { z } from 'zod';
import { scheduleStates } from '../schedule-state';
import { isoDateField } from './fields';
import { idParam, listQuery, paged } from './paging';
import { namedRef } from './refs';

/** A user's time away: an inclusive range of calendar dates with a description. */
export const awayEventInput = z
  .object({
    start: isoDateField('start'),
    end: isoDateField('end'),
    description: z
      .string({ error: 'The description field is required.' })
      .trim()
      .min(1, 'The description field is required.')
      .max(1000, 'The description may not be greater than 1000 characters.'),
  })
  .refine((v) => v.end >= v.start, { path: ['end'], message: 'The end must be a date after or equal to start.' });
export type AwayEventInput = z.infer<typeof awayEventInput>;

export const awayEventsParams = z.object({ user: idParam });
export const awayEventParams = z.object({ user: idParam, id: idParam });

/** A user's own list: 10 a page, newest (latest start) first. */
export const awayEventListQuery = listQuery({ sorts: ['start'], defaultSort: 'start', defaultDirection: 'desc', search: true });

/** The calendar of everyone's events (`users`): `allUsers=1&count=100`, optionally only those touching from..to. */
export const allAwayEventsQuery = listQuery({ sorts: ['start'], defaultSort: 'start', defaultDirection: 'asc', defaultCount: 100 }).extend({
  allUsers: z.string().optional(),
  from: isoDateField('from').optional(),
  to: isoDateField('to').optional(),
});

export const awayEventSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  start: z.string(),
  end: z.string(),
  description: z.string(),
  created_at: z.string(),
  user: namedRef,
});
export type AwayEvent = z.infer<typeof awayEventSchema>;
export const awayEventPage = paged(awayEventSchema);

/** Visits assigned to a user that fall inside one of that user's away events (100 a page). */
export const conflictingSchedulesQuery = listQuery({ sorts: ['due_at'], defaultSort: 'due_at', defaultCount: 100 }).extend({
  allUsers: z.string().optional(),
});

export const conflictingSchedule = z.object({
  id: z.number(),
  due_at: z.string(),
  due_date: z.string(),
  client: namedRef,
  address: z.string().nullable(),
  state: z.enum(scheduleStates),
  locked: z.boolean(),
  /** contractor_total is null without `task_price`. */
  tasks: z.array(z.object({ id: z.number(), name: z.string(), contractor_total: z.number().nullable() })),
  users: z.array(namedRef),
});
export type ConflictingSchedule = z.infer<typeof conflictingSchedule>;
export const conflictingSchedulePage = paged(conflictingSchedule);
