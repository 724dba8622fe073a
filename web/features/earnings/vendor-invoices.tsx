import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ContractorEarnings, EarningsWeekView } from '../../../shared/api/earnings';
import { type VendorInvoice, vendorInvoiceDifference } from '../../../shared/api/vendor-invoices';
import { formatAud } from '../../../shared/money';
import { confirmDelete } from '../../components/confirm';
import { downloadFile } from '../../components/download';
import { api, apiFile } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { queryClient } from '../../lib/query-client';
import { formatBytes } from '../../lib/format';
import { contractorEarningsKeys } from '../../entities/visits/visit-keys';
import { VendorInvoiceForm } from './vendor-invoice-form';

/** Opens the PDF in a new tab (the download route answers it as an attachment, so it is fetched first). */
async function viewInvoice(invoice: VendorInvoice) {
  const opened = window.open('', '_blank');
  const { blob } = await apiFile(invoice.download_url);
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (opened) opened.location.href = url;
  else window.location.assign(url);
}

function InvoiceRow({ invoice, earned, deletes }: { invoice: VendorInvoice; earned: number | null; deletes: boolean }) {
  const difference = vendorInvoiceDifference(invoice.total, earned);
  const remove = () =>
    confirmDelete(`vendor invoice ${invoice.number}`, async () => {
      await api(`/api/vendor-invoices/${invoice.id}`, { method: 'DELETE' });
      notifications.show({ color: 'green', message: `Vendor invoice ${invoice.number} deleted.` });
      await queryClient.invalidateQueries({ queryKey: contractorEarningsKeys.all });
    });
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Group gap={6}>
            <Text fw={600} size="sm">
              Invoice {invoice.number}
            </Text>
            {invoice.paid_at ? (
              <Badge size="sm" color="green" variant="light">
                paid {dayjs(invoice.paid_at).format('D MMM')}
              </Badge>
            ) : (
              <Badge size="sm" variant="light">
                awaiting payment
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {dayjs(invoice.issued_at).format('D MMM YYYY')} · {formatAud(invoice.total)} incl. {formatAud(invoice.tax)} GST ·{' '}
            {invoice.filename} ({formatBytes(invoice.size)})
          </Text>
          {difference && (
            <Group gap={4} c="orange.8">
              <IconAlertTriangle size={14} aria-hidden />
              <Text size="xs">{difference}</Text>
            </Group>
          )}
        </Stack>
        <Group gap={4}>
          <Tooltip label="View">
            <ActionIcon variant="subtle" aria-label={`View vendor invoice ${invoice.number}`} onClick={() => void viewInvoice(invoice)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Download">
            <ActionIcon
              variant="subtle"
              aria-label={`Download vendor invoice ${invoice.number}`}
              onClick={() => void downloadFile(invoice.download_url, { fallbackName: invoice.filename })}
            >
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
          {deletes && !invoice.paid_at && (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" aria-label={`Delete vendor invoice ${invoice.number}`} onClick={remove}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

type Props = { earnings: ContractorEarnings; week: EarningsWeekView; handles: boolean };

/** A week's vendor invoices with view, download and delete, and the Upload invoice action. */
export function WeekVendorInvoices({ earnings, week, handles }: Props) {
  const [uploading, setUploading] = useState(false);
  const started = week.start <= businessToday();
  const earned = week.totals?.earned ?? null;
  if (!earnings.vendor && week.vendor_invoices.length === 0) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          Vendor invoices
        </Text>
        {earnings.vendor && handles && started && (
          <Button size="xs" variant="light" leftSection={<IconUpload size={14} />} onClick={() => setUploading(true)}>
            Upload invoice
          </Button>
        )}
      </Group>
      {week.vendor_invoices.length === 0 && (
        <Text size="sm" c="dimmed">
          No invoice uploaded for this week.
        </Text>
      )}
      {week.vendor_invoices.map((invoice) => (
        <InvoiceRow key={invoice.id} invoice={invoice} earned={earned} deletes={handles} />
      ))}
      <Modal
        opened={uploading}
        onClose={() => setUploading(false)}
        title={`Invoice for week ${week.week} (${dayjs(week.start).format('D')}–${dayjs(week.end).format('D MMM')})`}
      >
        <VendorInvoiceForm userId={earnings.user.id} week={week.start} earned={earned} onDone={() => setUploading(false)} />
      </Modal>
    </Stack>
  );
}
