import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash, IconCheck, IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { EarningsLineView } from '../../../shared/api/earnings';
import { formatAud } from '../../../shared/money';
import { useAction } from '../../lib/forms';
import { completeVisit, ignoreMissingPhotos } from './api';
import { ScrollTable } from '../../components/scroll-table';

const pendingStates = ['pending', 'open'];

/** A complete (or invoiced) visit with no photo and the gap not excused: its lines do not count yet. */
export const photosMissing = (line: EarningsLineView) =>
  !pendingStates.includes(line.schedule.state.state) && line.assets === 0 && !line.schedule.ignore_missing_photos;

function Photos({ line }: { line: EarningsLineView }) {
  if (photosMissing(line)) {
    return (
      <Badge color="red" variant="light" leftSection={<IconPhotoOff size={12} />}>
        Photos missing
      </Badge>
    );
  }
  if (line.assets === 0)
    return (
      <Text size="sm" c="dimmed">
        {line.schedule.ignore_missing_photos ? 'Ignored' : '—'}
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <IconPhoto size={14} aria-hidden />
      <Text size="sm">{line.assets}</Text>
    </Group>
  );
}

function Invoice({ line }: { line: EarningsLineView }) {
  if (line.invoice_number === null || !line.invoice_state)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">#{line.invoice_number}</Text>
      <Badge size="sm" variant="light" color={line.invoice_state.class}>
        {line.invoice_state.state}
      </Badge>
      {line.invoice_paid && <IconCheck size={14} color="var(--mantine-color-green-7)" aria-label="paid" />}
    </Group>
  );
}

function State({ line }: { line: EarningsLineView }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" variant="light" color={line.schedule.state.class} style={{ overflow: 'visible' }}>
        {line.schedule.state.state}
      </Badge>
      {line.cash && <IconCash size={14} aria-label="cash client" />}
    </Group>
  );
}

/** The office's two ways to settle a row (manage_invoices): complete a pending visit, or excuse its missing photos. */
function SettleAction({ line }: { line: EarningsLineView }) {
  const settling = useAction();
  const done = (what: string) => notifications.show({ color: 'green', message: `${what} for ${line.client.name}.` });
  if (pendingStates.includes(line.schedule.state.state)) {
    return (
      <Button
        size="compact-xs"
        variant="light"
        loading={settling.busy}
        onClick={() => void settling.run(() => completeVisit(line.schedule.id).then(() => done('Visit completed')))}
      >
        Complete
      </Button>
    );
  }
  if (photosMissing(line)) {
    return (
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        loading={settling.busy}
        onClick={() => void settling.run(() => ignoreMissingPhotos(line.schedule.id).then(() => done('Missing photos ignored')))}
      >
        Ignore missing photos
      </Button>
    );
  }
  return null;
}

type LinesProps = { lines: EarningsLineView[]; settles: boolean; phone: boolean };

/** A visit's lines together: what is the visit's (date, client, photos, state, invoice) shows once. */
function byVisit(lines: EarningsLineView[]): EarningsLineView[][] {
  const visits: EarningsLineView[][] = [];
  for (const line of lines) {
    const last = visits.at(-1);
    if (last && last[0]?.schedule.id === line.schedule.id) last.push(line);
    else visits.push([line]);
  }
  return visits;
}

function VisitLink({ line }: { line: EarningsLineView }) {
  return (
    <Anchor component={Link} to={`/my-jobs/${line.schedule.id}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {dayjs(line.due_date).format('ddd D MMM')}
    </Anchor>
  );
}

/** A week's task lines by visit: a table, or a card per visit on a phone (contractors read this on their phones). */
export function EarningsLines({ lines, settles, phone }: LinesProps) {
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No visits this week.
      </Text>
    );
  const amounts = lines.some((l) => l.contractor_total !== null);
  const visits = byVisit(lines);
  if (phone) {
    return (
      <Stack gap="xs">
        {visits.map((visit) => {
          const first = visit[0]!;
          const total = visit.reduce((sum, l) => sum + (l.contractor_total ?? 0), 0);
          return (
            <Paper key={first.schedule.id} withBorder radius="sm" p="xs" bg={first.counts ? undefined : 'var(--mantine-color-gray-0)'}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <VisitLink line={first} />
                {amounts && (
                  <Text fw={600} size="sm">
                    {formatAud(total)}
                  </Text>
                )}
              </Group>
              <Text size="sm" fw={500}>
                {first.client.name}
              </Text>
              <Text size="sm" c="dimmed">
                {visit.map((l) => l.task).join(' · ')}
              </Text>
              <Group gap="xs" mt={4}>
                <State line={first} />
                <Photos line={first} />
                <Invoice line={first} />
              </Group>
              {settles && (
                <Group mt={6}>
                  <SettleAction line={first} />
                </Group>
              )}
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <ScrollTable label="Task lines" minWidth={760}>
      <Table verticalSpacing={4} horizontalSpacing="xs" withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Visit</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Task</Table.Th>
            {amounts && <Table.Th ta="right">Amount</Table.Th>}
            <Table.Th>Photos</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Invoice</Table.Th>
            {settles && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visits.flatMap((visit) =>
            visit.map((line, i) => {
              const span = visit.length;
              return (
                <Table.Tr key={line.id} c={line.counts ? undefined : 'dimmed'}>
                  {i === 0 && (
                    <>
                      <Table.Td rowSpan={span} valign="top">
                        <VisitLink line={line} />
                      </Table.Td>
                      <Table.Td rowSpan={span} valign="top">
                        {line.client.name}
                      </Table.Td>
                    </>
                  )}
                  <Table.Td>{line.task}</Table.Td>
                  {amounts && <Table.Td ta="right">{line.contractor_total === null ? '' : formatAud(line.contractor_total)}</Table.Td>}
                  {i === 0 && (
                    <>
                      <Table.Td rowSpan={span} valign="top">
                        <Photos line={line} />
                      </Table.Td>
                      <Table.Td rowSpan={span} valign="top">
                        <State line={line} />
                      </Table.Td>
                      <Table.Td rowSpan={span} valign="top">
                        <Invoice line={line} />
                      </Table.Td>
                      {settles && (
                        <Table.Td rowSpan={span} valign="top">
                          <SettleAction line={line} />
                        </Table.Td>
                      )}
                    </>
                  )}
                </Table.Tr>
              );
            }),
          )}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
