import { useScreen } from '../../lib/screen';
import { Anchor, Badge, Card, Group, Menu, ActionIcon, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDotsVertical, IconDownload, IconLock, IconLockOpen, IconMail, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AccountActivity } from '../../../shared/api/account-activity';
import { centsToDollars, formatAud } from '../../../shared/money';
import type { Behind } from './api';
import { quarterLabel } from './activity-view';

export type QuarterActions = {
  open: (kind: Behind, quarter: AccountActivity) => void;
  editPayg: (quarter: AccountActivity) => void;
  toggleComplete: (quarter: AccountActivity) => void;
  download: (quarter: AccountActivity) => void;
  email: (quarter: AccountActivity) => void;
};

/** A figure that opens what is behind it. */
function Figure({ cents, label, onClick }: { cents: number; label: string; onClick?: () => void }) {
  if (!onClick) return <>{formatAud(cents)}</>;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={onClick}
      aria-label={`${label}: ${formatAud(cents)}, show what is behind it`}
    >
      {formatAud(cents)}
    </Anchor>
  );
}

/**
 * A column: the activity figure, the BAS label it fills (the BAS figures are these, cash basis), and what to
 * write in that label's box on the form (whole dollars, shared/bas.ts `basFormLabels`).
 */
type Cell = {
  key: string;
  label: string;
  bas?: string;
  code?: string;
  form?: keyof AccountActivity['on_form'];
  render: (q: AccountActivity, a: QuarterActions) => ReactNode;
};

const wholeAud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** The amount for the form's box: its whole dollars (cents already dropped by the server), a refund as such. */
function FormFigure({ cents, code }: { cents: number; code?: string }) {
  const text = wholeAud.format(centsToDollars(Math.abs(cents)) as Intl.StringNumericLiteral);
  return (
    <Text size="xs" c="dimmed" component="div" title={`Write ${text} on the form${code ? ` at ${code}` : ''}`}>
      Form {text}
      {cents < 0 ? ' refund' : ''}
    </Text>
  );
}

function CellValue({ cell, quarter, actions }: { cell: Cell; quarter: AccountActivity; actions: QuarterActions }) {
  return (
    <>
      {cell.render(quarter, actions)}
      {cell.form && <FormFigure cents={quarter.on_form[cell.form]} code={cell.code} />}
    </>
  );
}

const cells: Cell[] = [
  {
    key: 'incoming',
    form: 'g1',
    label: 'Incoming',
    bas: 'G1 Total sales',
    code: 'G1',
    render: (q, a) => <Figure cents={q.incoming} label={`Incoming (G1) ${quarterLabel(q)}`} onClick={() => a.open('receipts', q)} />,
  },
  {
    key: 'incoming_tax',
    form: 'label_1a',
    label: 'GST',
    bas: '1A GST on sales',
    code: '1A',
    render: (q, a) => (
      <Figure cents={q.incoming_tax} label={`GST on sales (1A) ${quarterLabel(q)}`} onClick={() => a.open('receipts', q)} />
    ),
  },
  {
    key: 'outgoing',
    label: 'Outgoing',
    render: (q, a) => <Figure cents={q.outgoing} label={`Outgoing ${quarterLabel(q)}`} onClick={() => a.open('expenses', q)} />,
  },
  {
    key: 'outgoing_tax',
    form: 'label_1b',
    label: 'GST credits',
    bas: '1B GST on purchases',
    code: '1B',
    render: (q, a) => <Figure cents={q.outgoing_tax} label={`GST credits (1B) ${quarterLabel(q)}`} onClick={() => a.open('expenses', q)} />,
  },
  {
    key: 'withheld',
    form: 'label_w4',
    label: 'Withheld',
    bas: 'W4 No ABN quoted',
    code: 'W4',
    render: (q, a) => (
      <Figure cents={q.withheld} label={`Withheld, no ABN (W4) ${quarterLabel(q)}`} onClick={() => a.open('expenses', q)} />
    ),
  },
  {
    key: 'payg',
    form: 'payg',
    label: 'PAYG',
    bas: '5A PAYG instalment',
    code: '5A',
    render: (q, a) =>
      q.bas_complete ? (
        formatAud(q.payg)
      ) : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => a.editPayg(q)}
          aria-label={`Edit PAYG ${quarterLabel(q)}: ${formatAud(q.payg)}`}
        >
          <Group gap={4} wrap="nowrap" component="span">
            {formatAud(q.payg)}
            <IconPencil size={12} />
          </Group>
        </Anchor>
      ),
  },
  {
    key: 'net',
    form: 'net',
    label: 'BAS net',
    bas: '1A − 1B + W4 + 5A',
    render: (q) => (
      <Text size="sm" fw={600} c={q.net < 0 ? 'teal.8' : undefined} component="span">
        {q.net < 0 ? `${formatAud(-q.net)} refund` : formatAud(q.net)}
      </Text>
    ),
  },
];

function Heading({ cell }: { cell: Cell }) {
  return (
    <Stack gap={0} align="flex-end">
      <span>{cell.label}</span>
      {cell.bas && (
        <Text size="xs" c="dimmed" fw={400} ta="right">
          {cell.bas}
        </Text>
      )}
    </Stack>
  );
}

function StateBadge({ quarter }: { quarter: AccountActivity }) {
  return quarter.bas_complete ? (
    <Badge color="teal" variant="light" size="sm" leftSection={<IconLock size={12} />} style={{ flexShrink: 0 }}>
      Complete
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size="sm">
      Open
    </Badge>
  );
}

function QuarterMenu({ quarter, actions }: { quarter: AccountActivity; actions: QuarterActions }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${quarterLabel(quarter)}`}>
          <IconDotsVertical size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconDownload size={14} />} onClick={() => actions.download(quarter)}>
          Download quarter
        </Menu.Item>
        <Menu.Item leftSection={<IconMail size={14} />} onClick={() => actions.email(quarter)}>
          E-mail quarter
        </Menu.Item>
        <Menu.Item
          leftSection={quarter.bas_complete ? <IconLockOpen size={14} /> : <IconLock size={14} />}
          onClick={() => actions.toggleComplete(quarter)}
        >
          {quarter.bas_complete ? 'Reopen quarter' : 'Mark BAS complete'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A quarter as a card: its figures two to a row, its state and menu at the top. */
function QuarterCard({ quarter: q, actions }: { quarter: AccountActivity; actions: QuarterActions }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`quarter-${q.id}`}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Stack gap={2}>
          <Text fw={600}>{quarterLabel(q)}</Text>
          <StateBadge quarter={q} />
        </Stack>
        <QuarterMenu quarter={q} actions={actions} />
      </Group>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        {cells.map((cell) => (
          <Stack key={cell.key} gap={0}>
            <Text size="xs" c="dimmed">
              {cell.code ? `${cell.label} · ${cell.code}` : cell.label}
            </Text>
            <Text size="sm" component="div">
              <CellValue cell={cell} quarter={q} actions={actions} />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/**
 * The width from which the table fits its box beside the navigation without scrolling sideways (its eight
 * figures and their form amounts need about 960 px); narrower, each quarter is a card, two abreast.
 */
export const quarterTableQuery = '(min-width: 1200px)';

/** The year's quarters: a table on a wide screen, cards below it (one a row on a phone). */
export function QuarterTable({ quarters, actions }: { quarters: AccountActivity[]; actions: QuarterActions }) {
  const wide = useScreen(quarterTableQuery);
  const phone = useScreen('(max-width: 768px)');
  if (!wide) {
    return (
      <SimpleGrid cols={phone ? 1 : 2} spacing="sm">
        {quarters.map((q) => (
          <QuarterCard key={q.id} quarter={q} actions={actions} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Quarter</Table.Th>
          {cells.map((cell) => (
            <Table.Th key={cell.key} ta="right">
              <Heading cell={cell} />
            </Table.Th>
          ))}
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {quarters.map((q) => (
          <Table.Tr key={q.id} data-testid={`quarter-${q.id}`}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  Q{q.quarter}
                </Text>
                <StateBadge quarter={q} />
              </Group>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {quarterLabel(q).split(' · ')[1]}
              </Text>
            </Table.Td>
            {cells.map((cell) => (
              <Table.Td key={cell.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                <CellValue cell={cell} quarter={q} actions={actions} />
              </Table.Td>
            ))}
            <Table.Td w={44}>
              <QuarterMenu quarter={q} actions={actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
