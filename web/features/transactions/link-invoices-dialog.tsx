import { Alert, Button, Checkbox, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { allocateOldestFirst, checkAllocation } from '../../../shared/allocation';
import type { Transaction } from '../../../shared/api/transactions';
import { type Cents, formatAud } from '../../../shared/money';
import { MoneyInput } from '../../components/money-input';
import { formatDate } from '../../lib/format';
import { useFormSave } from '../../lib/forms';
import { updateTransaction, useOpenInvoices } from './api';
import { type ChosenClient, ClientSelect } from '../../entities/clients/client-select';
import { FormActions } from '../../components/form-actions';

/** Per invoice id, the amount applied: 0 or missing for none, null while its box holds text that is not an amount. */
type Values = { amounts: Record<number, Cents | null>; creditRest: boolean };

/**
 * Link a payment to a client's invoices with the amount applied to each, or credit the client: the warning shows
 * when the invoices take another amount than the transaction, and the credit-remainder toggle only when they
 * take less (docs/domain.md "Bank transactions"; the rules are `shared/allocation.ts`, as the server applies
 * them). `creditOnly` opens it as "Credit to client".
 */
export function LinkInvoicesDialog({
  transaction,
  creditOnly,
  onClose,
}: {
  transaction: Transaction;
  creditOnly: boolean;
  onClose: () => void;
}) {
  const suggestedInvoices = transaction.invoices.filter((invoice) => !invoice.confirmed);
  const suggested = suggestedInvoices[0];
  const [client, setClient] = useState<ChosenClient | null>(suggested ? { id: suggested.client_id, name: suggested.client } : null);
  // The suggested invoices (one client's, up to 8 of them) start ticked with the amounts suggested.
  const form = useForm<Values>({
    initialValues: { amounts: creditOnly ? {} : Object.fromEntries(suggestedInvoices.map((i) => [i.id, i.amount])), creditRest: false },
  });
  const save = useFormSave(form);
  const { data, isLoading } = useOpenInvoices(creditOnly ? null : (client?.id ?? null));
  const invoices = (data?.data ?? []).map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    balance: invoice.balance,
    issued_at: invoice.issued_at,
  }));
  const { amounts, creditRest } = form.values;
  const lines = invoices.map((invoice) => ({ id: invoice.id, amount: amounts[invoice.id] ?? 0 }));
  const unreadable = invoices.some((invoice) => amounts[invoice.id] === null);
  const check = checkAllocation(transaction.remainder, invoices, lines);
  const setAmount = (id: number, amount: Cents | null) => form.setFieldValue('amounts', { ...form.values.amounts, [id]: amount });
  const refusal = Object.values(form.errors).join(' ') || save.message;

  const pickClient = (chosen: ChosenClient | null) => {
    setClient(chosen);
    form.setFieldValue('amounts', {});
  };
  const submit = save.submit(async () => {
    if (!client) return;
    const chosen = lines.filter((line) => line.amount > 0);
    await updateTransaction(
      transaction.id,
      creditOnly
        ? { client_id: client.id, credit: true }
        : { invoices: chosen, ...(check.canCreditRest && creditRest ? { client_id: client.id, credit: true, remainder: true } : {}) },
    );
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={creditOnly ? 'Credit to a client' : 'Match to invoices'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {transaction.description}: <b>{formatAud(transaction.remainder)}</b> left of {formatAud(transaction.amount)} on{' '}
            {formatDate(transaction.created_at)}
          </Text>
          <ClientSelect label="Client" value={client} onChange={pickClient} />
          {creditOnly && client && (
            <Text size="sm">
              {formatAud(transaction.remainder)} becomes {client.name}’s credit, applied to their open and next invoices.
            </Text>
          )}
          {!creditOnly && client && (
            <>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  Open invoices
                </Text>
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={!invoices.length}
                  onClick={() =>
                    form.setFieldValue(
                      'amounts',
                      Object.fromEntries(allocateOldestFirst(transaction.remainder, invoices).map((line) => [line.id, line.amount])),
                    )
                  }
                >
                  Fill oldest first
                </Button>
              </Group>
              {isLoading ? (
                <Text size="sm" c="dimmed">
                  Loading…
                </Text>
              ) : invoices.length === 0 ? (
                <Text size="sm" c="dimmed">
                  This client has no invoices with a balance.
                </Text>
              ) : (
                <Table verticalSpacing={4}>
                  <Table.Tbody>
                    {invoices.map((invoice) => (
                      <Table.Tr key={invoice.id}>
                        <Table.Td>
                          <Checkbox
                            label={`Invoice ${invoice.number}`}
                            description={`${formatDate(invoice.issued_at)}, balance ${formatAud(invoice.balance)}`}
                            checked={(amounts[invoice.id] ?? 0) > 0}
                            onChange={(event) =>
                              setAmount(
                                invoice.id,
                                event.currentTarget.checked ? Math.min(invoice.balance, Math.max(0, check.left)) || invoice.balance : 0,
                              )
                            }
                          />
                        </Table.Td>
                        <Table.Td w={150}>
                          <MoneyInput
                            aria-label={`Amount for invoice ${invoice.number}`}
                            size="xs"
                            blank={0}
                            value={amounts[invoice.id] === undefined ? 0 : amounts[invoice.id]}
                            onChange={(value) => setAmount(invoice.id, value)}
                            error={check.overBalance.includes(invoice.id) ? 'More than the balance' : undefined}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              {check.differs && (
                <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="The amounts differ">
                  The invoices take {formatAud(check.taken)}; the transaction has {formatAud(transaction.remainder)}.
                  {check.overRemainder ? ' That is more than the transaction: take some off.' : ''}
                </Alert>
              )}
              {check.canCreditRest && (
                <Switch
                  {...form.getInputProps('creditRest', { type: 'checkbox' })}
                  label={`Credit the remaining ${formatAud(check.left)} to ${client.name}`}
                />
              )}
            </>
          )}
          {refusal && (
            <Alert color="red" title="Not saved">
              {refusal}
            </Alert>
          )}
          <FormActions
            label={creditOnly ? 'Credit the client' : 'Match'}
            busy={save.busy}
            onCancel={onClose}
            disabled={!client || (!creditOnly && (!check.valid || unreadable))}
            gap="md"
          />
        </Stack>
      </form>
    </Modal>
  );
}
