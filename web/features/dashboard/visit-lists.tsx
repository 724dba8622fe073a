import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Paged } from '../../../shared/api/paging';
import type { DashboardVisit } from '../../../shared/api/progress';
import { type Column, PagedTable } from '../../components/paged-table';
import { SectionCard } from '../../components/section-card';
import { StateBadge, timeOfDay } from '../../entities/visits/visit-cells';
import { dashboardKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import { businessDay } from '../../lib/business-day';

type Kind = 'incomplete' | 'today';

function useVisits(userId: number, kind: Kind, page: number, count: number) {
  return useQuery({
    queryKey: dashboardKeys.visits(kind, userId, page, count),
    queryFn: () => api<Paged<DashboardVisit>>(`/api/users/${userId}/schedules/${kind}`, { query: { page, count } }),
    placeholderData: keepPreviousData,
  });
}

function columns(kind: Kind, showUsers: boolean): Column<DashboardVisit>[] {
  const list: Column<DashboardVisit>[] = [
    {
      key: 'due',
      label: kind === 'today' ? 'Time' : 'Due',
      render: (visit) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {kind === 'today' ? timeOfDay(visit.due_at) : dayjs(visit.due_date).format('ddd D MMM')}
        </Text>
      ),
    },
    {
      key: 'client',
      label: 'Client',
      render: (visit) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/my-jobs/${visit.id}`} size="sm" onClick={(event) => event.stopPropagation()}>
            {visit.client.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {visit.task_group?.name ?? 'Added by hand'}
          </Text>
        </Stack>
      ),
    },
    { key: 'address', label: 'Address', render: (visit) => <Text size="sm">{visit.address ?? '—'}</Text> },
  ];
  if (showUsers)
    list.push({
      key: 'users',
      label: 'Contractors',
      render: (visit) => <Text size="sm">{visit.users.map((user) => user.name).join(', ') || 'Nobody yet'}</Text>,
    });
  list.push({
    key: 'state',
    label: 'State',
    // Room for the widest badge, so a long address never squeezes "open" to "op…".
    width: 120,
    render: (visit) => (
      <Group gap={4} justify="inherit">
        <StateBadge state={visit.state} />
        {visit.client.suspended && (
          <Badge variant="outline" color="red">
            suspended
          </Badge>
        )}
      </Group>
    ),
  });
  return list;
}

/**
 * The dashboard's lists (docs/domain.md "Dashboard lists"): past visits not complete, and today's visits ordered
 * by address city.
 */
export function VisitList({ userId, kind }: { userId: number; kind: Kind }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(10);
  const { data, isFetching, error } = useVisits(userId, kind, page, count);
  return (
    <SectionCard
      title={kind === 'today' ? "Today's tasks" : 'Incomplete tasks'}
      description={`${kind === 'today' ? businessDay().format('dddd D MMMM') : 'Past visits not complete'}${userId === 0 ? ' · all contractors' : ''}`}
    >
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns(kind, userId === 0)}
        rowKey={(visit) => visit.id}
        loading={isFetching}
        error={error ? error.message : null}
        empty={kind === 'today' ? 'Nothing due today.' : 'Nothing left undone.'}
        onPage={setPage}
        onCount={(next) => {
          setCount(next);
          setPage(1);
        }}
        onRowClick={(visit) => void navigate(`/my-jobs/${visit.id}`)}
      />
    </SectionCard>
  );
}
