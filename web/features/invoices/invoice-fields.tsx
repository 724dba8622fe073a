import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { type Invoice, maxTerms } from '../../../shared/api/invoices';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useAction } from '../../lib/forms';
import { updateInvoice } from './api';
import { dueDateOf } from './invoice-preview';

const refusal = (error: unknown, field: string) =>
  error instanceof ApiError ? (error.errors[field]?.[0] ?? error.message) : 'The change could not be saved.';

/**
 * The editable invoice's number, issued date and terms, in the place the document prints them; a change saves at
 * once and the due date follows (issued + terms).
 */
export function InvoiceFactsFields({ invoice }: { invoice: Invoice }) {
  const [terms, setTerms] = useState<number | string>(invoice.terms);
  const [errors, setErrors] = useState<{ issued_at?: string; terms?: string }>({});
  const saving = useAction();
  const typedTerms = typeof terms === 'number' && Number.isInteger(terms) && terms >= 0 && terms <= maxTerms ? terms : invoice.terms;

  const save = (field: 'issued_at' | 'terms', value: string | number) =>
    saving.run(
      async () => {
        await updateInvoice(invoice.id, { [field]: value });
        setErrors({});
      },
      (error) => setErrors({ [field]: refusal(error, field) }),
    );

  return (
    <Stack gap={6} w={250}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Invoice number
        </Text>
        <Text size="sm" fw={600}>
          {invoice.number}
        </Text>
      </Group>
      <DatePickerInput
        label="Issue date"
        size="xs"
        valueFormat="D MMM YYYY"
        value={invoice.issued_at}
        onChange={(value) => value && value !== invoice.issued_at && void save('issued_at', String(value))}
        error={errors.issued_at}
        disabled={saving.busy}
        popoverProps={{ withinPortal: true, position: 'bottom-end' }}
      />
      <NumberInput
        label="Terms (days)"
        size="xs"
        min={0}
        max={maxTerms}
        allowDecimal={false}
        allowNegative={false}
        value={terms}
        onChange={setTerms}
        onBlur={() => terms !== '' && terms !== invoice.terms && void save('terms', terms)}
        onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        error={errors.terms}
        description={terms === 0 ? 'Due on receipt' : undefined}
      />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Due date
        </Text>
        <Text size="sm" fw={600}>
          {formatDate(dueDateOf(invoice.issued_at, typedTerms))}
        </Text>
      </Group>
    </Stack>
  );
}

/** The invoice's note, printed under the totals; saved with its own button so a half-typed note is never sent. */
export function InvoiceNoteField({ invoice }: { invoice: Invoice }) {
  const [note, setNote] = useState(invoice.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const saving = useAction();
  const changed = note.trim() !== (invoice.note ?? '').trim();
  const save = () =>
    saving.run(
      async () => {
        await updateInvoice(invoice.id, { note: note.trim() || null });
        setError(null);
      },
      (caught) => setError(refusal(caught, 'note')),
    );
  return (
    <Stack gap={6}>
      <Textarea
        label="Note"
        description="Printed on the invoice under the totals"
        autosize
        minRows={2}
        maxRows={8}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={error}
      />
      {changed && (
        <Group gap="xs">
          <Button size="xs" onClick={() => void save()} loading={saving.busy}>
            Save note
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={() => setNote(invoice.note ?? '')}>
            Undo
          </Button>
        </Group>
      )}
    </Stack>
  );
}
