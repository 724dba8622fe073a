import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ClientSchedule } from '../../../shared/api/client-schedules';
import { DEFAULT_TIME_ZONE } from '../../../shared/dates';
import type { ScheduleStateName } from '../../../shared/schedule-state';
import type { Column } from '../../components/paged-table';
import { formatMoney } from '../../lib/format';

/** Mantine colours for the states (the server's class names are the spec's palette words). */
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

export function bookingColumns(withPrices: boolean): Column<ClientSchedule>[] {
  const columns: Column<ClientSchedule>[] = [
    {
      key: 'due_at',
      label: 'Due',
      sort: 'due_at',
      render: (booking) => (
        <Group gap={6} wrap="nowrap" justify="inherit">
          <Stack gap={0}>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {dayjs(booking.due_date).format('ddd D MMM YYYY')}
            </Text>
            <Text size="xs" c="dimmed">
              {timeOfDay(booking.due_at)}
            </Text>
          </Stack>
          {booking.locked && (
            <Tooltip label="Locked: schedule changes leave it as it is">
              <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label="Locked" />
            </Tooltip>
          )}
        </Group>
      ),
    },
    {
      key: 'task_group',
      label: 'Task group',
      render: (booking) => (
        <Stack gap={0}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {booking.task_group?.name ?? 'Added by hand'}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} title={booking.tasks.map((task) => task.name).join(', ')}>
            {booking.tasks.length === 1 ? '1 task' : `${booking.tasks.length} tasks`}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'users',
      label: 'Contractors',
      render: (booking) =>
        booking.users.length ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {booking.users.map((user) => user.name).join(', ')}
          </Text>
        ) : (
          <Text size="sm" c="orange.8">
            Nobody yet
          </Text>
        ),
    },
    {
      key: 'state',
      label: 'State',
      width: 110,
      render: (booking) => (
        <Group gap={4} wrap="wrap">
          <Badge color={stateColors[booking.state.state]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
            {booking.state.state}
          </Badge>
          {!booking.client_active && (
            <Badge color="gray" variant="outline">
              inactive
            </Badge>
          )}
          {booking.client_suspended && (
            <Badge color="red" variant="outline">
              suspended
            </Badge>
          )}
        </Group>
      ),
    },
  ];
  if (withPrices) {
    columns.push({
      key: 'contractor_total',
      label: 'Pay',
      align: 'right',
      render: (booking) => (booking.contractor_total === null ? '—' : formatMoney(booking.contractor_total)),
    });
  }
  return columns;
}
