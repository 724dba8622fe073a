import { ActionIcon, Button, Group, Modal, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconReceiptRefund, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { adjustmentNoteInput } from '../../../shared/api/adjustment-notes';
import type { AdjustmentNote, Invoice } from '../../../shared/api/invoices';
import { formatAud, invoiceTotals } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { MoneyInput } from '../../components/money-input';
import { invalidateAfterInvoiceChange } from '../../entities/invalidation-groups';
import { invoiceKeys } from '../../entities/invoices/invoice-keys';
import { api } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { useFormSave, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { usePhone } from '../../lib/screen';

type Line = { label: string; unit_price: number | null; quantity: number | string };
type Values = { issued_at: string; reason: string; lines: Line[] };

/** `POST /api/invoices/{id}/adjustment-notes`: the invoice is read again, its balance lowered (decision 031). */
export async function issueAdjustmentNote(id: number, body: Values) {
  const note = await api<AdjustmentNote & { message: string }>(`/api/invoices/${id}/adjustment-notes`, {
    method: 'POST',
    body,
    quiet: true,
  });
  await queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) });
  await invalidateAfterInvoiceChange(queryClient);
  return note;
}

const blankLine = (): Line => ({ label: '', unit_price: null, quantity: 1 });

/** What the note will do, before it is issued: lower the balance, and any rest become the client's credit. */
function outcome(total: number, invoice: Invoice): string {
  const applied = Math.max(0, Math.min(total, invoice.balance));
  const credited = total - applied;
  if (total <= 0) return 'Add what is taken off: a label, a unit price and a quantity.';
  if (credited === 0) return `The balance goes down by ${formatAud(total)} to ${formatAud(invoice.balance - total)}.`;
  if (applied === 0) return `The invoice was paid: ${formatAud(credited)} becomes ${invoice.client.name}'s credit.`;
  return `The balance goes down by ${formatAud(applied)}; ${formatAud(credited)} already paid becomes ${invoice.client.name}'s credit.`;
}

/**
 * Issue an adjustment note (decision 031): the lines taken off (GST-exclusive, as the invoice's), why, and the day
 * (the business's today unless changed; never after it, never before the invoice). Its total and GST, and what it
 * does to the balance, show as it is typed.
 */
export function AdjustmentNoteDialog({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  const today = businessToday();
  const validate = zodValidate(adjustmentNoteInput);
  const form = useForm<Values>({
    initialValues: { issued_at: today, reason: '', lines: [blankLine()] },
    validate: (values) => {
      const errors = validate(values);
      values.lines.forEach((line, i) => {
        if (line.unit_price === null) errors[`lines.${i}.unit_price`] = 'Enter the unit price.';
      });
      return errors;
    },
  });
  const save = useFormSave(form);
  const priced = form.values.lines.map((line) => ({ unit_price: line.unit_price ?? 0, quantity: Number(line.quantity) || 0 }));
  const totals = invoiceTotals(priced, { gst: invoice.gst });

  const submit = save.submit(async (values) => {
    const note = await issueAdjustmentNote(invoice.id, values);
    notifications.show({ color: 'teal', message: note.message });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Adjustment note for invoice #${invoice.number}`} fullScreen={phone} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message ?? (form.errors.lines ? String(form.errors.lines) : null)} />
          <Text size="sm">
            Each line is what is taken off the invoice{invoice.gst ? ', before GST' : ''}. It was {formatAud(invoice.total)};{' '}
            {formatAud(invoice.balance)} is owing.
          </Text>
          {form.values.lines.map((_, i) => (
            <Group key={i} gap="xs" align="flex-start" wrap={phone ? 'wrap' : 'nowrap'} role="group" aria-label={`Line ${i + 1}`}>
              <TextInput
                label="Label"
                required
                maxLength={500}
                style={{ flex: '1 1 200px' }}
                data-autofocus={i === 0 ? true : undefined}
                {...form.getInputProps(`lines.${i}.label`)}
              />
              <MoneyInput label="Unit price" required w={phone ? '40%' : 130} {...form.getInputProps(`lines.${i}.unit_price`)} />
              <NumberInput
                label="Quantity"
                required
                min={0}
                decimalScale={2}
                w={phone ? '30%' : 100}
                {...form.getInputProps(`lines.${i}.quantity`)}
              />
              {form.values.lines.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={phone ? 26 : 28}
                  aria-label={`Remove line ${i + 1}`}
                  onClick={() => form.removeListItem('lines', i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            w="fit-content"
            onClick={() => form.insertListItem('lines', blankLine())}
          >
            Add a line
          </Button>
          <Textarea label="Reason" required autosize minRows={2} maxLength={500} {...form.getInputProps('reason')} />
          <DatePickerInput
            label="Issue date"
            required
            valueFormat="D MMM YYYY"
            minDate={invoice.issued_at}
            maxDate={today}
            popoverProps={{ withinPortal: true }}
            value={form.values.issued_at || null}
            onChange={(value) => form.setFieldValue('issued_at', value ? String(value) : '')}
            error={form.errors.issued_at}
          />
          <Stack gap={2} aria-label="The note's totals" role="status">
            <Text size="sm" fw={600}>
              {invoice.gst ? `Total ${formatAud(totals.total)} (GST ${formatAud(totals.tax)})` : `Total ${formatAud(totals.total)}`}
            </Text>
            <Text size="xs" c="dimmed">
              {outcome(totals.total, invoice)}
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy} leftSection={<IconReceiptRefund size={16} />}>
              Issue note
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The dialog behind the invoice menu's "Adjustment note": a fresh form each time it opens. */
export function useAdjustmentNoteDialog(invoice: Invoice) {
  const [opened, setOpened] = useState(false);
  const [round, setRound] = useState(0);
  return {
    open: () => {
      setRound((n) => n + 1);
      setOpened(true);
    },
    dialog: <AdjustmentNoteDialog key={round} invoice={invoice} opened={opened} onClose={() => setOpened(false)} />,
  };
}
