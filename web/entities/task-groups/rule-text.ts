import type { TaskGroup } from '../../../shared/api/task-groups';
import { formatDate } from '../../lib/format';

export const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The week as an Australian calendar shows it, Monday first; the values stay 0 = Sunday … 6 = Saturday. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;
export const weekOfMonthLabels: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: 'Last' };

const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

type Rule = Pick<TaskGroup, 'rotation' | 'frequency' | 'week_of_month' | 'day_of_week' | 'days_of_week' | 'start_at'>;

/** A task group's rule in words: "Every 2 weeks on Tuesday, from 3 Mar 2025". */
export function describeRule(rule: Rule): string {
  const day = rule.day_of_week === null ? '' : dayNames[rule.day_of_week];
  let text: string;
  switch (rule.rotation) {
    case 'non':
      return 'Booked by hand';
    case 'daily':
      text =
        rule.days_of_week.length === 7
          ? 'Every day'
          : `Every ${listed(weekOrder.filter((d) => rule.days_of_week.includes(d)).map((d) => dayNames[d].slice(0, 3)))}`;
      break;
    case 'weekly':
      text = rule.frequency === 1 ? `Every ${day}` : `Every ${rule.frequency} weeks on ${day}`;
      break;
    case 'monthly': {
      const which = `${weekOfMonthLabels[rule.week_of_month ?? 1]} ${day}`;
      text = rule.frequency === 1 ? `${which} of every month` : `${which} every ${rule.frequency} months`;
      break;
    }
  }
  return rule.start_at ? `${text}, from ${formatDate(rule.start_at)}` : text;
}

type VisitRule = Omit<Rule, 'rotation' | 'start_at'> & { rotation: Rule['rotation'] | null };

/** The short form for a visit's facts: "Weekly on Tue", "Every 2 weeks on Tue", "Monthly, 1st Mon". */
export function frequencyText(rule: VisitRule): string {
  const day = rule.day_of_week === null ? '' : dayNames[rule.day_of_week].slice(0, 3);
  const every = rule.frequency ?? 1;
  switch (rule.rotation) {
    case null:
    case 'non':
      return 'Booked by hand';
    case 'daily':
      return rule.days_of_week.length === 7 || !rule.days_of_week.length
        ? 'Every day'
        : `Every ${weekOrder
            .filter((d) => rule.days_of_week.includes(d))
            .map((d) => dayNames[d].slice(0, 3))
            .join(', ')}`;
    case 'weekly':
      return every === 1 ? `Weekly on ${day}` : `Every ${every} weeks on ${day}`;
    case 'monthly': {
      const which = `${weekOfMonthLabels[rule.week_of_month ?? 1].toLowerCase()} ${day}`;
      return every === 1 ? `Monthly, ${which}` : `Every ${every} months, ${which}`;
    }
  }
}
