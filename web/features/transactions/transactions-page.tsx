import { usePhone } from '../../lib/screen';
import { Button, Card, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFileImport, IconListCheck, IconPencilPlus, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddressList } from '../../lib/address-list';
import type { Transaction } from '../../../shared/api/transactions';
import type { DateFilter } from '../../../shared/dates';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { useQuarterLock } from '../../entities/accounts/quarter-lock';
import { businessToday } from '../../lib/business-day';
import { useAction } from '../../lib/forms';
import { useCan } from '../../lib/session';
import { type Direction, suggestNow, type TransactionListParams, useTransactions } from './api';
import { EntryDialog } from './entry-dialog';
import { readTransactionParams, writeTransactionParams } from './list-params';
import { ExpenseDialog } from './expense-dialog';
import { ImportDialog } from './import-dialog';
import { LinkInvoicesDialog } from './link-invoices-dialog';
import { RulesDialog } from './rules-dialog';
import { VendorInvoiceDialog } from './vendor-invoice-dialog';
import { type RowAction, TransactionActions, transactionColumns } from './transaction-columns';
import { NotAvailable } from '../../components/not-available';
import { SearchInput } from '../../components/search-input';

const dateOptions: { value: DateFilter; label: string }[] = [
  { value: 'from_today', label: 'Today' },
  { value: 'from_week', label: 'This week' },
  { value: 'from_month', label: 'This month' },
  { value: 'from_last_month', label: 'From last month' },
  { value: 'from_quarter', label: 'This quarter' },
  { value: 'from_last_quarter', label: 'From last quarter' },
  { value: 'from_financial_year', label: 'This financial year' },
  { value: 'from_year', label: 'This year' },
];
const stateOptions = [
  { value: 'to_match', label: 'To match' },
  { value: 'suggested', label: 'Suggested' },
  { value: 'partial', label: 'Part matched' },
  { value: 'matched', label: 'Matched' },
  { value: 'credited', label: 'Credited' },
];

/** /transactions (manage_transactions): the bank's lines, imported or entered, and what each one settles. */
export function TransactionsPage() {
  const allowed = useCan('manage_transactions');
  if (allowed) return <Transactions />;
  return <NotAvailable title="Bank transactions" does="manage transactions" />;
}

function Transactions() {
  const phone = usePhone();
  // The filters live in the address: a reload, a link or the back button keeps them (list-params.ts).
  const { list: params, change } = useAddressList<TransactionListParams>(readTransactionParams, writeTransactionParams);
  const [search, setSearch] = useState(params.search ?? '');
  const typed = useDebouncedCallback((value: string) => change({ search: value.trim() || undefined }), 400);
  const [importing, setImporting] = useState(false);
  const finding = useAction();
  const [entering, setEntering] = useState(false);
  const [ruling, setRuling] = useState(false);
  const [open, setOpen] = useState<{ action: RowAction; transaction: Transaction } | null>(null);
  const { data, isLoading, error } = useTransactions(params);
  const lockOf = useQuarterLock();
  const filtered = Boolean(params.search || params.transactionDirection || params.from || params.state);

  const findMatches = () =>
    finding.run(async () => {
      const { suggested } = await suggestNow();
      notifications.show({
        color: 'teal',
        title: 'Matches looked for',
        message: `${suggested} line${suggested === 1 ? ' has' : 's have'} a suggested match.`,
      });
    });

  return (
    <>
      <PageHeader title="Bank transactions">
        <Button variant="default" leftSection={<IconSparkles size={16} />} loading={finding.busy} onClick={() => void findMatches()}>
          Find matches
        </Button>
        <Button variant="default" leftSection={<IconListCheck size={16} />} onClick={() => setRuling(true)}>
          Rules
        </Button>
        <Button variant="default" leftSection={<IconPencilPlus size={16} />} onClick={() => setEntering(true)}>
          Enter a line
        </Button>
        <Button leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
          Import bank file
        </Button>
      </PageHeader>
      <Card withBorder radius="md" padding={phone ? 'xs' : 'sm'}>
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <SearchInput
              placeholder="Search description or amount"
              aria-label="Search transactions"
              value={search}
              onSearch={(text) => {
                setSearch(text);
                typed(text);
              }}
              style={{ flex: '1 1 220px' }}
              maw={phone ? undefined : 320}
            />
            <SegmentedControl
              aria-label="Direction"
              value={params.transactionDirection ?? 'all'}
              onChange={(value) => change({ transactionDirection: value === 'all' ? null : (value as Direction) })}
              data={[
                { value: 'all', label: 'All' },
                { value: 'incoming', label: 'Incoming' },
                { value: 'outgoing', label: 'Outgoing' },
              ]}
            />
            <Select
              aria-label="Dates"
              placeholder="Any date"
              clearable
              data={dateOptions}
              value={params.from ?? null}
              onChange={(value) => change({ from: (value as DateFilter | null) ?? null })}
              w={phone ? undefined : 190}
              style={phone ? { flex: '1 1 140px' } : undefined}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              aria-label="State"
              placeholder="Every state"
              clearable
              data={stateOptions}
              value={params.state ?? null}
              onChange={(value) => change({ state: value })}
              w={phone ? undefined : 160}
              style={phone ? { flex: '1 1 140px' } : undefined}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <PagedTable
            rows={data?.data}
            meta={data?.meta}
            columns={transactionColumns((t) => lockOf(t.created_at))}
            rowKey={(t) => t.id}
            loading={isLoading}
            error={error?.message}
            empty={filtered ? 'No transactions match.' : 'No bank lines yet: import the bank’s export to start.'}
            sort={{
              sort: params.sort,
              direction: params.direction,
              onSort: (column) =>
                change({
                  sort: column as TransactionListParams['sort'],
                  direction: params.sort === column && params.direction === 'desc' ? 'asc' : 'desc',
                }),
            }}
            onPage={(page) => change({ page })}
            onCount={(count) => change({ count })}
            actions={(t) => (
              <TransactionActions
                transaction={t}
                lock={lockOf(t.created_at)}
                onAction={(action, transaction) => setOpen({ action, transaction })}
              />
            )}
          />
        </Stack>
      </Card>
      {importing && <ImportDialog opened onClose={() => setImporting(false)} />}
      {ruling && <RulesDialog onClose={() => setRuling(false)} />}
      {entering && <EntryDialog today={businessToday()} onClose={() => setEntering(false)} />}
      {open && (open.action === 'invoices' || open.action === 'credit') && (
        <LinkInvoicesDialog transaction={open.transaction} creditOnly={open.action === 'credit'} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'expense' && <ExpenseDialog transaction={open.transaction} onClose={() => setOpen(null)} />}
      {open?.action === 'vendor-invoice' && <VendorInvoiceDialog transaction={open.transaction} onClose={() => setOpen(null)} />}
    </>
  );
}
