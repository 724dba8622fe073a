import { Box, Divider, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';
import type { InvoiceConfig, InvoiceLine, PublicInvoice } from '../../../shared/api/invoices';
import { GST_PERCENT, formatAud } from '../../../shared/money';
import { formatAbn, formatBsb } from '../../../shared/validation';
import { formatDate } from '../../lib/format';
import type { PreviewTotals } from './invoice-preview';
import { termsText } from './labels';

/** What the document shows of an invoice: the office's editor and the client's page read the same fields. */
export type SheetInvoice = Omit<PublicInvoice, 'pdf'>;

const quantityText = (quantity: number) => quantity.toLocaleString('en-AU', { maximumFractionDigits: 2 });
const small = (text: string) => (
  <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: 0.4 }}>
    {text}
  </Text>
);
const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The business as the PDF prints it: legal name (when it differs), ABN, address lines, phone, e-mail. */
function businessLines(config: InvoiceConfig): string[] {
  return [
    config.legal_name && config.legal_name !== config.business_name ? config.legal_name : null,
    config.abn ? `ABN ${formatAbn(config.abn)}` : null,
    ...(config.address ?? '').split('\n'),
    config.phone,
    config.email,
  ].flatMap((line) => (line?.trim() ? [line.trim()] : []));
}

function TextBlock({ title, content }: { title: string | null; content: string | null }) {
  if (!title?.trim() && !content?.trim()) return null;
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

/** The lines as printed: description, quantity, unit price and amount, GST-exclusive when GST is charged. */
export function LinesTable({ lines, gst }: { lines: InvoiceLine[]; gst: boolean }) {
  const phone = useMediaQuery('(max-width: 512px)');
  if (lines.length === 0) return <Text size="sm" c="dimmed">No items.</Text>;
  if (phone) {
    return (
      <Stack gap={0}>
        {lines.map((line) => (
          <Group key={line.id} justify="space-between" wrap="nowrap" py={8} gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.label}
              </Text>
              <Text size="xs" c="dimmed">
                {quantityText(line.quantity)} × {formatAud(line.unit_price)}
              </Text>
            </Stack>
            <Text size="sm" style={money}>
              {formatAud(line.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing={8} horizontalSpacing="xs">
      <LinesHead gst={gst} />
      <Table.Tbody>
        {lines.map((line) => (
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
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The column heads of the lines, with a place for the editor's buttons. */
export function LinesHead({ gst, actions }: { gst: boolean; actions?: boolean }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Description</Table.Th>
        <Table.Th ta="right" w={actions ? 80 : 70}>
          Qty
        </Table.Th>
        <Table.Th ta="right" w={actions ? 120 : 110}>
          {gst ? 'Unit price (ex GST)' : 'Unit price'}
        </Table.Th>
        <Table.Th ta="right" w={110}>
          {gst ? 'Amount (ex GST)' : 'Amount'}
        </Table.Th>
        {actions && <Table.Th w={76} />}
      </Table.Tr>
    </Table.Thead>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap" py={strong ? 6 : 3} px={strong ? 8 : 0} bg={strong ? 'gray.1' : undefined} style={{ borderRadius: 4 }}>
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
export function Totals({ invoice, totals, preview }: { invoice: Pick<SheetInvoice, 'gst' | 'state'>; totals: PreviewTotals; preview?: boolean }) {
  const cancelled = invoice.state.state === 'cancelled';
  return (
    <Stack gap={2} w="100%" maw={340} ml="auto" aria-label="Totals" role="group">
      {preview && (
        <Text size="xs" c="blue.7" ta="right">
          Preview of the figures once saved
        </Text>
      )}
      {invoice.gst ? (
        <>
          <TotalRow label="Subtotal (excl. GST)" value={formatAud(totals.subtotal)} />
          <TotalRow label={`GST ${GST_PERCENT}%`} value={formatAud(totals.tax)} />
          <TotalRow label="Total (incl. GST)" value={formatAud(totals.total)} strong />
        </>
      ) : (
        <TotalRow label="Total" value={formatAud(totals.total)} strong />
      )}
      <TotalRow label="Less amount applied" value={formatAud(-totals.paid)} />
      <TotalRow label="Balance due" value={cancelled ? 'Cancelled' : formatAud(totals.balance)} strong />
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

/** The invoice as a document: what the PDF prints, on screen. */
export function InvoiceSheet({ invoice, totals, preview, badge, facts, lines, note }: Props) {
  const phone = useMediaQuery('(max-width: 512px)');
  const { config, address } = invoice;
  const settled = invoice.state.state === 'paid' || invoice.state.state === 'cancelled';
  const bank = config.account_number || config.bsb || config.account_name;
  return (
    <Paper withBorder shadow="xs" radius="md" p={phone ? 'md' : 40} bg="white">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="lg" wrap={phone ? 'wrap' : 'nowrap'}>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {config.logo && <Image src={config.logo} alt={`${config.business_name} logo`} h={56} w="auto" fit="contain" maw={220} mb={6} />}
            <Text fw={700} size="lg">
              {config.business_name}
            </Text>
            {businessLines(config).map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
          <Stack gap={6} align={phone ? 'flex-start' : 'flex-end'} style={{ flexShrink: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Title order={1} size="h2" fw={800}>
                {invoice.title}
              </Title>
              {badge}
            </Group>
            {facts ?? (
              <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 24, rowGap: 2 }}>
                {[
                  ['Invoice number', String(invoice.number)],
                  ['Issue date', formatDate(invoice.issued_at)],
                  ['Due date', formatDate(invoice.due_at)],
                  ['Terms', termsText(invoice.terms)],
                ].map(([label, value]) => (
                  <Fragment key={label}>
                    <Text component="dt" size="sm" c="dimmed">
                      {label}
                    </Text>
                    <Text component="dd" m={0} size="sm" fw={600} ta="right">
                      {value}
                    </Text>
                  </Fragment>
                ))}
              </Box>
            )}
          </Stack>
        </Group>
        <Divider color="dark.4" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <Stack gap={2}>
            {small('Bill to')}
            <Text fw={600}>{address.name}</Text>
            {[address.address1, address.address2, address.address3, address.city].map((line, index) =>
              line?.trim() ? (
                <Text key={index} size="sm">
                  {line}
                </Text>
              ) : null,
            )}
          </Stack>
          <Paper bg="gray.1" p="sm" radius="sm" style={{ alignSelf: 'start' }}>
            {small(invoice.state.state === 'cancelled' ? 'Invoice cancelled' : settled ? 'Paid in full' : 'Balance due')}
            <Text fw={800} size="xl" ta="right" style={money}>
              {invoice.state.state === 'cancelled' ? 'Nothing owed' : formatAud(settled ? totals.total : totals.balance)}
            </Text>
            {!settled && (
              <Text size="xs" c="dimmed" ta="right">
                Due {formatDate(invoice.due_at)}
              </Text>
            )}
          </Paper>
        </SimpleGrid>
        <TextBlock title={config.header_title} content={config.header_content} />
        {lines ?? <LinesTable lines={invoice.lines} gst={invoice.gst} />}
        <Totals invoice={invoice} totals={totals} preview={preview} />
        {!invoice.gst && (
          <Text size="sm" c="dimmed">
            No GST has been charged on this invoice.
          </Text>
        )}
        {note ?? (invoice.note?.trim() ? <TextBlock title="Note" content={invoice.note} /> : null)}
        {bank && !settled && totals.balance > 0 && (
          <Paper withBorder radius="sm" p="md">
            {small('How to pay: bank transfer')}
            <Box component="dl" mt={6} mb={0} style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 24, rowGap: 2 }}>
              {[
                ['Account name', config.account_name ?? config.business_name],
                ['BSB', config.bsb ? formatBsb(config.bsb) : '—'],
                ['Account number', config.account_number ?? '—'],
                ['Reference', String(invoice.number)],
              ].map(([label, value]) => (
                <Fragment key={label}>
                  <Text component="dt" size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" m={0} size="sm" fw={600}>
                    {value}
                  </Text>
                </Fragment>
              ))}
            </Box>
            <Text size="xs" c="dimmed" mt={6}>
              Please pay {formatAud(totals.balance)} by {formatDate(invoice.due_at)}, quoting the reference.
            </Text>
          </Paper>
        )}
        <TextBlock title={config.footer_title} content={config.footer_content} />
      </Stack>
    </Paper>
  );
}
