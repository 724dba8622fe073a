import { Badge, Button, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Suburb } from '../../../shared/api/suburbs';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { api } from '../../lib/api';
import { useListState } from '../../lib/list-state';
import { refreshAfterChange, useSuburbs } from './api';
import { SettingsCard } from './settings-card';
import { SuburbFormModal } from './suburb-form';
import { useEditor } from '../../components/use-editor';

type SuburbSort = 'name' | 'state';

const columns: Column<Suburb>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (suburb) => (
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {suburb.name}
      </Text>
    ),
  },
  {
    key: 'state',
    label: 'State',
    sort: 'state',
    render: (suburb) => (
      <Badge variant="light" color="gray" title={suburb.region.name}>
        {suburb.region.code}
      </Badge>
    ),
  },
  { key: 'code', label: 'Postcode', render: (suburb) => suburb.code },
];

export function SuburbsCard() {
  const list = useListState<SuburbSort>({ sort: 'name' });
  const { data, isLoading, error } = useSuburbs(list.query);
  const editor = useEditor<Suburb>();

  const remove = (suburb: Suburb) =>
    confirmDelete(`suburb ${suburb.name}`, () =>
      api(`/api/suburbs/${suburb.id}`, { method: 'DELETE' })
        .then(() => refreshAfterChange('suburbs'))
        // A refusal is already on screen: the API client's failure toast gives the server's reason.
        .catch(() => {}),
    );

  return (
    <SettingsCard
      title="Suburbs"
      search={{ value: list.state.search, onChange: list.setSearch, placeholder: 'Search suburbs' }}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
          New suburb
        </Button>
      }
    >
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(suburb) => suburb.id}
        loading={isLoading}
        error={error?.message}
        empty={list.query.search ? 'No suburbs match your search.' : 'There are no suburbs yet.'}
        sort={{ sort: list.state.sort, direction: list.state.direction, onSort: (sort) => list.toggleSort(sort as SuburbSort) }}
        onPage={list.setPage}
        onCount={list.setCount}
        onRowClick={(suburb) => editor.open(suburb)}
        actions={(suburb) => (
          <>
            <RowAction label="Edit" onClick={() => editor.open(suburb)}>
              <IconPencil size={18} />
            </RowAction>
            <RowAction label="Delete" color="red" onClick={() => remove(suburb)}>
              <IconTrash size={18} />
            </RowAction>
          </>
        )}
      />
      <SuburbFormModal key={editor.key} opened={editor.opened} suburb={editor.record} onClose={editor.close} />
    </SettingsCard>
  );
}
