import { usePhone } from '../../lib/screen';
import { Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAddressList } from '../../lib/address-list';
import type { InvoiceSummary } from '../../../shared/api/invoices';
import { PagedTable } from '../../components/paged-table';
import { formatAud } from '../../../shared/money';
import type { Column } from '../../components/paged-table';
import { type InvoiceListParams, useInvoiceListSummary, useInvoices } from './api';
import { InvoiceBulkBar } from './invoice-bulk-bar';
import { InvoiceStatusTabs } from './invoice-status-tabs';
import { type ChosenClient, ClientSelect } from '../../entities/clients/client-select';
import { InvoiceActionButtons } from './invoice-actions';
import { invoiceColumns } from './invoice-columns';
import { invoiceSorts, readListParams, writeListParams } from './list-params';
import type { OpenedFrom } from './next-invoice';
import { SearchInput } from '../../components/search-input';

/** Hidden from sight, still read out (the usual clip pattern). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The list's query kept in the address (see list-params.ts), and the way to change it: any change but the page
 * goes back to page 1. `fixedClient` is a client tab's own client.
 */
export function useInvoiceListParams(fixedClient?: number) {
  return useAddressList<InvoiceListParams>(
    (params) => readListParams(params, fixedClient),
    (list) => writeListParams(list, fixedClient),
  );
}

type Props = {
  /** Inside a client's tab: that client only, and no client column or picker. */
  fixedClient?: ChosenClient;
  /** The client the list is filtered by (shown in the picker), when not fixed. */
  client: ChosenClient | null;
  onClient?: (client: ChosenClient | null) => void;
};

/**
 * The invoices list (docs/domain.md "Invoice screens"): the status tabs with the server's counts and sums above,
 * then search, client and issued range, 20 a page by default, each row's actions, and what can be done to the
 * ticked rows. Every filter is in the address, so a reload or a link keeps it.
 */
export function InvoicesList({ fixedClient, client, onClient }: Props) {
  const phone = usePhone();
  const navigate = useNavigate();
  const location = useLocation();
  const { list, change } = useInvoiceListParams(fixedClient?.id);
  const [search, setSearch] = useState(list.search ?? '');
  const typed = useDebouncedCallback((value: string) => change({ search: value.trim() || undefined }), 500);
  const { data, isLoading, error } = useInvoices(list);
  const { data: summary } = useInvoiceListSummary(list);
  const [chosen, setChosen] = useState<{ of: string; ids: number[] }>({ of: '', ids: [] });
  // A ticked invoice belongs to the page it was ticked on: any change of the list drops the choice.
  const listKey = JSON.stringify(list);
  const ids = chosen.of === listKey ? chosen.ids : [];
  const setIds = (next: number[]) => setChosen({ of: listKey, ids: next });
  const rows = data?.data ?? [];
  const allTicked = rows.length > 0 && rows.every((row) => ids.includes(row.id));
  const select: Column<InvoiceSummary> = {
    key: 'select',
    label: 'Select',
    width: 36,
    header: (
      <Checkbox
        aria-label="Select every invoice on this page"
        checked={allTicked}
        indeterminate={ids.length > 0 && !allTicked}
        onChange={() => setIds(allTicked ? [] : rows.map((row) => row.id))}
      />
    ),
    render: (invoice) => (
      <Checkbox
        aria-label={`Select invoice #${invoice.number}`}
        checked={ids.includes(invoice.id)}
        onChange={(event) => setIds(event.currentTarget.checked ? [...ids, invoice.id] : ids.filter((id) => id !== invoice.id))}
      />
    ),
  };

  const open = (invoice: InvoiceSummary) => {
    const index = data?.data.findIndex((row) => row.id === invoice.id) ?? -1;
    const state: OpenedFrom = {
      list,
      position: (list.page - 1) * list.count + Math.max(index, 0),
      back: location.pathname + location.search,
    };
    void navigate(`/accounts/invoice/${invoice.id}`, { state });
  };
  const filtered = Boolean(list.search || list.state || list.issuedFrom || list.issuedTo || (!fixedClient && list.clientId));
  const shownTotal = rows.reduce((sum, row) => sum + row.total, 0);
  const shownDue = rows.reduce((sum, row) => sum + (row.state.state === 'cancelled' ? 0 : Math.max(row.balance, 0)), 0);

  return (
    <Card withBorder radius="md" padding={phone ? 'xs' : 'sm'}>
      <Stack gap="sm">
        <InvoiceStatusTabs summary={summary} state={list.state} onState={(state) => change({ state })} />
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
          <DatePickerInput
            type="range"
            label="Issued between"
            // Named by a label only readers hear: an aria-label would hide the dates the field shows.
            labelProps={{ style: visuallyHidden }}
            placeholder="Issued: any date"
            valueFormat="D MMM YYYY"
            allowSingleDateInRange
            value={[list.issuedFrom ?? null, list.issuedTo ?? null]}
            onChange={([from, to]) => {
              // A range is chosen in two taps: the list changes once both ends are there, or both are cleared.
              if ((from && to) || (!from && !to)) change({ issuedFrom: from ?? null, issuedTo: to ?? null });
            }}
            popoverProps={{ withinPortal: true }}
            style={{ flex: '1 1 220px' }}
            maw={phone ? undefined : 280}
          />
        </Group>
        {ids.length > 0 && <InvoiceBulkBar ids={ids} onDone={() => setIds([])} />}
        <PagedTable
          rows={data?.data}
          meta={data?.meta}
          columns={[select, ...invoiceColumns({ withClient: !fixedClient, phone: !!phone })]}
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
          onCount={(count) => change({ count })}
          onRowClick={open}
          actions={(invoice) => <InvoiceActionButtons invoice={invoice} compact={!!phone} onOpen={open} />}
          footer={
            rows.length > 0 && (
              <Text size="xs" c="dimmed" ml="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {`These ${rows.length}: ${formatAud(shownTotal)} · ${formatAud(shownDue)} due`}
              </Text>
            )
          }
        />
      </Stack>
    </Card>
  );
}
