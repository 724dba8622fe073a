import { Alert, Avatar, Button, Group, Text } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash, IconUserShare } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { User } from '../../../shared/api/users';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { api } from '../../lib/api';
import { initials } from '../../lib/format';
import { useListState } from '../../lib/list-state';
import { useCurrentUser } from '../../lib/session';
import { assumeUser, refreshAfterChange, useUsers } from './api';
import { SettingsCard } from './settings-card';
import { useEditor } from '../../components/use-editor';
import { UserFormModal } from './user-form';

/**
 * Long names and addresses are cut short (the full text is in the tooltip) so the row keeps its
 * actions in view; the vw part fits the same text into a phone card, whose value column is narrower.
 */
const cellWidth = { name: 'min(200px, 45vw)', email: 'min(230px, 58vw)' };

const columns: Column<User>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (user) => (
      <Group gap="sm" wrap="nowrap" justify="inherit">
        <Avatar src={user.avatar} size={28} radius="xl" color="blue">
          {initials(user.name)}
        </Avatar>
        <Text size="sm" fw={500} truncate="end" maw={cellWidth.name} title={user.name}>
          {user.name}
        </Text>
      </Group>
    ),
  },
  {
    key: 'email',
    label: 'E-mail',
    sort: 'email',
    render: (user) => (
      <Text size="sm" truncate="end" maw={cellWidth.email} title={user.email}>
        {user.email}
      </Text>
    ),
  },
  { key: 'role', label: 'Role', render: (user) => user.role.name },
];

export function UsersCard() {
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const list = useListState<'name' | 'email'>({ sort: 'name' });
  const { data, isLoading, error } = useUsers(list.query);
  const editor = useEditor<User>();
  // The server refuses user changes while you act as someone else; say so instead of offering them.
  const assuming = !!me?.assumed_by;

  const remove = (user: User) =>
    confirmDelete(`user ${user.name}`, () =>
      api(`/api/users/${user.id}`, { method: 'DELETE' })
        .then(() => refreshAfterChange('users'))
        // A refusal is already on screen: the API client's failure toast gives the server's reason.
        .catch(() => {}),
    );

  return (
    <SettingsCard
      title="Users"
      search={{ value: list.state.search, onChange: list.setSearch, placeholder: 'Search users' }}
      action={
        !assuming && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
            New user
          </Button>
        )
      }
    >
      {assuming && (
        <Alert color="orange" variant="light">
          Return to your own account to add, change or delete users.
        </Alert>
      )}
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(user) => user.id}
        loading={isLoading}
        error={error?.message}
        empty={list.query.search ? 'No users match your search.' : 'There are no users yet.'}
        sort={{ sort: list.state.sort, direction: list.state.direction, onSort: (sort) => list.toggleSort(sort as 'name' | 'email') }}
        onPage={list.setPage}
        onCount={list.setCount}
        onRowClick={(user) => navigate(`/user/${user.id}`)}
        actions={(user) => {
          // Not yourself: you are already signed in as you, and deleting yourself would lock you out.
          const self = user.id === me?.id;
          return (
            <>
              {!assuming && (
                <>
                  <RowAction label={`Sign in as ${user.name}`} color="orange" hidden={self} onClick={() => void assumeUser(user.id)}>
                    <IconUserShare size={18} />
                  </RowAction>
                  <RowAction label="Edit" onClick={() => editor.open(user)}>
                    <IconPencil size={18} />
                  </RowAction>
                  <RowAction label="Delete" color="red" hidden={self} onClick={() => remove(user)}>
                    <IconTrash size={18} />
                  </RowAction>
                </>
              )}
              <RowAction label="Open profile" onClick={() => navigate(`/user/${user.id}`)}>
                <IconEye size={18} />
              </RowAction>
            </>
          );
        }}
      />
      <UserFormModal key={editor.key} opened={editor.opened} user={editor.record} onClose={editor.close} />
    </SettingsCard>
  );
}
