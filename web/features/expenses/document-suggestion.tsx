import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLink, IconPlus } from '@tabler/icons-react';
import type { ExpenseDocument } from '../../../shared/api/expenses';
import { formatAud } from '../../../shared/money';
import { formatAbn } from '../../../shared/validation';
import { formatDate } from '../../lib/format';
import { useExpense } from './api';
import { DocumentLinkButtons, useDocumentLink } from './document-link';

/** What reading the document found: amount, the GST printed, date, vendor (as printed), ABN. */
export function foundSummary(document: ExpenseDocument): string | null {
  const { amount, gst, date, vendor_name, abn } = document.found;
  const parts = [
    amount !== null ? formatAud(amount) : null,
    gst === null ? null : gst === 0 ? 'GST free' : `GST ${formatAud(gst)}`,
    date ? formatDate(date) : null,
    vendor_name,
    abn ? `ABN ${formatAbn(abn)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** Why the GST printed on a receipt needs a look before the BAS. */
export function GstWarning({ warning }: { warning: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Text size="xs" c="orange.9">
        {warning}
      </Text>
    </Group>
  );
}

/** Confidence colour: strong from 90, likely from 75, else worth a look. */
export const confidenceColor = (confidence: number) => (confidence >= 90 ? 'teal' : confidence >= 75 ? 'yellow' : 'orange');

/** The expense a document is on: for a suggestion, the expense with the confidence and its reasons, and Confirm or Detach. */
type SuggestionProps = {
  document: ExpenseDocument;
  onAttach: (document: ExpenseDocument) => void;
  /** Make a new expense from what was read (offered once an amount was read). */
  onCreate: (document: ExpenseDocument) => void;
};

export function DocumentSuggestion({ document, onAttach, onCreate }: SuggestionProps) {
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
        {document.found.amount !== null && (
          <Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={() => onCreate(document)}>
            Create expense
          </Button>
        )}
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
