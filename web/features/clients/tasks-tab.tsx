import { Alert, Button, Card, Center, EmptyState, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import type { Client } from '../../../shared/api/clients';
import type { TaskGroup, TaskLine } from '../../../shared/api/task-groups';
import { confirmDelete } from '../../components/confirm';
import { useEditor } from '../../components/use-editor';
import { AdjustFormModal } from '../../entities/task-groups/adjust-form';
import { api } from '../../lib/api';
import { useCan } from '../../lib/session';
import { AddressesCard } from './addresses-card';
import { refreshClient, useAllAddresses, useTaskGroups } from './api';
import { NotesCard } from './notes-card';
import { PauseFormModal, taskLinePath } from './pause-form';
import { TaskGroupCard } from './task-group-card';
import { TaskGroupFormModal } from './task-group-form';

/** /client/{client}/tasks: the task groups with their task lines, then notes and addresses. */
export function TasksTab({ client }: { client: Client }) {
  const manage = useCan('manage_clients');
  const canAdjust = useCan('reschedule_all');
  const groups = useTaskGroups(client.id);
  // Read now, so the form opens with the client's sites already there.
  useAllAddresses(client.id);
  const editor = useEditor<TaskGroup>();
  const adjuster = useEditor<TaskGroup>();
  const pauser = useEditor<TaskLine>();

  const remove = (group: TaskGroup) =>
    confirmDelete(`task group ${group.name}`, () =>
      api(`/api/clients/${client.id}/task-groups/${group.id}`, { method: 'DELETE' })
        .then(() => refreshClient(client.id))
        // A refusal is already on screen: the API client's failure toast gives the server's reason.
        .catch(() => {}),
    );
  const resume = (line: TaskLine) =>
    api(taskLinePath(client.id, line), { method: 'PUT', body: { paused: false } })
      .then(() => refreshClient(client.id))
      .catch(() => {});
  const adjust = (group: TaskGroup) => {
    editor.close();
    adjuster.open(group);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Task groups
        </Title>
        {manage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
            New task group
          </Button>
        )}
      </Group>
      {groups.error ? (
        <Alert color="red" title="Could not load">
          {groups.error.message}
        </Alert>
      ) : groups.isLoading ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : groups.data?.length === 0 ? (
        <Card withBorder radius="md" py="lg">
          <EmptyState
            icon={<IconListCheck size={28} />}
            title="No task groups yet"
            description="A task group is a recurring booking: where, who, how often and which tasks."
          />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
          {groups.data?.map((group) => (
            <TaskGroupCard
              key={group.id}
              group={group}
              onEdit={manage ? () => editor.open(group) : undefined}
              onAdjust={canAdjust ? () => adjuster.open(group) : undefined}
              onDelete={manage ? () => remove(group) : undefined}
              onPause={manage ? (line) => pauser.open(line) : undefined}
              onResume={manage ? resume : undefined}
            />
          ))}
        </SimpleGrid>
      )}
      {/* One above the other: a table needs more room than half the page gives it. */}
      <NotesCard clientId={client.id} />
      <AddressesCard clientId={client.id} mainAddressId={client.address_id} editable={manage} />
      {manage && editor.key > 0 && (
        <TaskGroupFormModal
          key={editor.key}
          opened={editor.opened}
          clientId={client.id}
          group={editor.record}
          onClose={editor.close}
          onAdjust={adjust}
        />
      )}
      {adjuster.record && (
        <AdjustFormModal
          key={adjuster.key}
          opened={adjuster.opened}
          group={adjuster.record}
          onClose={adjuster.close}
          onSaved={() => refreshClient(client.id)}
        />
      )}
      {pauser.record && (
        <PauseFormModal key={pauser.key} opened={pauser.opened} clientId={client.id} line={pauser.record} onClose={pauser.close} />
      )}
    </Stack>
  );
}
