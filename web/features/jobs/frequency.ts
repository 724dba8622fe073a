import type { UserSchedule } from '../../../shared/api/user-schedules';

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;
const whichWeek: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: 'last' };

/** The visit's task group rule in words: "Every 2 weeks on Tue", "Monthly, 1st Mon". */
export function frequencyText(visit: Pick<UserSchedule, 'rotation' | 'frequency' | 'week_of_month' | 'day_of_week' | 'days_of_week'>): string {
  const day = visit.day_of_week === null ? '' : days[visit.day_of_week];
  const every = visit.frequency ?? 1;
  switch (visit.rotation) {
    case null:
    case 'non':
      return 'Booked by hand';
    case 'daily':
      return visit.days_of_week.length === 7 || !visit.days_of_week.length
        ? 'Every day'
        : `Every ${weekOrder.filter((d) => visit.days_of_week.includes(d)).map((d) => days[d]).join(', ')}`;
    case 'weekly':
      return every === 1 ? `Weekly on ${day}` : `Every ${every} weeks on ${day}`;
    case 'monthly': {
      const which = `${whichWeek[visit.week_of_month ?? 1]} ${day}`;
      return every === 1 ? `Monthly, ${which}` : `Every ${every} months, ${which}`;
    }
  }
}
