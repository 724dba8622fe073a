import { usePhone } from '../../lib/screen';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconPencil, IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TparRowView, TparView } from '../../../shared/api/pay-runs';
import { financialYearOf } from '../../../shared/dates';
import { formatAud } from '../../../shared/money';
import { formatAbn } from '../../../shared/validation';
import { downloadFile } from '../../components/download';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { useAction } from '../../lib/forms';
import { useCan } from '../../lib/session';
import { savePayeeAddress, useTpar } from './api';
import { ScrollTable } from '../../components/scroll-table';
import { FormActions } from '../../components/form-actions';
import { NotAvailable } from '../../components/not-available';

/** The financial year holding the business's today (not the browser's: a laptop in another zone sees another day). */
const currentYear = () => financialYearOf(businessToday()).year;
const yearLabel = (year: number) => `${year - 1}–${String(year).slice(2)}`;

function AddressForm({ row, onDone }: { row: TparRowView; onDone: () => void }) {
  const [address, setAddress] = useState(row.address ?? '');
  const [error, setError] = useState<string | null>(null);
  const saving = useAction();
  const save = () =>
    saving.run(
      async () => {
        await savePayeeAddress(row.user_id, address);
        onDone();
      },
      (e) => setError(e instanceof ApiError ? (e.errors.address?.[0] ?? e.message) : 'The address was not saved.'),
    );
  return (
    <Stack gap="sm">
      <Textarea
        label="Postal address"
        autosize
        minRows={2}
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
        error={error}
        data-autofocus
      />
      <FormActions label="Save" busy={saving.busy} onCancel={onDone} onSubmit={() => void save()} gap="md" />
    </Stack>
  );
}

const editAddress = (row: TparRowView) => {
  const id = `address-${row.user_id}`;
  modals.open({ modalId: id, title: `Address of ${row.name}`, children: <AddressForm row={row} onDone={() => modals.close(id)} /> });
};

function Missing({ row }: { row: TparRowView }) {
  return (
    <Group gap={4}>
      {row.missing.includes('abn') && (
        <Badge color="orange" variant="light">
          No ABN
        </Badge>
      )}
      {row.missing.includes('address') && (
        <Badge color="red" variant="light">
          No address
        </Badge>
      )}
    </Group>
  );
}

function EditButton({ row }: { row: TparRowView }) {
  return (
    <Tooltip label="Edit address">
      <ActionIcon variant="subtle" aria-label={`Edit the address of ${row.name}`} onClick={() => editAddress(row)}>
        <IconPencil size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

function TparRows({ tpar: { rows, totals }, phone }: { tpar: TparView; phone: boolean }) {
  if (phone) {
    return (
      <Stack gap="xs">
        {rows.map((row) => (
          <Paper key={row.user_id} withBorder radius="sm" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{row.name}</Text>
              <EditButton row={row} />
            </Group>
            <Text size="sm">{row.abn ? formatAbn(row.abn) : ''}</Text>
            <Text size="sm" c="dimmed">
              {row.address}
            </Text>
            <Missing row={row} />
            <Text size="sm" mt={4}>
              Gross {formatAud(row.gross_paid)} · GST {formatAud(row.gst)} · withheld {formatAud(row.tax_withheld)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollTable label="Payees of the year" minWidth={820}>
      <Table verticalSpacing={6} horizontalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Payee</Table.Th>
            <Table.Th>ABN</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th ta="right">Gross paid (incl. GST)</Table.Th>
            <Table.Th ta="right">GST</Table.Th>
            <Table.Th ta="right">Tax withheld</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.user_id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
                <Missing row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.abn ? formatAbn(row.abn) : '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{row.address ?? '—'}</Text>
                  <EditButton row={row} />
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatAud(row.gross_paid)}</Table.Td>
              <Table.Td ta="right">{formatAud(row.gst)}</Table.Td>
              <Table.Td ta="right">{formatAud(row.tax_withheld)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>Total</Table.Th>
            <Table.Th ta="right">{formatAud(totals.gross_paid)}</Table.Th>
            <Table.Th ta="right">{formatAud(totals.gst)}</Table.Th>
            <Table.Th ta="right">{formatAud(totals.tax_withheld)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

/** /accounts/tpar: the taxable payments annual report of a financial year, and its spreadsheet (manage_accounts). */
export function TparPage() {
  // Nothing of the page runs for someone who may not see it: no call, no refusal toast over the header.
  return useCan('manage_accounts') ? <Tpar /> : <NotAvailable title="TPAR" does="manage accounts" />;
}

function Tpar() {
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : currentYear();
  const { data, isLoading, error } = useTpar(year);
  const years = Array.from({ length: 5 }, (_, i) => currentYear() - i);
  return (
    <>
      <PageHeader title="Taxable payments annual report">
        <Select
          aria-label="Financial year"
          value={String(year)}
          onChange={(v) => v && setParams({ year: v }, { replace: true })}
          data={years.map((y) => ({ value: String(y), label: yearLabel(y) }))}
          w={phone ? '100%' : 130}
          allowDeselect={false}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => void downloadFile(`/api/tpar/${year}/download`, { fallbackName: `tpar-${year}.xlsx` })}
        >
          Download spreadsheet
        </Button>
      </PageHeader>
      <Card withBorder radius="md" padding={phone ? 'sm' : 'md'}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Contractors paid in {yearLabel(year)} (1 July {year - 1} to 30 June {year}) by the day paid: recorded pay runs, and vendor
            invoices paid through the bank without one; cash payouts included. The same payments are in the BAS quarters. Lodge by 28
            August.
          </Text>
          {isLoading && <Skeleton h={160} />}
          {error && <Text c="red">{error.message}</Text>}
          {data && data.rows.length === 0 && (
            <EmptyState
              icon={<IconReceiptTax size={28} />}
              title="No payments"
              description="No pay run was recorded in this financial year."
            />
          )}
          {data && data.rows.length > 0 && <TparRows tpar={data} phone={phone} />}
        </Stack>
      </Card>
    </>
  );
}
