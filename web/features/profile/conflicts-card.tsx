import { Anchor, Badge, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconLock, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ConflictingSchedule } from '../../../shared/api/away-events';
import type { Paged } from '../../../shared/api/paging';
import { formatAud } from '../../../shared/money';
import { managesVisits } from '../../../shared/policies';
import { FormAlert } from '../../components/form-alert';
import { type Column, PagedTable } from '../../components/paged-table';
import { SectionCard } from '../../components/section-card';
import { invalidateAfterVisitChange } from '../../entities/invalidation-groups';
import { contractorOptions, useContractors } from '../../entities/people/contractors';
import { conflictKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import { useFormSave } from '../../lib/forms';
import { formatDate } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { useCan, useCurrentUser } from '../../lib/session';
import { FormActions } from '../../components/form-actions';

/** The contractors to choose from: everyone (with `users`), else only those already on the visit. */
function SwapForm({ visit, canListUsers, onDone }: { visit: ConflictingSchedule; canListUsers: boolean; onDone: () => void }) {
  const form = useForm({ initialValues: { chosen: visit.users.map((user) => String(user.id)) } });
  const { chosen } = form.getValues();
  const { busy, message, submit } = useFormSave(form, { fallback: 'The contractors could not be changed.' });
  const { data: contractors } = useContractors(canListUsers);
  const save = submit(async (values) => {
    await api(`/api/user-schedules/${visit.id}`, { method: 'PUT', body: { users: values.chosen.map(Number), locked: true }, quiet: true });
    await invalidateAfterVisitChange(queryClient);
    onDone();
  });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {visit.client.name}, {formatDate(visit.due_date)}. Saving locks the visit so the schedule keeps these contractors.
      </Text>
      <FormAlert message={message} />
      <MultiSelect
        label="Contractors"
        data={contractorOptions(visit.users, contractors ?? [])}
        {...form.getInputProps('chosen')}
        searchable
        required
        comboboxProps={{ withinPortal: true }}
      />
      <FormActions label="Swap contractors" busy={busy} onCancel={onDone} onSubmit={() => save()} disabled={chosen.length === 0} gap="md" />
    </Stack>
  );
}

function openSwap(visit: ConflictingSchedule, canListUsers: boolean) {
  const id = `swap-${visit.id}`;
  modals.open({
    modalId: id,
    title: 'Swap contractor',
    children: <SwapForm visit={visit} canListUsers={canListUsers} onDone={() => modals.close(id)} />,
  });
}

const stateColor: Record<ConflictingSchedule['state'], string> = {
  pending: 'gray',
  open: 'blue',
  skipped: 'yellow',
  complete: 'teal',
  invoiced: 'violet',
};

function taskLine(task: ConflictingSchedule['tasks'][number]) {
  return task.contractor_total === null ? task.name : `${task.name} (${formatAud(task.contractor_total)})`;
}

const columns: Column<ConflictingSchedule>[] = [
  {
    key: 'due',
    label: 'Due',
    width: 110,
    render: (visit) => (
      <Anchor component={Link} to={`/my-jobs/${visit.id}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(visit.due_date)}
      </Anchor>
    ),
  },
  {
    key: 'client',
    label: 'Client',
    render: (visit) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {visit.client.name}
        </Text>
        {visit.address && (
          <Text size="xs" c="dimmed">
            {visit.address}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'state',
    label: 'State',
    width: 120,
    render: (visit) => (
      <Group gap={4} wrap="nowrap" justify="inherit">
        <Badge variant="light" color={stateColor[visit.state]} style={{ flexShrink: 0 }}>
          {visit.state}
        </Badge>
        {visit.locked && <IconLock size={14} aria-label="Locked" />}
      </Group>
    ),
  },
  {
    key: 'tasks',
    label: 'Tasks',
    render: (visit) => (
      <Text size="xs" c="dimmed">
        {visit.tasks.length ? visit.tasks.map(taskLine).join(', ') : '–'}
      </Text>
    ),
  },
  { key: 'users', label: 'Contractors', render: (visit) => visit.users.map((user) => user.name).join(', ') },
];

/**
 * Conflicting schedules: the user's visits that fall inside their away events, with a contractor swap
 * (docs/domain.md "Away events and conflicting schedules").
 */
export function ConflictsCard({ userId }: { userId: number }) {
  const { data: me } = useCurrentUser();
  const canSwap = managesVisits(me);
  const canListUsers = useCan('users');
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useQuery({
    queryKey: conflictKeys.ofUser(userId, page),
    queryFn: () =>
      api<Paged<ConflictingSchedule>>(`/api/users/${userId}/conflicting-schedules`, { query: { page, count: 100 }, quiet: true }),
  });
  if (isLoading || error) return null;
  if (!data?.data.length) {
    return (
      <Text size="sm" c="dimmed" px="xs">
        No visits clash with time away.
      </Text>
    );
  }
  return (
    <SectionCard title="Conflicting schedules" description="Visits due while this person is away">
      <PagedTable
        rows={data.data}
        meta={data.meta}
        columns={columns}
        rowKey={(visit) => visit.id}
        loading={false}
        empty="No visits clash with time away."
        onPage={setPage}
        actions={
          canSwap
            ? (visit) => (
                <Button size="xs" variant="light" leftSection={<IconUsers size={14} />} onClick={() => openSwap(visit, canListUsers)}>
                  Swap contractor
                </Button>
              )
            : undefined
        }
      />
    </SectionCard>
  );
}
