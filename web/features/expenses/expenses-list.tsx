import { usePhone } from '../../lib/screen';
import { Card, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Expense } from '../../../shared/api/expenses';
import { formatAud } from '../../../shared/money';
import { confirmDelete } from '../../components/confirm';
import { PagedTable } from '../../components/paged-table';
import { useQuarterLock } from '../../entities/accounts/quarter-lock';
import { RowAction } from '../../components/row-action';
import { useListState } from '../../lib/list-state';
import { deleteExpense, useExpenses } from './api';
import { expenseColumns } from './expense-columns';
import { useExpenseDrops } from './expense-drops';
import { SearchInput } from '../../components/search-input';

type ExpenseSort = 'created_at' | 'amount' | 'description';

type Props = { onEdit: (expense: Expense) => void; onView: (expense: Expense, documentId: number) => void };

/** Expenses: searched, newest first, 20 a page (docs/domain.md "Screens and limits"); cards on a phone. */
export function ExpensesList({ onEdit, onView }: Props) {
  const phone = usePhone();
  const list = useListState<ExpenseSort>({ sort: 'created_at', direction: 'desc', count: 20 });
  const { data, isLoading, error } = useExpenses(list.query);
  const drops = useExpenseDrops();
  const quarterLock = useQuarterLock();
  const lockOf = (expense: Expense) => quarterLock(expense.created_at);

  const remove = (expense: Expense) =>
    confirmDelete(`expense ${expense.description} (${formatAud(expense.amount)})`, () =>
      // A refusal is already on screen as the API client's toast.
      deleteExpense(expense.id).catch(() => {}),
    );

  return (
    <Card withBorder radius="md" padding={phone ? 'xs' : 'sm'}>
      <Stack gap="sm">
        <SearchInput
          placeholder="Search by description, vendor or category"
          aria-label="Search expenses"
          value={list.state.search}
          onSearch={(text) => list.setSearch(text)}
          maw={phone ? undefined : 400}
        />
        <PagedTable
          rows={data?.data}
          meta={data?.meta}
          columns={expenseColumns(
            onView,
            { onFiles: (expense, files) => void drops.send(expense, files), isSending: drops.isSending },
            lockOf,
            !!phone,
          )}
          rowProps={drops.rowProps}
          rowKey={(expense) => expense.id}
          loading={isLoading}
          error={error?.message}
          empty={list.query.search ? 'No expenses match.' : 'There are no expenses yet.'}
          sort={{
            sort: list.state.sort,
            direction: list.state.direction,
            onSort: (sort) => list.toggleSort(sort as ExpenseSort),
          }}
          onPage={list.setPage}
          onCount={list.setCount}
          onRowClick={onEdit}
          actions={(expense) => (
            <>
              <RowAction label="Edit" onClick={() => onEdit(expense)} disabledReason={lockOf(expense)?.message}>
                <IconPencil size={18} />
              </RowAction>
              <RowAction label="Delete" color="red" onClick={() => remove(expense)} disabledReason={lockOf(expense)?.message}>
                <IconTrash size={18} />
              </RowAction>
            </>
          )}
        />
      </Stack>
    </Card>
  );
}
