/**
 * The business's public holidays, as `GET /api/public-holidays` answers them: the web never imports the rules
 * (date-holidays is big; docs/decisions/034). One request per calendar year, cached for the session, so a list of
 * visits asks once however many rows it shows.
 */
import { Badge, type BadgeProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicHolidayList } from '../../../shared/api/public-holidays';
import { api } from '../../lib/api';

export const publicHolidayKeys = {
  all: ['public-holidays'] as const,
  year: (year: number) => ['public-holidays', year] as const,
};

/** The holidays of `year` by date (empty while loading, or if the call fails: a missing badge harms nobody). */
export function usePublicHolidays(year: number): ReadonlyMap<string, string> {
  const { data } = useQuery({
    queryKey: publicHolidayKeys.year(year),
    queryFn: async () => {
      const list = await api<PublicHolidayList>('/api/public-holidays', {
        query: { from: `${year}-01-01`, to: `${year}-12-31` },
        quiet: true,
      });
      return new Map(list.data.map((holiday) => [holiday.date, holiday.name]));
    },
    // The rules change once a year; the state only when Settings saves it (which invalidates these keys).
    staleTime: 60 * 60 * 1000,
    enabled: Number.isInteger(year),
  });
  return data ?? new Map();
}

/** The holiday's name on `date` (`YYYY-MM-DD`), if it is one. */
export function useHolidayName(date: string): string | undefined {
  return usePublicHolidays(Number(date.slice(0, 4))).get(date);
}

/** A small badge naming the public holiday a date falls on; nothing on other days. */
export function HolidayBadge({ date, ...props }: BadgeProps & { date: string }) {
  const name = useHolidayName(date);
  if (!name) return null;
  return (
    <Badge
      color="teal"
      variant="light"
      size="sm"
      title={`Public holiday: ${name}`}
      style={{ flexShrink: 0, overflow: 'visible', textTransform: 'none' }}
      {...props}
    >
      {name}
    </Badge>
  );
}
