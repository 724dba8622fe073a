import { Group, Stack, Text } from '@mantine/core';
import type { Expense } from '../../../shared/api/expenses';
import { formatAud } from '../../../shared/money';
import type { Column } from '../../components/paged-table';
import { CategoryLabel } from '../../entities/accounts/category-swatch';
import { type QuarterLock, QuarterLockIcon } from '../../entities/accounts/quarter-lock';
import { formatDate } from '../../lib/format';
import { DocumentDropCell } from './document-drop-cell';

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The amount, and under it the GST claimed and the business share when it is not all business. */
function AmountCell({ expense }: { expense: Expense }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={500} style={money}>
        {formatAud(expense.amount)}
      </Text>
      {(expense.gst || expense.business_use !== 100) && (
        <Text size="xs" c="dimmed" style={money}>
          {[
            expense.gst ? `GST ${formatAud(expense.gst_amount)}` : null,
            expense.business_use !== 100 ? `${expense.business_use}% business` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

/** The expenses list's columns: date, description and vendor, category, amount with GST, documents; one row fewer on a phone card. */
type Drops = { onFiles: (expense: Expense, files: File[]) => void; isSending: (id: number) => boolean };
type LockOf = (expense: Expense) => QuarterLock | null;

/** The date, with the lock of a completed quarter beside it. */
function DateCell({ expense, lock }: { expense: Expense; lock: QuarterLock | null }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(expense.created_at)}
      </Text>
      {lock && <QuarterLockIcon lock={lock} />}
    </Group>
  );
}

export function expenseColumns(
  onView: (expense: Expense, documentId: number) => void,
  drops: Drops,
  lockOf: LockOf,
  phone = false,
): Column<Expense>[] {
  const columns: Column<Expense>[] = [
    {
      key: 'created_at',
      label: 'Date',
      sort: 'created_at',
      render: (expense) => <DateCell expense={expense} lock={lockOf(expense)} />,
    },
    {
      key: 'description',
      label: 'Description',
      sort: 'description',
      render: (expense) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {expense.description}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {/* A phone card has no date row: the date and its lock go with the vendor. */}
              {phone ? `${formatDate(expense.created_at)} · ${expense.vendor?.name ?? 'No vendor'}` : (expense.vendor?.name ?? 'No vendor')}
            </Text>
            {phone && lockOf(expense) && <QuarterLockIcon lock={lockOf(expense)!} />}
          </Group>
        </Stack>
      ),
    },
    { key: 'category', label: 'Category', render: (expense) => <CategoryLabel category={expense.category} /> },
    { key: 'amount', label: 'Amount', sort: 'amount', align: 'right', render: (expense) => <AmountCell expense={expense} /> },
    {
      key: 'documents',
      label: 'Documents',
      render: (expense) => (
        <DocumentDropCell expense={expense} onView={onView} onFiles={drops.onFiles} sending={drops.isSending(expense.id)} />
      ),
    },
  ];
  return phone ? columns.filter((column) => column.key !== 'created_at') : columns;
}
