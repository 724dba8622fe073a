import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Expense } from '../../../shared/api/expenses';
import { PageHeader } from '../../components/page-header';
import { useEditor } from '../../components/use-editor';
import { useCan } from '../../lib/session';
import { DocumentViewer } from './document-viewer';
import { ExpenseDocumentsCard } from './expense-documents-card';
import { ExpenseFormModal } from './expense-form';
import { ExpensesList } from './expenses-list';
import { NotAvailable } from '../../components/not-available';

/** /expenses (manage_expenses): the expenses with their receipts, and the receipts and bills still to place. */
export function ExpensesPage() {
  const allowed = useCan('manage_expenses');
  if (!allowed) {
    return <NotAvailable title="Expenses" does="manage expenses" />;
  }
  return <Expenses />;
}

function Expenses() {
  const editor = useEditor<Expense>();
  // Each opening of the viewer mounts it afresh on that expense and document.
  const [viewing, setViewing] = useState<{ expense: Expense; documentId: number; key: number } | null>(null);

  return (
    <>
      <PageHeader title="Expenses">
        <Button leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
          New expense
        </Button>
      </PageHeader>
      <Stack gap="lg">
        <ExpensesList
          onEdit={(expense) => editor.open(expense)}
          onView={(expense, documentId) => setViewing((v) => ({ expense, documentId, key: (v?.key ?? 0) + 1 }))}
        />
        <ExpenseDocumentsCard />
      </Stack>
      {editor.key > 0 && <ExpenseFormModal key={editor.key} opened={editor.opened} expense={editor.record} onClose={editor.close} />}
      {viewing && (
        <DocumentViewer key={viewing.key} expense={viewing.expense} initialDocument={viewing.documentId} onClose={() => setViewing(null)} />
      )}
    </>
  );
}
