import { usePhone } from '../../lib/screen';
import { Button, Card, Checkbox, Group, SegmentedControl } from '@mantine/core';
import {
  IconDownload,
  IconEye,
  IconPencil,
  IconPlus,
  IconSortAscendingLetters,
  IconSortDescendingLetters,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type Client, type ClientState, clientStates } from '../../../shared/api/clients';
import { seesOwing } from '../../../shared/policies';
import { confirmDelete } from '../../components/confirm';
import { downloadFile } from '../../components/download';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { useEditor } from '../../components/use-editor';
import { api } from '../../lib/api';
import { useAction } from '../../lib/forms';
import { useListState } from '../../lib/list-state';
import { useCan, useCurrentUser } from '../../lib/session';
import { refreshClient, useClients } from './api';
import { ExportBox, clientColumns } from './client-columns';
import { ClientFormModal } from './client-form';
import { RequirePermission } from '../../components/not-available';
import { SearchInput } from '../../components/search-input';

const stateFilters = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'suspended', label: 'Suspended' },
];

/** /clients: 20 a page by name, search replacing the header row (500 ms), state filter in the footer, export of the chosen. */
function ClientsList() {
  const navigate = useNavigate();
  const phone = usePhone();
  const { data: me } = useCurrentUser();
  const manage = useCan('manage_clients');
  const accounts = seesOwing(me);
  const list = useListState<'name'>({ sort: 'name', count: 20, debounceMs: 500 });
  const [state, setState] = useState<ClientState | null>(null);
  const { data, isLoading, error } = useClients({ ...list.query, state });
  const editor = useEditor<Client>();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const exporting = useAction();

  const choose = (ids: number[], on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const onChoose = (id: number, on: boolean) => choose([id], on);
  const pageIds = data?.data.map((client) => client.id) ?? [];
  const pageChosen = pageIds.filter((id) => chosen.has(id)).length;

  const exportChosen = () =>
    exporting.run(async () => {
      await downloadFile('/api/clients/export', { method: 'POST', body: { clients: [...chosen] }, fallbackName: 'clients.xlsx' });
      setChosen(new Set());
    });

  const remove = (client: Client) =>
    confirmDelete(`client ${client.name}`, () =>
      api(`/api/clients/${client.id}`, { method: 'DELETE' })
        .then(() => {
          choose([client.id], false);
          return refreshClient();
        })
        // A refusal is already on screen: the API client's failure toast gives the server's reason.
        .catch(() => {}),
    );

  const header = (
    <Group gap="sm" wrap="nowrap">
      {manage && (
        <Checkbox
          aria-label="Choose every client on this page"
          checked={pageIds.length > 0 && pageChosen === pageIds.length}
          indeterminate={pageChosen > 0 && pageChosen < pageIds.length}
          onChange={(event) => choose(pageIds, event.currentTarget.checked)}
        />
      )}
      <SearchInput
        aria-label="Search clients"
        value={list.state.search}
        onSearch={(text) => list.setSearch(text)}
        style={{ flex: 1 }}
        maw={420}
      />
      {/* The header row is the search box, so the name sort lives beside it. */}
      <Button
        variant="subtle"
        color="gray"
        size="sm"
        px="xs"
        onClick={() => list.toggleSort('name')}
        leftSection={list.state.direction === 'asc' ? <IconSortAscendingLetters size={16} /> : <IconSortDescendingLetters size={16} />}
        aria-label={`Sort by name, ${list.state.direction === 'asc' ? 'A to Z' : 'Z to A'}`}
      >
        Name
      </Button>
    </Group>
  );

  return (
    <>
      <PageHeader title="Clients">
        {manage && (
          <>
            {chosen.size > 0 && (
              <Button variant="subtle" color="gray" onClick={() => setChosen(new Set())}>
                Clear choice
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={chosen.size === 0}
              loading={exporting.busy}
              onClick={exportChosen}
            >
              {chosen.size > 0 ? `Export ${chosen.size}` : 'Export'}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
              New client
            </Button>
          </>
        )}
      </PageHeader>
      <Card withBorder radius="md" padding="xs">
        <PagedTable
          rows={data?.data}
          meta={data?.meta}
          columns={clientColumns({ manage, accounts, phone: !!phone, chosen, onChoose })}
          rowKey={(client) => client.id}
          loading={isLoading}
          error={error?.message}
          empty={list.query.search || state ? 'No clients match.' : 'There are no clients yet.'}
          header={header}
          onPage={list.setPage}
          onRowClick={(client) => navigate(`/client/${client.id}`)}
          footer={
            <SegmentedControl
              size="xs"
              data={stateFilters}
              value={state ?? 'all'}
              onChange={(value) => {
                setState(clientStates.find((s) => s === value) ?? null);
                list.setPage(1);
              }}
              aria-label="Show clients"
            />
          }
          actions={(client) => (
            <>
              {manage && (
                <>
                  {phone && <ExportBox client={client} chosen={chosen} onChoose={onChoose} labelled />}
                  <RowAction label="Edit" onClick={() => editor.open(client)}>
                    <IconPencil size={18} />
                  </RowAction>
                  <RowAction label="Delete" color="red" onClick={() => remove(client)}>
                    <IconTrash size={18} />
                  </RowAction>
                </>
              )}
              <RowAction label="Open client" onClick={() => navigate(`/client/${client.id}`)}>
                <IconEye size={18} />
              </RowAction>
            </>
          )}
        />
      </Card>
      <ClientFormModal
        key={editor.key}
        opened={editor.opened}
        client={editor.record}
        onClose={editor.close}
        onCreated={(client) => navigate(`/client/${client.id}/settings`)}
      />
    </>
  );
}

/** For holders of view_clients only; anyone else is told the page is not available, nothing asked of the server. */
export function ClientsPage() {
  return (
    <RequirePermission permission="view_clients" title="Clients" does="see clients">
      <ClientsList />
    </RequirePermission>
  );
}
