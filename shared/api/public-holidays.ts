/**
 * Public holidays of the business's state or territory (`GET /api/public-holidays?from=&to=`), for the pages
 * that mark them; the rule itself is shared/public-holidays.ts, which only the server imports (docs/decisions/034).
 */
import { z } from 'zod';
import { keysOf } from '../closed-lists';
import { daysBetween } from '../dates';
import { isoDateField } from './fields';

export const stateNames = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
} satisfies Record<string, string>;
export const australianStates = keysOf(stateNames);
export type AustralianState = (typeof australianStates)[number];

/** A page asks for at most a few months; two years is plenty and keeps a typo from expanding decades. */
export const MAX_HOLIDAY_RANGE_DAYS = 731;

export const publicHolidaysQuery = z
  .object({ from: isoDateField('from'), to: isoDateField('to') })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= MAX_HOLIDAY_RANGE_DAYS, {
    message: 'The range may span at most two years.',
    path: ['to'],
  })
  .refine((q) => q.from <= q.to, { message: 'The to date must be on or after the from date.', path: ['to'] });
export type PublicHolidaysQuery = z.infer<typeof publicHolidaysQuery>;

export const publicHolidaySchema = z.object({ date: z.string(), name: z.string() });
export type PublicHolidayItem = z.infer<typeof publicHolidaySchema>;
export const publicHolidayList = z.object({ state: z.enum(australianStates), data: z.array(publicHolidaySchema) });
export type PublicHolidayList = z.infer<typeof publicHolidayList>;
