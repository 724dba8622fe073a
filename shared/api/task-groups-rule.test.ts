import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { monthlyFrequencies, occurrences, weeklyFrequencies } from '../recurrence';
import { taskGroupRuleSchema, withTaskGroupRule } from './task-groups-rule';

/** The first message per field, as the form shows them. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = taskGroupRuleSchema.safeParse(input);
  if (result.success) return {};
  const errors = z.flattenError(result.error).fieldErrors as Record<string, string[]>;
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}

const start_at = '2025-01-01';
/** A task group without a rule: rotation non, with nothing else. */
const noRule = { rotation: 'non', frequency: null, week_of_month: null, day_of_week: null, days_of_week: [], start_at: null };

describe('taskGroupRuleSchema', () => {
  it('defaults to rotation non, with nothing else', () => {
    expect(taskGroupRuleSchema.parse({})).toEqual(noRule);
  });

  it('non clears whatever the hidden fields held, start date included', () => {
    const typed = { rotation: 'non', frequency: 2, week_of_month: 1, day_of_week: 3, days_of_week: [1], start_at };
    expect(taskGroupRuleSchema.parse(typed)).toEqual(noRule);
  });

  it.each(weeklyFrequencies)('weekly accepts every %i weeks', (frequency) => {
    expect(taskGroupRuleSchema.parse({ rotation: 'weekly', frequency, day_of_week: 1, start_at })).toMatchObject({
      frequency,
      day_of_week: 1,
    });
  });

  it.each(monthlyFrequencies)('monthly accepts every %i months', (frequency) => {
    expect(taskGroupRuleSchema.parse({ rotation: 'monthly', frequency, week_of_month: 4, day_of_week: 5, start_at })).toMatchObject({
      frequency,
      week_of_month: 4,
      day_of_week: 5,
    });
  });

  it('weekly keeps frequency and day of week and clears the rest', () => {
    const typed = { rotation: 'weekly', frequency: 2, day_of_week: 3, week_of_month: 2, days_of_week: [1], start_at };
    expect(taskGroupRuleSchema.parse(typed)).toEqual({
      rotation: 'weekly',
      frequency: 2,
      week_of_month: null,
      day_of_week: 3,
      days_of_week: [],
      start_at,
    });
  });

  it('daily keeps the days, sorted, and clears the rest', () => {
    const typed = { rotation: 'daily', days_of_week: [5, 1, 3], frequency: 4, day_of_week: 2, start_at };
    expect(taskGroupRuleSchema.parse(typed)).toEqual({
      rotation: 'daily',
      frequency: null,
      week_of_month: null,
      day_of_week: null,
      days_of_week: [1, 3, 5],
      start_at,
    });
  });

  it('reads choices sent as text by a select', () => {
    const monthly = { rotation: 'monthly', frequency: '3', week_of_month: '2', day_of_week: '0', start_at };
    expect(taskGroupRuleSchema.parse(monthly)).toMatchObject({ frequency: 3, week_of_month: 2, day_of_week: 0 });
    const daily = taskGroupRuleSchema.parse({ rotation: 'daily', days_of_week: ['0', '6'], start_at });
    expect(daily.days_of_week).toEqual([0, 6]);
  });

  it.each([
    [{ rotation: 'fortnightly' }, { rotation: 'The selected rotation is invalid.' }],
    [
      { rotation: 'weekly' },
      {
        frequency: 'The frequency field is required.',
        day_of_week: 'The day of week field is required.',
        start_at: 'The start date field is required.',
      },
    ],
    [{ rotation: 'weekly', frequency: 3, day_of_week: 1, start_at }, { frequency: 'The selected frequency is invalid.' }],
    [{ rotation: 'weekly', frequency: 2, day_of_week: 7, start_at }, { day_of_week: 'The selected day of week is invalid.' }],
    [{ rotation: 'weekly', frequency: '', day_of_week: 1, start_at }, { frequency: 'The frequency field is required.' }],
    [{ rotation: 'weekly', frequency: 'two', day_of_week: 1, start_at }, { frequency: 'The selected frequency is invalid.' }],
    [{ rotation: 'weekly', frequency: 1.5, day_of_week: 1, start_at }, { frequency: 'The selected frequency is invalid.' }],
    [
      { rotation: 'weekly', frequency: 2, day_of_week: 1, start_at: '2025-02-30' },
      { start_at: 'The start date must be a date in the form YYYY-MM-DD.' },
    ],
    [
      { rotation: 'monthly', frequency: 24, week_of_month: 5, day_of_week: 1, start_at },
      { frequency: 'The selected frequency is invalid.', week_of_month: 'The selected week of month is invalid.' },
    ],
    [{ rotation: 'monthly', frequency: 1, day_of_week: 1, start_at }, { week_of_month: 'The week of month field is required.' }],
    [
      { rotation: 'monthly', frequency: 1, week_of_month: 0, day_of_week: 1, start_at },
      { week_of_month: 'The selected week of month is invalid.' },
    ],
    [{ rotation: 'daily', start_at }, { days_of_week: 'The days of week field is required.' }],
    [{ rotation: 'daily', days_of_week: [], start_at }, { days_of_week: 'The days of week field is required.' }],
    [{ rotation: 'daily', days_of_week: [1, 7], start_at }, { days_of_week: 'The selected days of week are invalid.' }],
    [{ rotation: 'daily', days_of_week: [-1], start_at }, { days_of_week: 'The selected days of week are invalid.' }],
    [{ rotation: 'daily', days_of_week: [2, 2], start_at }, { days_of_week: 'The days of week field has a duplicate value.' }],
    [{ rotation: 'daily', days_of_week: 3, start_at }, { days_of_week: 'The days of week must be a list.' }],
    [{ rotation: 'daily', days_of_week: [1] }, { start_at: 'The start date field is required.' }],
  ])('%j → %j', (input, errors) => {
    expect(fieldErrors(input)).toEqual(errors);
  });

  it('gives occurrences only rules it can expand', () => {
    const input = fc.record({
      rotation: fc.constantFrom('non', 'daily', 'weekly', 'monthly'),
      frequency: fc.option(fc.oneof(fc.integer({ min: -1, max: 25 }), fc.constantFrom('2', '', 'x'))),
      week_of_month: fc.option(fc.integer({ min: 0, max: 5 })),
      day_of_week: fc.option(fc.integer({ min: -1, max: 7 })),
      days_of_week: fc.option(fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 8 })),
      start_at: fc.option(fc.constantFrom('2025-01-01', '2024-02-29', '2025-02-29', 'soon')),
    });
    fc.assert(
      fc.property(input, (value) => {
        const result = taskGroupRuleSchema.safeParse(value);
        if (!result.success) return;
        expect(() => occurrences(result.data, { from: '2025-01-01', to: '2025-12-31' })).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('withTaskGroupRule', () => {
  const taskGroupInput = withTaskGroupRule({ name: z.string({ error: 'The name field is required.' }) });

  it('reports the other fields and the rule fields together', () => {
    const result = taskGroupInput.safeParse({ rotation: 'daily', days_of_week: [], start_at });
    expect(result.success).toBe(false);
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      name: ['The name field is required.'],
      days_of_week: ['The days of week field is required.'],
    });
  });

  it('passes the other fields through beside the normalised rule', () => {
    const input = { name: 'Office', rotation: 'weekly', frequency: '4', day_of_week: 2, start_at };
    expect(taskGroupInput.parse(input)).toEqual({
      name: 'Office',
      rotation: 'weekly',
      frequency: 4,
      week_of_month: null,
      day_of_week: 2,
      days_of_week: [],
      start_at,
    });
  });
});
