import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Transaction } from '../../../shared/api/transactions';
import { dollarsToCents } from '../../../shared/money';
import { MoneyInput } from '../../components/money-input';
import { api } from '../../lib/api';
import { refreshAfterMatch } from './api';

const cents = (value: string | number) => {
  try {
    return dollarsToCents(String(value || 0));
  } catch {
    return 0;
  }
};

/** A line entered by hand (cash banked, a bank the product cannot read): money in or out, and any fee taken. */
export function EntryDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [date, setDate] = useState(today);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [fee, setFee] = useState<string | number>('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const signed = direction === 'in' ? cents(amount) : -cents(amount);
      await api<Transaction>('/api/transactions', { method: 'POST', body: { created_at: date, description, amount: signed, fee_total: cents(fee) }, quiet: true });
      await refreshAfterMatch();
      onClose();
    } catch (error) {
      setErrors((error as { errors?: Record<string, string[]> }).errors ?? { description: ['The line could not be saved.'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Enter a bank line">
      <Stack gap="sm">
        <SegmentedControl value={direction} onChange={(v) => setDirection(v as 'in' | 'out')} data={[{ value: 'in', label: 'Money in' }, { value: 'out', label: 'Money out' }]} />
        <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} error={errors.created_at?.[0]} required />
        <TextInput label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={errors.description?.[0]} required />
        <Group grow align="flex-start">
          <MoneyInput label="Amount" value={amount} onChange={setAmount} error={errors.amount?.[0]} required />
          <MoneyInput label="Fee taken (GST inclusive)" value={fee} onChange={setFee} error={errors.fee_total?.[0]} />
        </Group>
        {errors.message && <Alert color="red">{errors.message.join(' ')}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} disabled={!description.trim() || cents(amount) <= 0} onClick={() => void save()}>
            Save the line
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
