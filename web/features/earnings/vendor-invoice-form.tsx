import '@mantine/dates/styles.css';
import { Alert, Button, FileInput, Group, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { uploadTypeMessages } from '../../../shared/api/uploads';
import { vendorInvoiceDifference, vendorInvoiceInput } from '../../../shared/api/vendor-invoices';
import { dollarsToCents, formatAud } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { MoneyInput } from '../../components/money-input';
import { api } from '../../lib/api';
import { useServerErrors, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { type UploadStatus, uploadWithNote } from '../../lib/upload';
import { contractorEarningsKeys } from '../../entities/visits/visit-keys';

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

type Values = { number: string; issued_at: string; total: number | string; tax: number | string; file: File | null };

const cents = (value: number | string) => (value === '' ? Number.NaN : dollarsToCents(String(value)));

function body(userId: number, week: string, values: Values) {
  return { user_id: userId, week, number: values.number, issued_at: values.issued_at, total: cents(values.total), tax: cents(values.tax === '' ? 0 : values.tax), filename: values.file?.name ?? '', size: values.file?.size ?? 0 };
}

type Props = { userId: number; week: string; earned: number | null; onDone: () => void };

/** Uploads the contractor's invoice for one week (spec 2 §2 "Upload invoice"): PDF only, through the chunked upload. */
export function VendorInvoiceForm({ userId, week, earned, onDone }: Props) {
  const serverErrors = useServerErrors();
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const form = useForm<Values>({
    initialValues: { number: '', issued_at: dayjs().format('YYYY-MM-DD'), total: earned === null ? '' : earned / 100, tax: '', file: null },
    validate: (values) => {
      const { filename, size, user_id, week: _week, ...errors } = zodValidate(vendorInvoiceInput)(body(userId, week, values));
      if (!values.file) errors.file = 'Choose a PDF file.';
      else if (!isPdf(values.file)) errors.file = uploadTypeMessages.pdf;
      return errors;
    },
  });
  const total = cents(form.getValues().total);
  const difference = Number.isFinite(total) ? vendorInvoiceDifference(total, earned) : null;

  const submit = form.onSubmit(async (values) => {
    const file = values.file;
    if (!file) return;
    serverErrors.clear();
    setStatus({ phase: 'sending', sent: 0, total: file.size });
    try {
      await uploadWithNote({ file, begin: () => api<{ id: string }>('/api/vendor-invoices', { method: 'POST', body: body(userId, week, values), quiet: true }), onStatus: setStatus });
      await queryClient.invalidateQueries({ queryKey: contractorEarningsKeys.all });
      onDone();
    } catch (error) {
      serverErrors.apply(form, error);
    } finally {
      setStatus(null);
    }
  });

  const busy = status !== null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={serverErrors.message} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Invoice number" required disabled={busy} {...form.getInputProps('number')} />
          <DatePickerInput label="Issued" required valueFormat="D MMM YYYY" clearable={false} disabled={busy} popoverProps={{ withinPortal: true }} {...form.getInputProps('issued_at')} />
          <MoneyInput label="Total (incl. GST)" required disabled={busy} {...form.getInputProps('total')} />
          <MoneyInput label="GST" disabled={busy} placeholder="$0.00" {...form.getInputProps('tax')} />
        </SimpleGrid>
        <FileInput
          label="Invoice (PDF)"
          required
          placeholder="Choose a PDF"
          accept="application/pdf,.pdf"
          leftSection={<IconFileTypePdf size={16} />}
          clearable
          disabled={busy}
          {...form.getInputProps('file')}
          onChange={(file) => {
            form.setFieldValue('file', file);
            if (file && !isPdf(file)) form.setFieldError('file', uploadTypeMessages.pdf);
            else form.clearFieldError('file');
          }}
        />
        {difference && earned !== null && (
          <Alert color="yellow" variant="light" p="xs">
            {difference} The week’s earnings are {formatAud(earned)}.
          </Alert>
        )}
        {status && (
          <Stack gap={4} aria-live="polite">
            <Progress value={status.total ? (status.sent / status.total) * 100 : 100} animated size="sm" />
            <Text size="xs" c="dimmed">
              {status.phase === 'waiting' ? 'Waiting for the connection; the upload continues when it is back.' : 'Uploading…'}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconUpload size={16} />}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
