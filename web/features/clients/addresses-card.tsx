import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClientAddress } from '../../../shared/api/client-addresses';
import { addressPageSizes } from '../../../shared/page-sizes';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { SectionCard } from '../../components/section-card';
import { useEditor } from '../../components/use-editor';
import { api } from '../../lib/api';
import { refreshClient, useClientList } from './api';
import { AddressFormModal } from './address-form';

type Props = { clientId: number; mainAddressId: number | null; editable: boolean };

/** A client's addresses (sites), 5 or 10 a page (docs/domain.md "Screens and limits"); the main address is marked. */
export function AddressesCard({ clientId, mainAddressId, editable }: Props) {
  const [paging, setPaging] = useState({ page: 1, count: 5 });
  const { data, isLoading, error } = useClientList<ClientAddress>(clientId, 'addresses', paging);
  const editor = useEditor<ClientAddress>();

  const columns: Column<ClientAddress>[] = [
    {
      key: 'address',
      label: 'Address',
      render: (address) => (
        <Stack gap={0}>
          <Group gap={6} wrap="wrap" justify="inherit">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {address.name ?? address.readable}
            </Text>
            {address.id === mainAddressId && (
              <Badge size="sm" variant="light">
                Main
              </Badge>
            )}
          </Group>
          {address.name && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {address.readable}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'phone',
      label: 'Phone',
      render: (address) =>
        address.phone1 || address.phone2 ? (
          <Stack gap={0} align="inherit">
            {[address.phone1, address.phone2].filter(Boolean).map((phone) => (
              <Anchor key={phone} href={`tel:${phone}`} size="sm" onClick={(event) => event.stopPropagation()}>
                {phone}
              </Anchor>
            ))}
          </Stack>
        ) : (
          '—'
        ),
    },
  ];

  const remove = (address: ClientAddress) =>
    confirmDelete(`address ${address.name ?? address.address1}`, () =>
      api(`/api/clients/${clientId}/addresses/${address.id}`, { method: 'DELETE' })
        .then(() => refreshClient(clientId))
        // A refusal is already on screen: the API client's failure toast gives the server's reason.
        .catch(() => {}),
    );

  return (
    <SectionCard
      title="Addresses"
      action={
        editable && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
            New address
          </Button>
        )
      }
    >
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(address) => address.id}
        loading={isLoading}
        error={error?.message}
        empty="No addresses yet. Add the sites where the cleaning is done."
        onPage={(page) => setPaging((p) => ({ ...p, page }))}
        onCount={(count) => setPaging({ page: 1, count })}
        counts={addressPageSizes}
        onRowClick={editable ? (address) => editor.open(address) : undefined}
        actions={
          editable
            ? (address) => (
                <>
                  <RowAction label="Edit" onClick={() => editor.open(address)}>
                    <IconPencil size={18} />
                  </RowAction>
                  <RowAction label="Delete" color="red" onClick={() => remove(address)}>
                    <IconTrash size={18} />
                  </RowAction>
                </>
              )
            : undefined
        }
      />
      {editable && (
        <AddressFormModal key={editor.key} opened={editor.opened} clientId={clientId} address={editor.record} onClose={editor.close} />
      )}
    </SectionCard>
  );
}
