import { Alert, Button, Checkbox, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { Transaction } from '../../../shared/api/transactions';
import { centsToNumber, dollarsToCents, formatAud } from '../../../shared/money';
import { MoneyInput } from '../../components/money-input';
import { formatDate } from '../../lib/format';
import { updateTransaction, useOpenInvoices } from './api';
import { type ChosenClient, ClientSelect } from '../../entities/clients/client-select';
import { type Allocation, checkAllocation, fillOldestFirst } from './match-math';

const toCents = (value: string | number) => {
  try {
    return dollarsToCents(String(value || 0));
  } catch {
    return 0;
  }
};

/**
 * Link a payment to a client's invoices with the amount applied to each, or credit the client: the warning shows
 * when the invoices take another amount than the transaction, and the credit-remainder toggle only when they
 * take less (docs/domain.md "Bank transactions"). `creditOnly` opens it as "Credit to client".
 */
export function LinkInvoicesDialog({ transaction, creditOnly, onClose }: { transaction: Transaction; creditOnly: boolean; onClose: () => void }) {
  const suggested = transaction.invoices.find((invoice) => !invoice.confirmed);
  const [client, setClient] = useState<ChosenClient | null>(suggested ? { id: suggested.client_id, name: suggested.client } : null);
  const [allocation, setAllocation] = useState<Allocation>({});
  const [creditRest, setCreditRest] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const { data, isLoading } = useOpenInvoices(creditOnly ? null : (client?.id ?? null));
  const invoices = (data?.data ?? []).map((invoice) => ({ id: invoice.id, number: invoice.number, balance: invoice.balance, issued_at: invoice.issued_at }));
  const check = checkAllocation(transaction.remainder, invoices, allocation);

  const pickClient = (chosen: ChosenClient | null) => {
    setClient(chosen);
    setAllocation({});
  };
  const save = async () => {
    if (!client) return;
    setSaving(true);
    setErrors([]);
    try {
      const chosen = invoices.filter((i) => (allocation[i.id] ?? 0) > 0).map((i) => ({ id: i.id, amount: allocation[i.id] }));
      await updateTransaction(
        transaction.id,
        creditOnly ? { client_id: client.id, credit: true } : { invoices: chosen, ...(check.canCreditRest && creditRest ? { client_id: client.id, credit: true, remainder: true } : {}) },
      );
      onClose();
    } catch (error) {
      setErrors(Object.values((error as { errors?: Record<string, string[]> }).errors ?? {}).flat());
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={creditOnly ? 'Credit to a client' : 'Match to invoices'} size="lg">
      <Stack gap="md">
        <Text size="sm">
          {transaction.description}: <b>{formatAud(transaction.remainder)}</b> left of {formatAud(transaction.amount)} on {formatDate(transaction.created_at)}
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
              <Button size="xs" variant="subtle" disabled={!invoices.length} onClick={() => setAllocation(fillOldestFirst(transaction.remainder, invoices))}>
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
                          checked={(allocation[invoice.id] ?? 0) > 0}
                          onChange={(event) => {
                            const on = event.currentTarget.checked;
                            setAllocation((a) => ({ ...a, [invoice.id]: on ? Math.min(invoice.balance, Math.max(0, check.left)) || invoice.balance : 0 }));
                          }}
                        />
                      </Table.Td>
                      <Table.Td w={150}>
                        <MoneyInput
                          aria-label={`Amount for invoice ${invoice.number}`}
                          size="xs"
                          value={allocation[invoice.id] ? centsToNumber(allocation[invoice.id]) : ''}
                          onChange={(value) => setAllocation((a) => ({ ...a, [invoice.id]: toCents(value) }))}
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
              <Switch checked={creditRest} onChange={(event) => setCreditRest(event.currentTarget.checked)} label={`Credit the remaining ${formatAud(check.left)} to ${client.name}`} />
            )}
          </>
        )}
        {errors.length > 0 && (
          <Alert color="red" title="Not saved">
            {errors.join(' ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} disabled={!client || (!creditOnly && !check.valid)} onClick={() => void save()}>
            {creditOnly ? 'Credit the client' : 'Match'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
