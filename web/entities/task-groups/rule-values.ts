import type { TaskGroup } from '../../../shared/api/task-groups';
import type { HolidayChoice } from '../../../shared/holiday-placement';
import type { Rotation } from '../../../shared/recurrence';

/** The rule part of the form as the inputs hold it: selects give text, the day checklist a list of text. */
export type RuleValues = {
  rotation: Rotation;
  frequency: string | null;
  week_of_month: string | null;
  day_of_week: string | null;
  days_of_week: string[];
  start_at: string | null;
  conflict: 'overwrite' | 'merge' | 'coexist';
  public_holidays: HolidayChoice;
};

const text = (value: number | null) => (value === null ? null : String(value));

export function ruleValues(group: TaskGroup | null): RuleValues {
  return {
    rotation: group?.rotation ?? 'non',
    frequency: text(group?.frequency ?? null),
    week_of_month: text(group?.week_of_month ?? null),
    day_of_week: text(group?.day_of_week ?? null),
    days_of_week: (group?.days_of_week ?? []).map(String),
    start_at: group?.start_at ?? null,
    conflict: group?.conflict ?? 'overwrite',
    public_holidays: group?.public_holidays ?? 'visit',
  };
}

/** The rule as the API takes it: selects' text as numbers, blanks as null (the server clears hidden fields). */
export function ruleBody(rule: RuleValues) {
  const number = (value: string | null) => (value === null || value === '' ? null : Number(value));
  return {
    rotation: rule.rotation,
    frequency: number(rule.frequency),
    week_of_month: number(rule.week_of_month),
    day_of_week: number(rule.day_of_week),
    days_of_week: rule.days_of_week.map(Number),
    start_at: rule.start_at,
    conflict: rule.conflict,
    public_holidays: rule.public_holidays,
  };
}
