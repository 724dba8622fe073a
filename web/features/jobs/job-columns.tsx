import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { DEFAULT_TIME_ZONE } from '../../../shared/dates';
import type { ScheduleStateName } from '../../../shared/schedule-state';
import type { Column } from '../../components/paged-table';

export const stateColors: Record<ScheduleStateName, string> = {
  pending: 'blue',
  open: 'orange',
  skipped: 'red',
  complete: 'green',
  invoiced: 'grape',
};

const clock = new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h12' });
const inputClock = new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** `h:mm am` in the business time zone, not the browser's. */
export const timeOfDay = (dueAt: string) => clock.format(new Date(dueAt)).replace(/^0/, '').replace(/\s/g, ' ');
/** `HH:MM` for a time input. */
export const timeValue = (dueAt: string) => inputClock.format(new Date(dueAt));

export function StateBadges({ visit }: { visit: Pick<UserSchedule, 'state' | 'client_active' | 'client_suspended'> }) {
  return (
    <Group gap={4} wrap="wrap" justify="inherit">
      <Badge color={stateColors[visit.state.state]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
        {visit.state.state}
      </Badge>
      {!visit.client_active && (
        <Badge color="gray" variant="outline">
          inactive
        </Badge>
      )}
      {visit.client_suspended && (
        <Badge color="red" variant="outline">
          suspended
        </Badge>
      )}
    </Group>
  );
}

export function jobColumns({ allContractors, linkClients }: { allContractors: boolean; linkClients: boolean }): Column<UserSchedule>[] {
  const columns: Column<UserSchedule>[] = [
    {
      key: 'due_at',
      label: 'Due',
      sort: 'due_at',
      render: (visit) => (
        <Group gap={6} wrap="nowrap" justify="inherit">
          <Stack gap={0}>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {dayjs(visit.due_date).format('ddd D MMM YYYY')}
            </Text>
            <Text size="xs" c="dimmed">
              {timeOfDay(visit.due_at)}
            </Text>
          </Stack>
          {visit.locked && (
            <Tooltip label="Locked: schedule changes leave it as it is">
              <IconLock size={14} color="var(--mantine-color-dimmed)" aria-label="Locked" />
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
  if (allContractors) {
    columns.push({
      key: 'users',
      label: 'Contractor',
      render: (visit) =>
        visit.users.length ? (
          <Text size="sm">{visit.users.map((user) => user.name).join(', ')}</Text>
        ) : (
          <Text size="sm" c="orange.8">
            Nobody yet
          </Text>
        ),
    });
  }
  columns.push(
    {
      key: 'client',
      label: 'Client',
      render: (visit) =>
        linkClients ? (
          <Anchor component={Link} to={`/client/${visit.client_id}`} size="sm" onClick={(event) => event.stopPropagation()}>
            {visit.client_name}
          </Anchor>
        ) : (
          <Text size="sm">{visit.client_name}</Text>
        ),
    },
    {
      key: 'task_group',
      label: 'Task group',
      render: (visit) => (
        <Stack gap={0}>
          <Text size="sm">{visit.task_group_name ?? 'Added by hand'}</Text>
          <Text size="xs" c="dimmed">
            {visit.tasks.length === 1 ? '1 task' : `${visit.tasks.length} tasks`}
          </Text>
        </Stack>
      ),
    },
    { key: 'state', label: 'State', width: 120, render: (visit) => <StateBadges visit={visit} /> },
  );
  return columns;
}
