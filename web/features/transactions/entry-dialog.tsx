import { Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { transactionInput, type Transaction } from '../../../shared/api/transactions';
import type { Cents } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { MoneyInput } from '../../components/money-input';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshAfterMatch } from './api';
import { FormActions } from '../../components/form-actions';

type Values = { direction: 'in' | 'out'; created_at: string; description: string; amount: Cents | null; fee_total: Cents | null };

/** The call's body: money out goes negative. An amount that did not read stays null, for the schema to refuse. */
const bodyOf = ({ direction, amount, ...values }: Values) => ({
  ...values,
  amount: amount !== null && direction === 'out' ? -amount : amount,
});

/** A line entered by hand (cash banked, a bank the product cannot read): money in or out, and any fee taken. */
export function EntryDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const form = useForm<Values>({
    initialValues: { direction: 'in', created_at: today, description: '', amount: null, fee_total: 0 },
    validate: (values) => zodValidate(transactionInput)(bodyOf(values)),
  });
  const save = useFormSave(form);
  const submit = save.submit(async (values) => {
    await api<Transaction>('/api/transactions', { method: 'POST', body: bodyOf(values), quiet: true });
    await refreshAfterMatch();
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title="Enter a bank line">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            data={[
              { value: 'in', label: 'Money in' },
              { value: 'out', label: 'Money out' },
            ]}
            {...form.getInputProps('direction')}
          />
          <TextInput label="Date" type="date" required {...form.getInputProps('created_at')} />
          <TextInput label="Description" required {...form.getInputProps('description')} />
          <Group grow align="flex-start">
            <MoneyInput label="Amount" required {...form.getInputProps('amount')} />
            <MoneyInput label="Fee taken (GST inclusive)" blank={0} {...form.getInputProps('fee_total')} />
          </Group>
          <FormAlert message={save.message} />
          <FormActions label="Save the line" busy={save.busy} onCancel={onClose} gap="md" />
        </Stack>
      </form>
    </Modal>
  );
}
