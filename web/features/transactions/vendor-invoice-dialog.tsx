import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Transaction, VendorInvoiceChoice } from '../../../shared/api/transactions';
import { formatAud } from '../../../shared/money';
import { formatDate } from '../../lib/format';
import { useAction } from '../../lib/forms';
import { updateTransaction, useVendorInvoiceChoices } from './api';
import { FormActions } from '../../components/form-actions';

export const vendorInvoiceChoiceLabel = (v: VendorInvoiceChoice) =>
  `${v.number} · ${v.vendor ?? v.contractor ?? 'Contractor'} · ${formatAud(v.amount)} · issued ${formatDate(v.issued_at)}`;

/**
 * Pays a contractor's vendor invoice with a paid-out line, chosen by hand: for a transfer the matching did not
 * suggest, such as one paying two weeks at once (link one, then the other from what is left).
 */
export function VendorInvoiceDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const choices = useVendorInvoiceChoices(transaction.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = useAction();
  const left = -transaction.remainder;
  const options = (choices.data?.data ?? []).map((v) => ({ value: String(v.id), label: vendorInvoiceChoiceLabel(v) }));

  const save = () => {
    setError(null);
    return saving.run(
      async () => {
        await updateTransaction(transaction.id, { vendor_invoice_id: Number(chosen) });
        onClose();
      },
      // The refusal shows under the one field there is.
      (failure) => {
        const errors = (failure as { errors?: Record<string, string[]> }).errors ?? {};
        setError(Object.values(errors)[0]?.[0] ?? (failure as Error).message);
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Pay a vendor invoice" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {transaction.description}: <b>{formatAud(left)}</b> left of {formatAud(-transaction.amount)} paid on{' '}
          {formatDate(transaction.created_at)}
        </Text>
        {choices.data && options.length === 0 ? (
          <Alert color="gray">No unpaid vendor invoice is {formatAud(left)} or less.</Alert>
        ) : (
          <Select
            label="Vendor invoice"
            placeholder={choices.isLoading ? 'Loading…' : 'Choose an unpaid vendor invoice'}
            searchable
            nothingFoundMessage="No unpaid vendor invoice by that"
            data={options}
            value={chosen}
            onChange={setChosen}
            error={error}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
        <Text size="xs" c="dimmed">
          The invoice is marked paid on the transaction’s date and counts in that day’s BAS quarter, unless a pay run for its week is
          recorded.
        </Text>
        <FormActions label="Pay the invoice" busy={saving.busy} onCancel={onClose} onSubmit={save} disabled={!chosen} gap="md" />
      </Stack>
    </Modal>
  );
}
