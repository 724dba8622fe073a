import { usePhone } from '../../lib/screen';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Invoice, InvoiceLine } from '../../../shared/api/invoices';
import { lineColumns, quantityText } from '../../../shared/invoice-document';
import { formatAud } from '../../../shared/money';
import { confirmDelete } from '../../components/confirm';
import { RowAction } from '../../components/row-action';
import { addLine, deleteLine, updateLine } from './api';
import type { LineDraft } from './invoice-preview';
import { LinesHead } from './invoice-sheet';
import { LineForm } from './line-form';

type Props = {
  invoice: Invoice;
  /** The line being typed (its id, or 'new'), and what it holds so far, for the totals preview. */
  editing: number | 'new' | null;
  onEditing: (editing: number | 'new' | null) => void;
  onDraft: (draft: LineDraft | null) => void;
};

const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The editor's lines: each edited or deleted in place, a new one added at the end; one line is typed at a time. */
export function InvoiceLinesEditor({ invoice, editing, onEditing, onDraft }: Props) {
  const phone = usePhone();
  const stop = () => {
    onEditing(null);
    onDraft(null);
  };
  const start = (which: number | 'new') => {
    onDraft(null);
    onEditing(which);
  };
  const save = (line: InvoiceLine | null) => async (input: { label: string; unit_price: number; quantity: number }) => {
    await (line ? updateLine(invoice.id, line.id, input) : addLine(invoice.id, input));
    stop();
  };
  const remove = (line: InvoiceLine) =>
    confirmDelete(`the line “${line.label}”`, () =>
      deleteLine(invoice.id, line.id)
        .then(() => (editing === line.id ? stop() : undefined))
        // A refusal is already on screen as the API client's toast.
        .catch(() => {}),
    );
  const form = (line: InvoiceLine | null) => (
    <LineForm key={line?.id ?? 'new'} line={line} onDraft={onDraft} onSave={save(line)} onCancel={stop} />
  );
  const actions = (line: InvoiceLine) => (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <RowAction label="Edit line" onClick={() => start(line.id)}>
        <IconPencil size={16} />
      </RowAction>
      <RowAction label="Delete line" color="red" onClick={() => remove(line)}>
        <IconTrash size={16} />
      </RowAction>
    </Group>
  );
  const addButton = editing !== 'new' && (
    <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => start('new')} w="fit-content">
      Add line
    </Button>
  );
  const none = invoice.lines.length === 0 && editing !== 'new' && (
    <Text size="sm" c="dimmed" py="sm">
      No lines yet: add one, or a consumable the client uses.
    </Text>
  );

  if (phone) {
    return (
      <Stack gap={0}>
        {none}
        {invoice.lines.map((line) =>
          editing === line.id ? (
            form(line)
          ) : (
            <Group
              key={line.id}
              justify="space-between"
              wrap="nowrap"
              py={8}
              gap="xs"
              align="flex-start"
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {line.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {quantityText(line.quantity)} × {formatAud(line.unit_price)} = {formatAud(line.amount)}
                </Text>
              </Stack>
              {actions(line)}
            </Group>
          ),
        )}
        {editing === 'new' && form(null)}
        <Group mt="xs">{addButton}</Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Table verticalSpacing={6} horizontalSpacing="xs">
        <LinesHead columns={lineColumns(invoice.gst)} actions />
        <Table.Tbody>
          {invoice.lines.map((line) =>
            editing === line.id ? (
              form(line)
            ) : (
              <Table.Tr key={line.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.label}</Table.Td>
                <Table.Td ta="right" style={money}>
                  {quantityText(line.quantity)}
                </Table.Td>
                <Table.Td ta="right" style={money}>
                  {formatAud(line.unit_price)}
                </Table.Td>
                <Table.Td ta="right" style={money}>
                  {formatAud(line.amount)}
                </Table.Td>
                <Table.Td>{actions(line)}</Table.Td>
              </Table.Tr>
            ),
          )}
          {editing === 'new' && form(null)}
        </Table.Tbody>
      </Table>
      {none}
      {addButton}
    </Stack>
  );
}
