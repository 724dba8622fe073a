import { Button, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ExpenseCategory } from '../../../shared/api/expense-categories';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { useEditor } from '../../components/use-editor';
import { CategorySwatch, categoryColorLabel } from '../../entities/accounts/category-swatch';
import { invalidateAfterCategoryChange } from '../../entities/accounts/lookups';
import { api } from '../../lib/api';
import { useListState } from '../../lib/list-state';
import { queryClient } from '../../lib/query-client';
import { useExpenseCategories } from './api';
import { ExpenseCategoryFormModal } from './expense-category-form';
import { SettingsCard } from './settings-card';

type CategorySort = 'name' | 'number';

const columns: Column<ExpenseCategory>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (category) => (
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {category.name}
      </Text>
    ),
  },
  {
    key: 'number',
    label: 'Accounting number',
    sort: 'number',
    render: (category) => (
      <Text size="sm" ff={category.number ? 'monospace' : undefined} c={category.number ? undefined : 'dimmed'}>
        {category.number ?? '—'}
      </Text>
    ),
  },
  {
    key: 'color',
    label: 'Colour',
    render: (category) => (
      <Group gap={8} wrap="nowrap" justify="inherit">
        <CategorySwatch color={category.color} size={16} />
        <Text size="sm">{categoryColorLabel(category.color)}</Text>
      </Group>
    ),
  },
];

/** Settings → Accounts → Expense categories: what expenses are for, with their accounting numbers. */
export function ExpenseCategoriesCard() {
  const list = useListState<CategorySort>({ sort: 'name' });
  const { data, isLoading, error } = useExpenseCategories(list.query);
  const editor = useEditor<ExpenseCategory>();

  const remove = (category: ExpenseCategory) =>
    confirmDelete(`category ${category.name}`, () =>
      api(`/api/expense-categories/${category.id}`, { method: 'DELETE' })
        .then(() => invalidateAfterCategoryChange(queryClient))
        // A refusal (expenses still use it) is already on screen: the failure toast gives the server's reason.
        .catch(() => {}),
    );

  return (
    <SettingsCard
      title="Expense categories"
      search={{ value: list.state.search, onChange: list.setSearch, placeholder: 'Search categories' }}
      action={
        <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
          New category
        </Button>
      }
    >
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(category) => category.id}
        loading={isLoading}
        error={error?.message}
        empty={list.query.search ? 'No categories match your search.' : 'There are no expense categories yet.'}
        sort={{ sort: list.state.sort, direction: list.state.direction, onSort: (sort) => list.toggleSort(sort as CategorySort) }}
        onPage={list.setPage}
        onCount={list.setCount}
        onRowClick={(category) => editor.open(category)}
        actions={(category) => (
          <>
            <RowAction label="Edit" onClick={() => editor.open(category)}>
              <IconPencil size={18} />
            </RowAction>
            <RowAction label="Delete" color="red" onClick={() => remove(category)}>
              <IconTrash size={18} />
            </RowAction>
          </>
        )}
      />
      <ExpenseCategoryFormModal key={editor.key} opened={editor.opened} category={editor.record} onClose={editor.close} />
    </SettingsCard>
  );
}
