import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { paymentMethodLabels, type RecordPaymentResult, recordPaymentInput } from '../../../shared/api/invoice-payments';
import { type Invoice, type PaymentMethod, paymentMethods } from '../../../shared/api/invoices';
import { formatAud } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { MoneyInput } from '../../components/money-input';
import { invalidateAfterInvoiceChange } from '../../entities/invalidation-groups';
import { invoiceKeys } from '../../entities/invoices/invoice-keys';
import { api } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { formatDate } from '../../lib/format';
import { useFormSave, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { usePhone } from '../../lib/screen';
import { paymentSourceLabels } from './labels';

/** `POST /api/invoices/{id}/payments`: the invoice as it now stands goes straight into the cache. */
export async function recordInvoicePayment(id: number, body: Values) {
  const result = await api<RecordPaymentResult>(`/api/invoices/${id}/payments`, { method: 'POST', body, quiet: true });
  queryClient.setQueryData(invoiceKeys.detail(id), result.data);
  await invalidateAfterInvoiceChange(queryClient);
  return result;
}

type Values = { amount: number | null; paid_on: string; method: PaymentMethod; reference: string };

const methodOptions = paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }));

/** How a payment came, in a line: the method it was recorded with (else its source), and its reference. */
export function paymentDetail(payment: Invoice['payments'][number]): string {
  return [payment.method ? paymentMethodLabels[payment.method] : paymentSourceLabels[payment.source], payment.reference]
    .filter(Boolean)
    .join(' · ');
}

/** The payments so far, so the person recording one sees what is already in. */
function PaidSoFar({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0) return null;
  return (
    <Stack gap={2} aria-label="Payments so far" role="list">
      <Text size="sm" fw={500}>
        Paid so far
      </Text>
      {invoice.payments.map((payment) => (
        <Group key={payment.id} justify="space-between" wrap="nowrap" gap="xs" role="listitem">
          <Text size="xs" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {formatDate(payment.paid_at)} · {paymentDetail(payment)}
          </Text>
          <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatAud(payment.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Record a payment (docs/domain.md "Payments and what is owed"): the amount (the balance unless changed), the day
 * it was paid (today unless changed; never after today), how, and the payer's reference. More than the balance is
 * said before saving: the rest becomes the client's credit.
 */
export function RecordPaymentDialog({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  const today = businessToday();
  const validate = zodValidate(recordPaymentInput);
  const form = useForm<Values>({
    initialValues: { amount: invoice.balance, paid_on: today, method: 'bank', reference: '' },
    validate: (values) => (values.amount === null ? { ...validate(values), amount: 'Enter the amount paid.' } : validate(values)),
  });
  const save = useFormSave(form);
  const over = (form.values.amount ?? 0) - invoice.balance;

  const submit = save.submit(async (values) => {
    const result = await recordInvoicePayment(invoice.id, values);
    notifications.show({ color: 'teal', message: result.message });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Record a payment on invoice #${invoice.number}`} fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <Text size="sm">
            {formatAud(invoice.balance)} is owing of {formatAud(invoice.total)}.
          </Text>
          <MoneyInput
            label="Amount"
            required
            data-autofocus
            {...form.getInputProps('amount')}
            description={over > 0 ? `${formatAud(over)} over the balance becomes ${invoice.client.name}'s credit.` : undefined}
          />
          <DatePickerInput
            label="Paid on"
            required
            valueFormat="D MMM YYYY"
            maxDate={today}
            popoverProps={{ withinPortal: true }}
            value={form.values.paid_on || null}
            onChange={(value) => form.setFieldValue('paid_on', value ? String(value) : '')}
            error={form.errors.paid_on}
          />
          <Select
            label="Method"
            required
            allowDeselect={false}
            data={methodOptions}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('method')}
          />
          <TextInput label="Reference" placeholder="Receipt or bank reference" maxLength={100} {...form.getInputProps('reference')} />
          <PaidSoFar invoice={invoice} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="green" loading={save.busy}>
              Record payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The invoice page's "Record payment" button and its dialog; a fresh form each time it opens. */
export function RecordPaymentButton({ invoice }: { invoice: Invoice }) {
  const [opened, setOpened] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <>
      <Button
        variant="light"
        color="green"
        leftSection={<IconReceipt size={16} />}
        onClick={() => {
          setRound((n) => n + 1);
          setOpened(true);
        }}
      >
        Record payment
      </Button>
      <RecordPaymentDialog key={round} invoice={invoice} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
