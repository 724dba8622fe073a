import { usePhone } from '../../lib/screen';
import { Card, Group, Select, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { InvoiceSummary } from '../../../shared/api/invoices';
import { PagedTable } from '../../components/paged-table';
import { type InvoiceListParams, useInvoices } from './api';
import { type ChosenClient, ClientSelect } from '../../entities/clients/client-select';
import { InvoiceActionButtons } from './invoice-actions';
import { invoiceColumns } from './invoice-columns';
import { invoiceSorts, readListParams, writeListParams } from './list-params';
import type { OpenedFrom } from './next-invoice';
import { stateFilterOptions } from './labels';
import { SearchInput } from '../../components/search-input';

/**
 * The list's query kept in the address (see list-params.ts), and the way to change it: any change but the page
 * goes back to page 1. `fixedClient` is a client tab's own client.
 */
export function useInvoiceListParams(fixedClient?: number) {
  const [params, setParams] = useSearchParams();
  const list = readListParams(params, fixedClient);
  const change = (next: Partial<InvoiceListParams>) =>
    setParams(writeListParams({ ...list, page: 1, ...next }, fixedClient), { replace: true });
  return { list, change };
}

type Props = {
  /** Inside a client's tab: that client only, and no client column or picker. */
  fixedClient?: ChosenClient;
  /** The client the list is filtered by (shown in the picker), when not fixed. */
  client: ChosenClient | null;
  onClient?: (client: ChosenClient | null) => void;
};

/** The invoices list (docs/domain.md "Invoice screens"): search and client above, state in the footer, 20 a page, each row's actions. */
export function InvoicesList({ fixedClient, client, onClient }: Props) {
  const phone = usePhone();
  const navigate = useNavigate();
  const location = useLocation();
  const { list, change } = useInvoiceListParams(fixedClient?.id);
  const [search, setSearch] = useState(list.search ?? '');
  const typed = useDebouncedCallback((value: string) => change({ search: value.trim() || undefined }), 500);
  const { data, isLoading, error } = useInvoices(list);

  const open = (invoice: InvoiceSummary) => {
    const index = data?.data.findIndex((row) => row.id === invoice.id) ?? -1;
    const state: OpenedFrom = {
      list,
      position: (list.page - 1) * list.count + Math.max(index, 0),
      back: location.pathname + location.search,
    };
    void navigate(`/accounts/invoice/${invoice.id}`, { state });
  };
  const filtered = Boolean(list.search || list.state || (!fixedClient && list.clientId));

  return (
    <Card withBorder radius="md" padding={phone ? 'xs' : 'sm'}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <SearchInput
            placeholder={fixedClient ? 'Search by number' : 'Search by number or client'}
            aria-label="Search invoices"
            value={search}
            onSearch={(text) => {
              setSearch(text);
              typed(text);
            }}
            style={{ flex: '1 1 220px' }}
            maw={phone ? undefined : 360}
          />
          {!fixedClient && onClient && (
            <ClientSelect
              aria-label="Client"
              placeholder="All clients"
              value={client}
              onChange={onClient}
              style={{ flex: '1 1 220px' }}
              maw={phone ? undefined : 320}
            />
          )}
        </Group>
        <PagedTable
          rows={data?.data}
          meta={data?.meta}
          columns={invoiceColumns({ withClient: !fixedClient, phone: !!phone })}
          rowKey={(invoice) => invoice.id}
          loading={isLoading}
          error={error?.message}
          empty={filtered ? 'No invoices match.' : fixedClient ? 'This client has no invoices yet.' : 'There are no invoices yet.'}
          sort={{
            sort: list.sort,
            direction: list.direction,
            // Newest, latest and largest first; the same column again turns it round.
            onSort: (column) =>
              change({
                sort: invoiceSorts.find((sort) => sort === column),
                direction: list.sort === column && list.direction === 'desc' ? 'asc' : 'desc',
              }),
          }}
          onPage={(page) => change({ page })}
          onRowClick={open}
          actions={(invoice) => <InvoiceActionButtons invoice={invoice} compact={!!phone} onOpen={open} />}
          footer={
            <Select
              size="xs"
              aria-label="State"
              placeholder="Every state"
              clearable
              data={stateFilterOptions}
              value={list.state ?? null}
              onChange={(value) => change({ state: stateFilterOptions.find((option) => option.value === value)?.value ?? null })}
              w={200}
              comboboxProps={{ withinPortal: true }}
            />
          }
        />
      </Stack>
    </Card>
  );
}
