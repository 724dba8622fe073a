import { Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Expense, ExpenseDocument } from '../../../shared/api/expenses';
import { formatAud } from '../../../shared/money';
import { formatDate } from '../../lib/format';
import { useAction } from '../../lib/forms';
import { linkDocument, useExpenses } from './api';
import { foundSummary } from './document-suggestion';
import { FormActions } from '../../components/form-actions';

type Props = { document: ExpenseDocument; opened: boolean; onClose: () => void };

const expenseLabel = (expense: Expense) => `${expense.description} · ${formatAud(expense.amount)} · ${formatDate(expense.created_at)}`;

/**
 * Puts a document that is on no expense onto one a person picks (`…/attach`): the newest expenses,
 * searched by description, vendor or category, with those of the amount read from it first.
 */
export function AttachDocumentModal({ document, opened, onClose }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const attaching = useAction();
  const { data } = useExpenses({ page: 1, count: 50, sort: 'created_at', direction: 'desc', search: debounced || undefined });
  const found = document.found.amount;
  const expenses = [...(data?.data ?? [])].sort((a, b) => Number(b.amount === found) - Number(a.amount === found));

  const attach = async () => {
    if (!chosen) return;
    await attaching.run(async () => {
      await linkDocument('attach', Number(chosen), document.id);
      onClose();
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Attach ${document.description ?? document.filename}`}>
      <Stack gap="md">
        {foundSummary(document) && (
          <Text size="sm" c="dimmed">
            Read from it: {foundSummary(document)}
          </Text>
        )}
        <Select
          label="Expense"
          placeholder="Search expenses"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage="No expense matches"
          data={expenses.map((expense) => ({ value: String(expense.id), label: expenseLabel(expense) }))}
          value={chosen}
          onChange={setChosen}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <FormActions label="Attach" busy={attaching.busy} onCancel={onClose} onSubmit={() => void attach()} disabled={!chosen} />
      </Stack>
    </Modal>
  );
}
