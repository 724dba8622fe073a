import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ClientSchedule } from '../../../shared/api/client-schedules';
import { hasReport } from '../../../shared/schedule-state';
import { formatAud } from '../../../shared/money';
import type { Column } from '../../components/paged-table';
import { DueCell, StateBadges } from '../../entities/visits/visit-cells';

/** `reports`: the viewer may open any visit (`users` or `manage_schedules`), so a done booking links its report. */
export function bookingColumns(withPrices: boolean, reports = false): Column<ClientSchedule>[] {
  const columns: Column<ClientSchedule>[] = [
    {
      key: 'due_at',
      label: 'Due',
      sort: 'due_at',
      render: (booking) => <DueCell visit={booking} />,
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
      render: (booking) =>
        reports && hasReport(booking.state.state) ? (
          <Stack gap={2} align="inherit">
            <StateBadges visit={booking} />
            <Anchor component={Link} to={`/my-jobs/${booking.id}/report`} size="xs">
              View report
            </Anchor>
          </Stack>
        ) : (
          <StateBadges visit={booking} />
        ),
    },
  ];
  if (withPrices) {
    columns.push({
      key: 'contractor_total',
      label: 'Pay',
      align: 'right',
      render: (booking) => (booking.contractor_total === null ? '—' : formatAud(booking.contractor_total)),
    });
  }
  return columns;
}
