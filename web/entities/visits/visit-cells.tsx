import { Badge, type BadgeProps, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { DEFAULT_TIME_ZONE } from '../../../shared/dates';
import type { ScheduleStateName } from '../../../shared/schedule-state';
import { HolidayBadge } from '../public-holidays/public-holidays';

/** Mantine colours for the visit states; the server's class names are palette words (docs/domain.md "Order of precedence"). */
export const stateColors: Record<ScheduleStateName, string> = {
  pending: 'blue',
  open: 'orange',
  skipped: 'red',
  complete: 'green',
  invoiced: 'grape',
};

/**
 * A visit's time of day as the business reads it: in its time zone (the default one; the web app is not told
 * of another), not the browser's, so a visit at 8 am in Sydney never shows as 9 pm on a laptop set to UTC.
 */
const businessTime = (timeCycle: 'h12' | 'h23') =>
  new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: timeCycle });
const clockTime = businessTime('h12');
const inputTime = businessTime('h23');
/** `h:mm am` for lists. */
export const timeOfDay = (dueAt: string) => clockTime.format(new Date(dueAt)).replace(/^0/, '').replace(/\s/g, ' ');
/** `HH:MM` for a time input. */
export const timeValue = (dueAt: string) => inputTime.format(new Date(dueAt));

/** The due date and time of a visit, the public holiday it falls on, and a lock when schedule changes leave it alone. */
export function DueCell({ visit }: { visit: { due_date: string; due_at: string; locked: boolean } }) {
  return (
    <Group gap={6} wrap="nowrap" justify="inherit">
      <Stack gap={0}>
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {dayjs(visit.due_date).format('ddd D MMM YYYY')}
        </Text>
        <Text size="xs" c="dimmed">
          {timeOfDay(visit.due_at)}
        </Text>
        <HolidayBadge date={visit.due_date} mt={2} />
      </Stack>
      {visit.locked && (
        <Tooltip label="Locked: schedule changes leave it as it is">
          <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label="Locked" />
        </Tooltip>
      )}
    </Group>
  );
}

/** A visit's state in its colour. */
export function StateBadge({ state, ...props }: BadgeProps & { state: ScheduleStateName }) {
  return (
    <Badge color={stateColors[state]} variant="light" {...props}>
      {state}
    </Badge>
  );
}

/** A badge keeps its whole word in a narrow column: the row wraps to the next line rather than cut it to "SUSP…". */
const whole = { flexShrink: 0, overflow: 'visible' } as const;

/** The state badge with the client's labels beside it (inactive, suspended). */
export function StateBadges({
  visit,
}: {
  visit: { state: { state: ScheduleStateName }; client_active: boolean; client_suspended: boolean };
}) {
  return (
    <Group gap={4} wrap="wrap" justify="inherit">
      <StateBadge state={visit.state.state} style={whole} />
      {!visit.client_active && (
        <Badge color="gray" variant="outline" style={whole}>
          inactive
        </Badge>
      )}
      {visit.client_suspended && (
        <Badge color="red" variant="outline" style={whole}>
          suspended
        </Badge>
      )}
    </Group>
  );
}
