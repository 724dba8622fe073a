import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import type { Column } from '../../components/paged-table';
import { DueCell, StateBadges } from '../../entities/visits/visit-cells';

export function jobColumns({ allContractors, linkClients }: { allContractors: boolean; linkClients: boolean }): Column<UserSchedule>[] {
  const columns: Column<UserSchedule>[] = [
    {
      key: 'due_at',
      label: 'Due',
      sort: 'due_at',
      render: (visit) => <DueCell visit={visit} />,
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
