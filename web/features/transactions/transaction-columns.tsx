import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconFileDollar, IconFileInvoice, IconReceipt, IconTrash, IconUserDollar } from '@tabler/icons-react';
import type { Transaction } from '../../../shared/api/transactions';
import { formatAud } from '../../../shared/money';
import type { Column } from '../../components/paged-table';
import { confirmDelete } from '../../components/confirm';
import { type QuarterLock, QuarterLockIcon } from '../../entities/accounts/quarter-lock';
import { formatDate } from '../../lib/format';
import { deleteTransaction } from './api';
import { MatchCell } from './match-cell';

const sourceNames: Record<string, string> = {
  manual: 'By hand',
  ofx: 'OFX',
  qif: 'QIF',
  camt053: 'CAMT',
  csv_cba: 'CBA',
  csv_anz: 'ANZ',
  csv_westpac: 'Westpac',
  csv_nab: 'NAB',
  csv: 'CSV',
};
const stateLabels: Record<string, string> = {
  unmatched: 'Unmatched',
  suggested: 'Suggested',
  partial: 'Part matched',
  matched: 'Matched',
  credited: 'Credited',
};

export type RowAction = 'invoices' | 'credit' | 'expense' | 'vendor-invoice';

/** `lockOf`: the lock of a completed quarter on a line, shown beside its date. */
export function transactionColumns(lockOf: (t: Transaction) => QuarterLock | null): Column<Transaction>[] {
  return [
    {
      key: 'created_at',
      label: 'Date',
      sort: 'created_at',
      width: 110,
      render: (t) => {
        const lock = lockOf(t);
        return (
          <Group gap={4} wrap="nowrap">
            <span style={{ whiteSpace: 'nowrap' }}>{formatDate(t.created_at)}</span>
            {lock && <QuarterLockIcon lock={lock} />}
          </Group>
        );
      },
    },
    {
      key: 'description',
      label: 'Description',
      sort: 'description',
      render: (t) => (
        <Stack gap={0}>
          <Text size="sm">{t.description}</Text>
          <Text size="xs" c="dimmed">
            {sourceNames[t.source] ?? t.source}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'amount',
      label: 'Amount',
      sort: 'amount',
      align: 'right',
      width: 130,
      render: (t) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={500} c={t.amount < 0 ? 'red.8' : 'teal.8'}>
            {formatAud(t.amount)}
          </Text>
          {t.remainder !== 0 && t.remainder !== t.amount && (
            <Text size="xs" c="dimmed">
              {formatAud(t.remainder)} left
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'fee',
      label: 'Fee',
      align: 'right',
      width: 100,
      render: (t) =>
        t.fee_total ? (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{formatAud(t.fee_total)}</Text>
            <Text size="xs" c="dimmed">
              GST {formatAud(t.fee_tax)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'state',
      label: 'State',
      width: 130,
      render: (t) => (
        <Badge color={t.state.class} variant="light" styles={{ root: { minWidth: 'max-content' } }}>
          {stateLabels[t.state.state]}
        </Badge>
      ),
    },
    {
      key: 'matches',
      label: 'Invoices, credits and expenses',
      width: '36%',
      render: (t) => <MatchCell transaction={t} locked={!!lockOf(t)} />,
    },
  ];
}

/**
 * The row's menu: match, credit or assign while something is left, delete while nothing is paid or expensed by it.
 * A line of a completed quarter keeps its menu, every item off, under the reason (decision 015).
 */
export function TransactionActions({
  transaction,
  lock,
  onAction,
}: {
  transaction: Transaction;
  lock: QuarterLock | null;
  onAction: (action: RowAction, transaction: Transaction) => void;
}) {
  const incoming = transaction.amount > 0;
  const left = transaction.remainder !== 0 && !lock;
  const deletable = !lock && !transaction.invoices.some((i) => i.confirmed) && !transaction.expenses.some((e) => e.confirmed);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${transaction.description}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {lock && (
          <Text size="xs" c="dimmed" px="sm" py={6} maw={280}>
            {lock.message}
          </Text>
        )}
        {incoming && left && (
          <Menu.Item leftSection={<IconFileInvoice size={14} />} onClick={() => onAction('invoices', transaction)}>
            Match to invoices
          </Menu.Item>
        )}
        {incoming && left && (
          <Menu.Item leftSection={<IconUserDollar size={14} />} onClick={() => onAction('credit', transaction)}>
            Credit to client
          </Menu.Item>
        )}
        {!incoming && left && (
          <Menu.Item leftSection={<IconReceipt size={14} />} onClick={() => onAction('expense', transaction)}>
            Assign as expense
          </Menu.Item>
        )}
        {!incoming && left && (
          <Menu.Item leftSection={<IconFileDollar size={14} />} onClick={() => onAction('vendor-invoice', transaction)}>
            Pay a vendor invoice
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={!deletable}
          onClick={() =>
            confirmDelete(`the bank line ${transaction.description}${transaction.credit ? ' and its credit' : ''}`, () =>
              deleteTransaction(transaction.id),
            )
          }
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
