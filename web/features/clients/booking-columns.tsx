import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ClientSchedule } from '../../../shared/api/client-schedules';
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
              {dayjs(booking.due_at).format('h:mm a')}
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
      render: (booking) => (
        <Badge color={stateColors[booking.state.state]} variant="light">
          {booking.state.state}
        </Badge>
      ),
    },
  ];
  if (withPrices) {
    columns.push({
      key: 'contractor_total',
      label: 'Contractors get',
      align: 'right',
      render: (booking) => (booking.contractor_total === null ? '—' : formatMoney(booking.contractor_total)),
    });
  }
  return columns;
}
