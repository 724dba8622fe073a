import { Badge, Button, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Role } from '../../../shared/api/roles';
import { permissionKeys } from '../../../shared/permissions';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { api } from '../../lib/api';
import { useListState } from '../../lib/list-state';
import { refreshAfterChange, useRoles } from './api';
import { RoleFormModal } from './role-form';
import { SettingsCard } from './settings-card';
import { useEditor } from '../../components/use-editor';

const columns: Column<Role>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (role) => (
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {role.name}
      </Text>
    ),
  },
  {
    key: 'permissions',
    label: 'Permissions',
    render: (role) => (
      <Text size="sm" c="dimmed">
        {role.permissions.length === permissionKeys.length
          ? 'All'
          : role.permissions.length === 0
            ? 'None'
            : `${role.permissions.length} of ${permissionKeys.length}`}
      </Text>
    ),
  },
  {
    key: 'users',
    label: 'Users',
    align: 'right',
    render: (role) => (
      <Badge variant="light" color={role.users_count ? 'blue' : 'gray'}>
        {role.users_count}
      </Badge>
    ),
  },
];

export function RolesCard() {
  const list = useListState<'name'>({ sort: 'name' });
  const { data, isLoading, error } = useRoles(list.query);
  const editor = useEditor<Role>();

  const remove = (role: Role) =>
    confirmDelete(`role ${role.name}`, () =>
      api(`/api/roles/${role.id}`, { method: 'DELETE' })
        .then(() => refreshAfterChange('roles'))
        // The server refuses a role people still hold; the API client's failure toast gives its reason.
        .catch(() => {}),
    );

  return (
    <SettingsCard
      title="Roles"
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
          New role
        </Button>
      }
    >
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(role) => role.id}
        loading={isLoading}
        error={error?.message}
        empty="There are no roles yet."
        sort={{ sort: list.state.sort, direction: list.state.direction, onSort: () => list.toggleSort('name') }}
        onPage={list.setPage}
        onCount={list.setCount}
        onRowClick={(role) => editor.open(role)}
        actions={(role) => (
          <>
            <RowAction label="Edit" onClick={() => editor.open(role)}>
              <IconPencil size={18} />
            </RowAction>
            <RowAction label="Delete" color="red" onClick={() => remove(role)}>
              <IconTrash size={18} />
            </RowAction>
          </>
        )}
      />
      <RoleFormModal key={editor.key} opened={editor.opened} role={editor.record} onClose={editor.close} />
    </SettingsCard>
  );
}
