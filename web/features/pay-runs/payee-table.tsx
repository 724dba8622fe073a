import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { PayRunPayee, PayRunView } from '../../../shared/api/pay-runs';
import { formatAud } from '../../../shared/money';
import { QuarterLockIcon, useQuarterLock } from '../../entities/accounts/quarter-lock';
import { formatDate } from '../../lib/format';
import { formatAbn, formatBsb } from '../../../shared/validation';

function Abn({ payee, size = 'sm' }: { payee: PayRunPayee; size?: 'sm' | 'xs' }) {
  if (payee.no_abn) {
    return (
      <Tooltip label="No valid ABN: 47 % of a week over $75 (before GST) is withheld for the ATO.">
        <Badge color="orange" variant="light" size={size} style={{ flexShrink: 0, overflow: 'visible' }}>
          No ABN · 47 %
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Text size={size} style={{ whiteSpace: 'nowrap' }}>
      {formatAbn(payee.abn ?? '')}
    </Text>
  );
}

function Bank({ payee, size = 'sm' }: { payee: PayRunPayee; size?: 'sm' | 'xs' }) {
  if (!payee.bank_ok)
    return (
      <Badge color="red" variant="light" size={size}>
        No bank details
      </Badge>
    );
  return (
    <Text size={size} style={{ whiteSpace: 'nowrap' }}>
      {formatBsb(payee.bsb ?? '')} {payee.account}
    </Text>
  );
}

function Invoices({ payee }: { payee: PayRunPayee }) {
  if (payee.vendor_invoices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={4} align="flex-start">
      <Text size="sm" style={{ overflowWrap: 'break-word' }}>
        {payee.vendor_invoices.map((i) => i.number).join(', ')}
      </Text>
      {payee.invoice_differs && (
        <Tooltip label="The invoice total differs from the week’s earnings.">
          <IconAlertTriangle
            size={14}
            color="var(--mantine-color-orange-7)"
            aria-label="The invoice total differs from the week’s earnings"
          />
        </Tooltip>
      )}
    </Group>
  );
}

const money = (cents: number) => formatAud(cents);

/**
 * A recorded payee: paid on its day, with the figures as recorded (the day in short; the year on hover), and the
 * lock of a completed BAS quarter when the day is in one: recording the week again would be refused.
 */
function Paid({ on }: { on: string }) {
  const lock = useQuarterLock()(on);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={`Recorded as paid on ${formatDate(on)}`}>
        <Text size="xs" fw={700} c="green.8" tt="uppercase" style={{ whiteSpace: 'nowrap' }}>
          Paid {dayjs(on).format('D MMM')}
        </Text>
      </Tooltip>
      {lock && <QuarterLockIcon lock={lock} />}
    </Group>
  );
}

/** The week's payees: a table, or a card each on a phone. */
export function PayeeTable({ run, phone }: { run: PayRunView; phone: boolean }) {
  if (run.payees.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nobody earned anything this week.
      </Text>
    );
  if (phone) {
    return (
      <Stack gap="xs">
        {run.payees.map((p) => (
          <Paper key={p.user.id} withBorder radius="sm" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{p.user.name}</Text>
              <Text fw={700}>{money(p.net)}</Text>
            </Group>
            <Group gap="xs" mt={4}>
              <Abn payee={p} />
              <Bank payee={p} />
              {p.paid_on && <Paid on={p.paid_on} />}
            </Group>
            <SimpleGrid cols={2} spacing={4} mt={6}>
              <Text size="xs" c="dimmed">
                Earned {money(p.earned)}
              </Text>
              <Text size="xs" c="dimmed">
                Cash {money(p.cash_collected)}
              </Text>
              <Text size="xs" c="dimmed">
                GST {money(p.gst)}
              </Text>
              <Text size="xs" c="dimmed">
                Withheld {money(p.withheld)}
              </Text>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  Invoice
                </Text>
                <Invoices payee={p} />
              </Group>
            </SimpleGrid>
          </Paper>
        ))}
        <Group justify="space-between" px="xs">
          <Text fw={600}>Total to pay</Text>
          <Text fw={700}>{money(run.totals.net)}</Text>
        </Group>
      </Stack>
    );
  }
  // Who and where to pay sit under the name, and an invoice number may wrap at its hyphen, so the seven
  // columns fit the card beside the navigation from 1024 px without scrolling sideways.
  return (
    <Table verticalSpacing={6} horizontalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Contractor</Table.Th>
          <Table.Th ta="right">Earned</Table.Th>
          <Table.Th ta="right">Cash collected</Table.Th>
          <Table.Th ta="right">GST</Table.Th>
          <Table.Th ta="right">Withheld</Table.Th>
          <Table.Th ta="right">To pay</Table.Th>
          <Table.Th>Vendor invoice</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {run.payees.map((p) => (
          <Table.Tr key={p.user.id} data-testid={`payee-${p.user.id}`}>
            <Table.Td>
              <Group gap={6} wrap="nowrap" align="baseline">
                <Text size="sm" fw={500}>
                  {p.user.name}
                </Text>
                {p.paid_on && <Paid on={p.paid_on} />}
              </Group>
              {p.account_title !== p.user.name && (
                <Text size="xs" c="dimmed">
                  {p.account_title}
                </Text>
              )}
              <Group gap={6} mt={2} wrap="wrap" c="dimmed">
                <Abn payee={p} size="xs" />
                <Bank payee={p} size="xs" />
              </Group>
            </Table.Td>
            <Table.Td ta="right">{money(p.earned)}</Table.Td>
            <Table.Td ta="right">{money(p.cash_collected)}</Table.Td>
            <Table.Td ta="right">{money(p.gst)}</Table.Td>
            <Table.Td ta="right">{money(p.withheld)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {money(p.net)}
            </Table.Td>
            <Table.Td>
              <Invoices payee={p} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th>Total</Table.Th>
          <Table.Th ta="right">{money(run.totals.earned)}</Table.Th>
          <Table.Th ta="right">{money(run.totals.cash_collected)}</Table.Th>
          <Table.Th ta="right">{money(run.totals.gst)}</Table.Th>
          <Table.Th ta="right">{money(run.totals.withheld)}</Table.Th>
          <Table.Th ta="right">{money(run.totals.net)}</Table.Th>
          <Table.Td />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
