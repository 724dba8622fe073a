import '@mantine/dates/styles.css';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { vendorInvoiceDifference, vendorInvoiceInput } from '../../../shared/api/vendor-invoices';
import { type Cents, formatAud } from '../../../shared/money';
import { FormAlert } from '../../components/form-alert';
import { MoneyInput } from '../../components/money-input';
import { PdfFileInput } from '../../components/pdf-file-input';
import { UploadProgress } from '../../components/upload-progress';
import { api } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { pdfFileProblem, useUploadWithFields } from '../../lib/use-upload-with-fields';
import { contractorEarningsKeys } from '../../entities/visits/visit-keys';
import { FormActions } from '../../components/form-actions';

/** The amounts as the money boxes hold them: cents, null while empty (the total) or unreadable. */
type Values = { number: string; issued_at: string; total: Cents | null; tax: Cents | null; file: File | null };

/** The call's body; an amount not read goes as NaN, for the shared schema to refuse under its field. */
function body(userId: number, week: string, values: Values) {
  return {
    user_id: userId,
    week,
    number: values.number,
    issued_at: values.issued_at,
    total: values.total ?? Number.NaN,
    tax: values.tax ?? Number.NaN,
    filename: values.file?.name ?? '',
    size: values.file?.size ?? 0,
  };
}

type Props = { userId: number; week: string; earned: number | null; onDone: () => void };

/** Uploads the contractor's invoice for one week (decision 013): PDF only, through the chunked upload. */
export function VendorInvoiceForm({ userId, week, earned, onDone }: Props) {
  const form = useForm<Values>({
    initialValues: { number: '', issued_at: businessToday(), total: earned, tax: 0, file: null },
    validate: (values) => {
      const { filename, size, user_id, week: _week, ...errors } = zodValidate(vendorInvoiceInput)(body(userId, week, values));
      const fileProblem = pdfFileProblem(values.file);
      return fileProblem ? { ...errors, file: fileProblem } : errors;
    },
  });
  const total = form.getValues().total;
  const difference = total !== null ? vendorInvoiceDifference(total, earned) : null;

  const upload = useUploadWithFields(form, pdfFileProblem);
  const submit = upload.submit({
    begin: (values) => api<{ id: string }>('/api/vendor-invoices', { method: 'POST', body: body(userId, week, values), quiet: true }),
    after: async () => {
      await queryClient.invalidateQueries({ queryKey: contractorEarningsKeys.all });
      onDone();
    },
  });

  const busy = upload.busy;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={upload.message} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Invoice number" required disabled={busy} {...form.getInputProps('number')} />
          <DatePickerInput
            label="Issued"
            required
            valueFormat="D MMM YYYY"
            clearable={false}
            disabled={busy}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('issued_at')}
          />
          <MoneyInput label="Total (incl. GST)" required disabled={busy} {...form.getInputProps('total')} />
          <MoneyInput label="GST" blank={0} disabled={busy} placeholder="$0.00" {...form.getInputProps('tax')} />
        </SimpleGrid>
        <PdfFileInput
          label="Invoice (PDF)"
          disabled={busy}
          {...form.getInputProps('file')}
          onChoose={(file) => {
            form.setFieldValue('file', file);
            upload.checkFile(file);
          }}
        />
        {difference && earned !== null && (
          <Alert color="yellow" variant="light" p="xs">
            {difference} The week’s earnings are {formatAud(earned)}.
          </Alert>
        )}
        {upload.status && <UploadProgress status={upload.status} sending="Uploading…" />}
        <FormActions label="Upload" busy={busy} onCancel={onDone} holdCancel icon={<IconUpload size={16} />} gap="md" />
      </Stack>
    </form>
  );
}
