import { usePhone } from '../../lib/screen';
import { ActionIcon, Group, NumberInput, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { type InvoiceLine, invoiceLineInput } from '../../../shared/api/invoices';
import { type Cents, formatAud, lineAmount } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { MoneyInput } from '../../components/money-input';
import { ApiError } from '../../lib/api';
import { useAction, zodValidate } from '../../lib/forms';
import { type LineDraft, draftCents, draftQuantity } from './invoice-preview';

type Values = { label: string; unit_price: Cents | null; quantity: number | string };
type Props = {
  /** The line edited, or null for a new one. */
  line: InvoiceLine | null;
  /** Every keystroke, as the totals preview reads it. */
  onDraft: (draft: LineDraft) => void;
  onSave: (input: { label: string; unit_price: number; quantity: number }) => Promise<unknown>;
  onCancel: () => void;
};

const validate = zodValidate(invoiceLineInput);

/**
 * One line typed inline: description, unit price in dollars (cents on the wire), quantity with up to two
 * decimals. Enter saves, Escape gives up; the server's refusal shows under its box.
 */
export function LineForm({ line, onDraft, onSave, onCancel }: Props) {
  const phone = usePhone();
  const [values, setValues] = useState<Values>(
    line ? { label: line.label, unit_price: line.unit_price, quantity: line.quantity } : { label: '', unit_price: null, quantity: 1 },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const saving = useAction();
  const cents = draftCents(values.unit_price);
  const quantity = draftQuantity(values.quantity);

  // Two boxes can change in one tick (the price box formats itself as focus leaves it): each change builds on the latest values.
  const set = (next: Partial<Values>) => setValues((previous) => ({ ...previous, ...next }));
  const lineId = line?.id ?? 'new';
  useEffect(() => {
    onDraft({ id: lineId, label: values.label, unit_price: draftCents(values.unit_price), quantity: draftQuantity(values.quantity) });
  }, [lineId, onDraft, values]);

  const save = async () => {
    const found = validate({ label: values.label, unit_price: cents ?? 0, quantity: values.quantity === '' ? undefined : values.quantity });
    // A box that is empty or unreadable holds null (the box says which); the range is said in dollars here.
    if (values.unit_price === null) found.unit_price = 'The unit price is required.';
    else if (cents === null) found.unit_price = 'The unit price must be from $0.00 to $1,000,000.00.';
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0 || cents === null || quantity === null) return;
    await saving.run(
      () => onSave({ label: values.label.trim(), unit_price: cents, quantity }),
      (error) => {
        setMessage(error instanceof ApiError ? error.message : 'The line could not be saved.');
        if (error instanceof ApiError)
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])));
      },
    );
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') onCancel();
  };

  const label = (
    <TextInput
      aria-label="Description"
      placeholder="Description"
      value={values.label}
      onChange={(e) => set({ label: e.currentTarget.value })}
      onKeyDown={keys}
      error={errors.label}
      data-autofocus
      autoFocus
    />
  );
  const qty = (
    <NumberInput
      aria-label="Quantity"
      value={values.quantity}
      onChange={(value) => set({ quantity: value })}
      onKeyDown={keys}
      decimalScale={2}
      min={0}
      hideControls
      inputMode="decimal"
      error={errors.quantity}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
  const price = (
    <MoneyInput
      aria-label="Unit price"
      placeholder="$0.00"
      value={values.unit_price}
      onChange={(value) => set({ unit_price: value })}
      onKeyDown={keys}
      error={errors.unit_price}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
  const amount = (
    <Text
      size="sm"
      ta="right"
      c={cents !== null && quantity !== null ? undefined : 'dimmed'}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {cents !== null && quantity !== null ? formatAud(lineAmount({ unit_price: cents, quantity })) : '—'}
    </Text>
  );
  const buttons = (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={line ? 'Save line' : 'Add line'}>
        <ActionIcon
          color="teal"
          variant="filled"
          onClick={() => void save()}
          loading={saving.busy}
          aria-label={line ? 'Save line' : 'Add line'}
        >
          <IconCheck size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Cancel">
        <ActionIcon color="gray" variant="subtle" onClick={onCancel} aria-label="Cancel">
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  if (phone) {
    return (
      <Stack gap="xs" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <FormAlert message={message} />
        {label}
        <Group grow gap="xs" align="flex-start">
          {qty}
          {price}
        </Group>
        <Group justify="space-between">
          {amount}
          {buttons}
        </Group>
      </Stack>
    );
  }
  return (
    <>
      {message && (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <FormAlert message={message} />
          </Table.Td>
        </Table.Tr>
      )}
      <Table.Tr bg="blue.0">
        <Table.Td>{label}</Table.Td>
        <Table.Td>{qty}</Table.Td>
        <Table.Td>{price}</Table.Td>
        <Table.Td>{amount}</Table.Td>
        <Table.Td>{buttons}</Table.Td>
      </Table.Tr>
    </>
  );
}
