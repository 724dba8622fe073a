/**
 * The recurrence part of a task group form (docs/domain.md "Rotations"). The form shows fields by
 * rotation — weekly: frequency + day of week; monthly: frequency + week of month + day of week; daily: a day
 * checklist; non: none of them and no start date — and this schema requires exactly the shown ones. Hidden
 * fields are cleared rather than refused: a form keeps what was typed before the rotation changed, and
 * storing it would leave a weekly group with a stray `week_of_month` that reads like part of its rule.
 */
import { z } from 'zod';
import type { DayOfWeek } from '../dates';
import { type RecurrenceRule, type WeekOfMonth, monthlyFrequencies, rotations, weeklyFrequencies, weeksOfMonth } from '../recurrence';
import { isoDateField } from './fields';

const daysOfWeek: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * A choice from a select: a number, or its text as an HTML select gives it. Blank counts as missing so the
 * message says "required" rather than "invalid"; the membership check is left to the rotation rules below,
 * because which list applies depends on the rotation.
 */
const choice = (invalid: string) =>
  z
    .union([z.number(), z.string().trim()], { error: invalid })
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = Number(v);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return n;
    });

export const taskGroupRuleShape = {
  rotation: z.enum(rotations, { error: 'The selected rotation is invalid.' }).default('non'),
  frequency: choice('The selected frequency is invalid.'),
  week_of_month: choice('The selected week of month is invalid.'),
  day_of_week: choice('The selected day of week is invalid.'),
  days_of_week: z.array(choice('The selected days of week are invalid.'), { error: 'The days of week must be a list.' }).nullish(),
  start_at: z.string().nullish(),
};

type RuleInput = z.output<z.ZodObject<typeof taskGroupRuleShape>>;

const issue = (ctx: z.RefinementCtx, path: keyof RuleInput, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

function requireChoice(ctx: z.RefinementCtx, value: number | null, field: keyof RuleInput, label: string, allowed: readonly number[]) {
  if (value === null) issue(ctx, field, `The ${label} field is required.`);
  else if (!allowed.includes(value)) issue(ctx, field, `The selected ${label} is invalid.`);
}

/** The show/hide rules of the form, as field errors under the input each one belongs to. */
function checkRule(v: RuleInput, ctx: z.RefinementCtx) {
  if (v.rotation === 'weekly') requireChoice(ctx, v.frequency, 'frequency', 'frequency', weeklyFrequencies);
  if (v.rotation === 'monthly') {
    requireChoice(ctx, v.frequency, 'frequency', 'frequency', monthlyFrequencies);
    requireChoice(ctx, v.week_of_month, 'week_of_month', 'week of month', weeksOfMonth);
  }
  if (v.rotation === 'weekly' || v.rotation === 'monthly') {
    requireChoice(ctx, v.day_of_week, 'day_of_week', 'day of week', daysOfWeek);
  }
  if (v.rotation === 'daily') {
    const days = v.days_of_week ?? [];
    if (days.length === 0 || days.some((d) => d === null)) {
      issue(ctx, 'days_of_week', 'The days of week field is required.');
    } else if (days.some((d) => d === null || !daysOfWeek.includes(d))) {
      issue(ctx, 'days_of_week', 'The selected days of week are invalid.');
    } else if (new Set(days).size !== days.length) {
      issue(ctx, 'days_of_week', 'The days of week field has a duplicate value.');
    }
  }
  if (v.rotation !== 'non') {
    const parsed = startDate.safeParse(v.start_at);
    if (!parsed.success) issue(ctx, 'start_at', parsed.error.issues[0].message);
  }
}

const startDate = isoDateField('start date');

/** Keeps the fields the rotation shows and clears the rest; only called once `checkRule` found no issue. */
function toRule(v: RuleInput): RecurrenceRule {
  const weeklyOrMonthly = v.rotation === 'weekly' || v.rotation === 'monthly';
  return {
    rotation: v.rotation,
    frequency: weeklyOrMonthly ? v.frequency : null,
    week_of_month: v.rotation === 'monthly' ? (v.week_of_month as WeekOfMonth) : null,
    day_of_week: weeklyOrMonthly ? (v.day_of_week as DayOfWeek) : null,
    // Sorted, so two groups with the same days compare equal and the form lists them Sunday first.
    days_of_week: v.rotation === 'daily' ? (v.days_of_week as number[]).toSorted((a, b) => a - b) : [],
    start_at: v.rotation === 'non' ? null : (v.start_at ?? null),
  };
}

/** The rule alone: rotation, frequency, week_of_month, day_of_week, days_of_week, start_at. */
export const taskGroupRuleSchema = z.object(taskGroupRuleShape).superRefine(checkRule).transform(toRule);
export type TaskGroupRuleInput = z.input<typeof taskGroupRuleSchema>;

/**
 * A task group schema: its other fields (`shape`) plus the rule, each side reporting its own field errors.
 * An intersection rather than `.extend`, because zod cannot extend a refined object and the rule's
 * cross-field checks are its refinement. The output is the other fields and a `RecurrenceRule`.
 */
export function withTaskGroupRule<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape).and(taskGroupRuleSchema);
}
