import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Vendor } from '../../../shared/api/vendors';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { useEditor } from '../../components/use-editor';
import { invalidateAfterVendorChange } from '../../entities/accounts/lookups';
import { api } from '../../lib/api';
import { useListState } from '../../lib/list-state';
import { queryClient } from '../../lib/query-client';
import { useVendors } from './api';
import { SettingsCard } from './settings-card';
import { VendorFormModal } from './vendor-form';

type VendorSort = 'name' | 'abn' | 'email';

const columns: Column<Vendor>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (vendor) => (
      <Stack gap={2} align="flex-start">
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {vendor.name}
          </Text>
          {vendor.gst_registered && (
            <Badge size="xs" variant="light" color="teal">
              GST
            </Badge>
          )}
        </Group>
        {(vendor.trading_name || vendor.user_name) && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[vendor.trading_name && `Trading as ${vendor.trading_name}`, vendor.user_name && `User: ${vendor.user_name}`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'abn',
    label: 'ABN',
    sort: 'abn',
    render: (vendor) =>
      vendor.formatted_abn ? (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {vendor.formatted_abn}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
  },
  {
    key: 'email',
    label: 'E-mail',
    sort: 'email',
    render: (vendor) => (
      <Text size="sm" c={vendor.email ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {vendor.email ?? '—'}
      </Text>
    ),
  },
];

/** Settings → Accounts → Vendors: who the business buys from. */
export function VendorsCard() {
  const list = useListState<VendorSort>({ sort: 'name' });
  const { data, isLoading, error } = useVendors(list.query);
  const editor = useEditor<Vendor>();

  const remove = (vendor: Vendor) =>
    confirmDelete(`vendor ${vendor.name}`, () =>
      api(`/api/vendors/${vendor.id}`, { method: 'DELETE' })
        .then(() => invalidateAfterVendorChange(queryClient))
        // A refusal (expenses still use it) is already on screen: the failure toast gives the server's reason.
        .catch(() => {}),
    );

  return (
    <SettingsCard
      title="Vendors"
      search={{ value: list.state.search, onChange: list.setSearch, placeholder: 'Search vendors' }}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
          New vendor
        </Button>
      }
    >
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(vendor) => vendor.id}
        loading={isLoading}
        error={error?.message}
        empty={list.query.search ? 'No vendors match your search.' : 'There are no vendors yet.'}
        sort={{ sort: list.state.sort, direction: list.state.direction, onSort: (sort) => list.toggleSort(sort as VendorSort) }}
        onPage={list.setPage}
        onCount={list.setCount}
        onRowClick={(vendor) => editor.open(vendor)}
        actions={(vendor) => (
          <>
            <RowAction label="Edit" onClick={() => editor.open(vendor)}>
              <IconPencil size={18} />
            </RowAction>
            <RowAction label="Delete" color="red" onClick={() => remove(vendor)}>
              <IconTrash size={18} />
            </RowAction>
          </>
        )}
      />
      <VendorFormModal key={editor.key} opened={editor.opened} vendor={editor.record} onClose={editor.close} />
    </SettingsCard>
  );
}
