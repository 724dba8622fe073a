import { usePhone } from '../../lib/screen';
import { Box, Divider, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { PublicInvoice } from '../../../shared/api/invoices';
import {
  type DocumentFact,
  type DocumentLine,
  type DocumentText,
  type DocumentTotal,
  type InvoiceDocument,
  invoiceDocument,
  noItems,
} from '../../../shared/invoice-document';
import type { PreviewTotals } from './invoice-preview';

/** What the document shows of an invoice: the office's editor and the client's page read the same fields. */
export type SheetInvoice = Omit<PublicInvoice, 'pdf' | 'adjustment_notes'>;

const small = (text: string) => (
  <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: 0.4 }}>
    {text}
  </Text>
);
const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function TextBlock({ text }: { text: DocumentText | null }) {
  if (!text) return null;
  const { title, content } = text;
  return (
    <Stack gap={2}>
      {title?.trim() && (
        <Text size="sm" fw={600}>
          {title}
        </Text>
      )}
      {content?.trim() && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
      )}
    </Stack>
  );
}

/** Label and value pairs side by side, as a description list. */
function Facts({ facts, columns, valueAlign }: { facts: readonly DocumentFact[]; columns: string; valueAlign?: 'right' }) {
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: columns, columnGap: 24, rowGap: 2 }}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={600} ta={valueAlign}>
            {value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}

/** The lines as printed: description, quantity, unit price and amount, GST-exclusive when GST is charged. */
function LinesTable({ lines, columns }: { lines: DocumentLine[]; columns: InvoiceDocument['columns'] }) {
  const phone = usePhone();
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {noItems}
      </Text>
    );
  if (phone) {
    return (
      <Stack gap={0}>
        {lines.map((line) => (
          <Group
            key={line.id}
            justify="space-between"
            wrap="nowrap"
            py={8}
            gap="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            align="flex-start"
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.label}
              </Text>
              <Text size="xs" c="dimmed">
                {line.quantity} × {line.unitPrice}
              </Text>
            </Stack>
            <Text size="sm" style={money}>
              {line.amount}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing={8} horizontalSpacing="xs">
      <LinesHead columns={columns} />
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.label}</Table.Td>
            <Table.Td ta="right" style={money}>
              {line.quantity}
            </Table.Td>
            <Table.Td ta="right" style={money}>
              {line.unitPrice}
            </Table.Td>
            <Table.Td ta="right" style={money}>
              {line.amount}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The column heads of the lines (shared/invoice-document.ts `lineColumns`), with a place for the editor's buttons. */
export function LinesHead({ columns, actions }: { columns: InvoiceDocument['columns']; actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{columns.description}</Table.Th>
        <Table.Th ta="right" w={actions ? 80 : 70}>
          {columns.quantity}
        </Table.Th>
        <Table.Th ta="right" w={actions ? 120 : 110}>
          {columns.unitPrice}
        </Table.Th>
        <Table.Th ta="right" w={110}>
          {columns.amount}
        </Table.Th>
        {actions && (
          <Table.Th w={76}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

function TotalRow({ label, value, strong }: DocumentTotal) {
  return (
    <Group
      justify="space-between"
      gap="lg"
      wrap="nowrap"
      py={strong ? 6 : 3}
      px={strong ? 8 : 0}
      bg={strong ? 'gray.1' : undefined}
      style={{ borderRadius: 4 }}
    >
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={money}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, GST and total, then what was applied and the balance due: the PDF's rows, in its words. */
function Totals({ rows, preview }: { rows: DocumentTotal[]; preview?: boolean }) {
  return (
    <Stack gap={2} w="100%" maw={340} ml="auto" aria-label="Totals" role="group">
      {preview && (
        <Text size="xs" c="blue.7" ta="right">
          Preview of the figures once saved
        </Text>
      )}
      {rows.map((row) => (
        <TotalRow key={row.label} {...row} />
      ))}
    </Stack>
  );
}

type Props = {
  invoice: SheetInvoice;
  totals: PreviewTotals;
  preview?: boolean;
  /** Beside the title: the state (the office's view). */
  badge?: ReactNode;
  /** The editor's issued date and terms boxes in place of the printed facts. */
  facts?: ReactNode;
  /** The editor's lines in place of the printed table. */
  lines?: ReactNode;
  /** The editor's note box in place of the printed note. */
  note?: ReactNode;
};

/** The invoice as a document: it draws the model the PDF prints (shared/invoice-document.ts), on screen. */
export function InvoiceSheet({ invoice, totals, preview, badge, facts, lines, note }: Props) {
  const phone = usePhone();
  const doc = invoiceDocument(invoice, totals);
  const { logo } = invoice.config;
  return (
    <Paper withBorder shadow="xs" radius="md" p={phone ? 'md' : 40} bg="white">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="lg" wrap={phone ? 'wrap' : 'nowrap'}>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {logo && <Image src={logo} alt={`${doc.business.name} logo`} h={56} w="auto" fit="contain" maw={220} mb={6} />}
            <Text fw={700} size="lg">
              {doc.business.name}
            </Text>
            {doc.business.lines.map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
          <Stack gap={6} align={phone ? 'flex-start' : 'flex-end'} style={{ flexShrink: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Title order={1} size="h2" fw={800}>
                {doc.title}
              </Title>
              {badge}
            </Group>
            {facts ?? <Facts facts={doc.facts} columns="auto auto" valueAlign="right" />}
          </Stack>
        </Group>
        <Divider color="dark.4" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Stack gap={2}>
            {small(doc.billTo.heading)}
            <Text fw={600}>{doc.billTo.name}</Text>
            {doc.billTo.lines.map((line, index) => (
              <Text key={index} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
          <Paper bg="gray.1" p="sm" radius="sm" style={{ alignSelf: 'start' }}>
            {small(doc.summary.label)}
            <Text fw={800} size="xl" ta="right" style={money}>
              {doc.summary.amount}
            </Text>
            {doc.summary.note && (
              <Text size="xs" c="dimmed" ta="right">
                {doc.summary.note}
              </Text>
            )}
          </Paper>
        </SimpleGrid>
        <TextBlock text={doc.header} />
        {lines ?? <LinesTable lines={doc.lines} columns={doc.columns} />}
        <Totals rows={doc.totals} preview={preview} />
        {doc.gstNote && (
          <Text size="sm" c="dimmed">
            {doc.gstNote}
          </Text>
        )}
        {note ?? <TextBlock text={doc.note} />}
        {doc.payment && (
          <Paper withBorder radius="sm" p="md">
            {small(doc.payment.heading)}
            <Box mt={6}>
              <Facts facts={doc.payment.facts} columns="max-content 1fr" />
            </Box>
            <Text size="xs" c="dimmed" mt={6}>
              {doc.payment.payBy}
            </Text>
          </Paper>
        )}
        <TextBlock text={doc.footer} />
      </Stack>
    </Paper>
  );
}
