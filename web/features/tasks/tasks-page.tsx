import { usePhone } from '../../lib/screen';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Task } from '../../../shared/api/tasks';
import { seesPrices } from '../../../shared/policies';
import { confirmDelete } from '../../components/confirm';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { useEditor } from '../../components/use-editor';
import { useListState } from '../../lib/list-state';
import { useCan, useCurrentUser } from '../../lib/session';
import { deleteTask, type TaskSort, useTasks } from './api';
import { StockReportCard } from './stock-report-card';
import { taskColumns } from './task-columns';
import { TaskFormModal } from './task-form';
import { NotAvailable } from '../../components/not-available';
import { SearchInput } from '../../components/search-input';

function TasksCard() {
  const phone = usePhone();
  const { data: me } = useCurrentUser();
  const withPrices = seesPrices(me);
  const list = useListState<TaskSort>({ sort: 'name', count: 20 });
  const { data, isLoading, error } = useTasks(list.query);
  const editor = useEditor<Task>();

  const remove = (task: Task) =>
    confirmDelete(`task ${task.name}`, () =>
      // A refusal is already on screen: the API client's failure toast gives the server's reason.
      deleteTask(task.id).catch(() => {}),
    );

  const search = (
    <SearchInput aria-label="Search tasks" value={list.state.search} onSearch={(text) => list.setSearch(text)} w={phone ? '100%' : 260} />
  );

  return (
    <Card withBorder radius="md" padding={phone ? 'sm' : 'md'}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" mih={36}>
          <Title order={2} size="h4">
            Services
          </Title>
          <Group gap="xs" wrap="nowrap">
            {!phone && search}
            <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
              New task
            </Button>
          </Group>
        </Group>
        {phone && search}
        <PagedTable
          rows={data?.data}
          meta={data?.meta}
          columns={taskColumns(withPrices)}
          rowKey={(task) => task.id}
          loading={isLoading}
          error={error?.message}
          empty={list.query.search ? 'No tasks match your search.' : 'There are no tasks yet. Add the services you offer.'}
          sort={{ sort: list.state.sort, direction: list.state.direction, onSort: (sort) => list.toggleSort(sort as TaskSort) }}
          onPage={list.setPage}
          onCount={list.setCount}
          onRowClick={(task) => editor.open(task)}
          actions={(task) => (
            <>
              <RowAction label="Edit" onClick={() => editor.open(task)}>
                <IconPencil size={18} />
              </RowAction>
              <RowAction label="Delete" color="red" onClick={() => remove(task)}>
                <IconTrash size={18} />
              </RowAction>
            </>
          )}
        />
      </Stack>
      <TaskFormModal key={editor.key} opened={editor.opened} task={editor.record} withPrices={withPrices} onClose={editor.close} />
    </Card>
  );
}

/** /tasks: the services catalogue and the stock report, for `manage_tasks` holders. */
export function TasksPage() {
  const allowed = useCan('manage_tasks');
  if (!allowed) {
    return <NotAvailable title="Tasks" does="manage tasks" />;
  }
  return (
    <>
      <PageHeader title="Tasks" />
      <Stack gap="md">
        <TasksCard />
        <StockReportCard />
      </Stack>
    </>
  );
}
