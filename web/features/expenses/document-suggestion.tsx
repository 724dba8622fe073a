import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { ExpenseDocument } from '../../../shared/api/expenses';
import { formatAud } from '../../../shared/money';
import { formatAbn } from '../../../shared/validation';
import { formatDate } from '../../lib/format';
import { useExpense } from './api';
import { DocumentLinkButtons, useDocumentLink } from './document-link';

/** What reading the document found: amount, date, vendor (as printed), ABN. */
export function foundSummary(document: ExpenseDocument): string | null {
  const { amount, date, vendor_name, abn } = document.found;
  const parts = [
    amount !== null ? formatAud(amount) : null,
    date ? formatDate(date) : null,
    vendor_name,
    abn ? `ABN ${formatAbn(abn)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** Confidence colour: strong from 90, likely from 75, else worth a look. */
export const confidenceColor = (confidence: number) => (confidence >= 90 ? 'teal' : confidence >= 75 ? 'yellow' : 'orange');

/** The expense a document is on: for a suggestion, the expense with the confidence and its reasons, and Confirm or Detach. */
export function DocumentSuggestion({ document, onAttach }: { document: ExpenseDocument; onAttach: (document: ExpenseDocument) => void }) {
  const { data: expense, isLoading } = useExpense(document.expense_id);
  const link = useDocumentLink(document.expense_id ?? undefined, document.id);
  if (document.expense_id === null) {
    if (document.state.state === 'processing') {
      return (
        <Text size="sm" c="dimmed">
          Reading…
        </Text>
      );
    }
    return (
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          On no expense
        </Text>
        <Button size="compact-xs" variant="light" leftSection={<IconLink size={12} />} onClick={() => onAttach(document)}>
          Attach
        </Button>
      </Group>
    );
  }
  if (isLoading || !expense) return <Loader size="xs" />;

  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {expense.description}
        </Text>
        {!document.confirmed && document.confidence !== null && (
          <Badge size="sm" variant="filled" color={confidenceColor(document.confidence)} style={{ flexShrink: 0 }}>
            {document.confidence}%
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {formatAud(expense.amount)} · {formatDate(expense.created_at)}
        {expense.vendor ? ` · ${expense.vendor.name}` : ''}
      </Text>
      {!document.confirmed && (
        <>
          {document.reasons.length > 0 && (
            <Text size="xs" c="dimmed">
              {document.reasons.join(' · ')}
            </Text>
          )}
          <Group gap={6}>
            <DocumentLinkButtons link={link} compact confirm detachLabel="Detach" />
          </Group>
        </>
      )}
    </Stack>
  );
}
