import { z } from 'zod';
import { scheduleStates } from '../schedule-state';
import { isoDateField } from './fields';
import { idParam, listQuery, paged } from './paging';
import { namedRef } from './refs';

/**
 * Monthly progress (docs/domain.md "Progress and earnings"): tasks {complete, total, visits} and earnings
 * {so_far, potential} in cents, each with a month total and the five day-block weeks of docs/domain.md "Month
 * weeks" (1–7, 8–14, 15–21, 22–28, 29–end).
 */
export const weekKeys = ['week_1', 'week_2', 'week_3', 'week_4', 'week_5'] as const;
export type WeekKey = (typeof weekKeys)[number];

/** A figure for the month (`total`) and for each of its weeks, keyed as `weekKeys`. */
export const weekly = z.object({
  total: z.number(),
  ...(Object.fromEntries(weekKeys.map((key) => [key, z.number()])) as Record<WeekKey, z.ZodNumber>),
});
export type Weekly = z.infer<typeof weekly>;

export const monthlyProgressSchema = z.object({
  /** The first day of the month, YYYY-MM-01. */
  month: z.string(),
  tasks: z.object({
    /** Task lines ticked complete, or on a visit that is complete or invoiced. */
    complete: weekly,
    /** Task lines on the month's visits that are not skipped. */
    total: weekly,
    /** Visits (not skipped) in the month. */
    visits: weekly,
  }),
  earnings: z.object({
    /** Cents earned: complete (or invoiced) visits with a photo or ignore_missing_photos. */
    so_far: weekly,
    /** Cents the month could pay if every visit not skipped is done. */
    potential: weekly,
  }),
});
export type MonthlyProgress = z.infer<typeof monthlyProgressSchema>;

/**
 * Progress as a reader gets it: another person's pay only with task_price, otherwise `earnings` is null. One's
 * own pay is always shown (docs/domain.md "Who sees progress").
 */
export const monthlyProgressView = monthlyProgressSchema.extend({ earnings: monthlyProgressSchema.shape.earnings.nullable() });
export type MonthlyProgressView = z.infer<typeof monthlyProgressView>;

/** `month` must be the first of a month: YYYY-MM-01. */
export const monthField = isoDateField('month').refine(
  (v) => v.endsWith('-01'),
  'The month must be the first day of a month (YYYY-MM-01).',
);

export const monthlyProgressQuery = z.object({ month: monthField });
export const userProgressParams = z.object({ user: idParam });

export const contractorProgressQuery = listQuery({ sorts: ['name'], defaultSort: 'name', defaultCount: 50 }).extend({ month: monthField });

export const contractorProgressRow = monthlyProgressSchema.extend({ user: namedRef });
export type ContractorProgressRow = z.infer<typeof contractorProgressRow>;
export const contractorProgressRowView = monthlyProgressView.extend({ user: contractorProgressRow.shape.user });
export type ContractorProgressRowView = z.infer<typeof contractorProgressRowView>;
export const contractorProgressPage = paged(contractorProgressRowView);

/** Dashboard lists: past visits not complete, and today's visits ordered by address city. */
export const dashboardVisitQuery = listQuery({ sorts: ['due_at'], defaultSort: 'due_at', defaultDirection: 'desc' });

export const dashboardVisit = z.object({
  id: z.number(),
  due_at: z.string(),
  due_date: z.string(),
  state: z.enum(scheduleStates),
  locked: z.boolean(),
  client: z.object({ id: z.number(), name: z.string(), active: z.boolean(), suspended: z.boolean() }),
  task_group: namedRef.nullable(),
  /** One readable line: address1, address2, city. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  users: z.array(namedRef),
});
export type DashboardVisit = z.infer<typeof dashboardVisit>;
export const dashboardVisitPage = paged(dashboardVisit);
