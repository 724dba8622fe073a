import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { PayRunBank } from '../../../shared/api/pay-run-bank';
import { formatAud } from '../../../shared/money';
import { ScrollTable } from '../../components/scroll-table';
import { usePayRunBank } from './api';

const via = { batch: 'Batch debit', transfer: 'Transfer', vendor_invoice: 'Vendor invoice' } as const;

/** What left the bank beside what was recorded: the sign and the amount a difference has. */
function Difference({ cents }: { cents: number | null }) {
  if (cents === null)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  if (cents === 0) return <Text size="sm">{formatAud(0)}</Text>;
  return (
    <Text size="sm" c="orange.8" fw={600}>
      {cents > 0 ? '+' : '−'}
      {formatAud(Math.abs(cents))}
    </Text>
  );
}

/**
 * A recorded week at the bank (decision 028, "differences are shown, not hidden"): the bank lines matched to the
 * run, each payee's recorded net against what left the bank for them, and by how much the run's lines miss its
 * total. Nothing for a week not recorded.
 */
export function PayRunBankCard({ week }: { week: string }) {
  const { data: bank } = usePayRunBank(week);
  if (!bank) return null;
  return (
    <Stack gap="xs" aria-label="At the bank" role="group">
      <Group gap="xs" justify="space-between">
        <Text fw={600}>At the bank</Text>
        <Status bank={bank} />
      </Group>
      {bank.lines.length > 0 && bank.difference !== 0 && (
        <Alert color="orange" p="xs">
          The bank lines come to {formatAud(bank.banked)}, {formatAud(Math.abs(bank.difference))} {bank.difference > 0 ? 'more' : 'less'}{' '}
          than the {formatAud(bank.recorded)} the run recorded.
        </Alert>
      )}
      <ScrollTable label="Recorded and paid at the bank" minWidth={340}>
        <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Payee</Table.Th>
              <Table.Th ta="right">Recorded</Table.Th>
              <Table.Th ta="right">Bank</Table.Th>
              <Table.Th ta="right">Difference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bank.payees.map((p) => (
              <Table.Tr key={p.user.id}>
                <Table.Td>{p.user.name}</Table.Td>
                <Table.Td ta="right">{formatAud(p.net)}</Table.Td>
                <Table.Td ta="right">{p.banked === null ? '—' : formatAud(p.banked)}</Table.Td>
                <Table.Td ta="right">
                  <Difference cents={p.difference} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {bank.lines.map((line) => (
        <Text key={`${line.via}${line.id}`} size="xs" c="dimmed">
          {dayjs(line.created_at).format('D MMM')} · {via[line.via]} · {line.description} · {formatAud(line.amount)}
        </Text>
      ))}
    </Stack>
  );
}

function Status({ bank }: { bank: PayRunBank }) {
  if (bank.reconciled)
    return (
      <Badge color="teal" variant="light">
        Reconciled
      </Badge>
    );
  if (bank.lines.length === 0)
    return (
      <Badge color="gray" variant="light">
        No bank line matched
      </Badge>
    );
  return (
    <Badge color="orange" variant="light">
      Differs by {formatAud(Math.abs(bank.difference))}
    </Badge>
  );
}
