import '@mantine/dates/styles.css';
import { Button, Grid, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { type UserDocumentName, userDocumentInput } from '../../../shared/api/documents';
import { FormAlert } from '../../components/form-alert';
import { PdfFileInput } from '../../components/pdf-file-input';
import { UploadProgress } from '../../components/upload-progress';
import { api } from '../../lib/api';
import { zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { uploadPercent } from '../../lib/upload';
import { pdfFileProblem, useUploadWithFields } from '../../lib/use-upload-with-fields';
import { documentsKey } from './api';

export const documentLabels: Record<UserDocumentName, string> = { insurance: 'Insurance', vaccination: 'Vaccination' };

type Values = { name: string | null; expires_at: string; file: File | null };

/** The shared rules of the first POST; the file's own problems show under the file input. */
function validate(values: Values): Record<string, string> {
  const { filename, size, ...errors } = zodValidate(userDocumentInput)({
    name: values.name ?? undefined,
    expires_at: values.expires_at,
    filename: values.file?.name ?? '',
    size: values.file?.size ?? 0,
  });
  const fileProblem = pdfFileProblem(values.file);
  return fileProblem ? { ...errors, file: fileProblem } : errors;
}

/** Adds one of your private documents (PDF only) through the chunked upload. */
export function DocumentUploadForm({ userId }: { userId: number }) {
  const form = useForm<Values>({ initialValues: { name: null, expires_at: '', file: null }, validate });
  const upload = useUploadWithFields(form, pdfFileProblem);
  const submit = upload.submit({
    begin: (values, file) =>
      api<{ id: string }>(`/api/users/${userId}/documents`, {
        method: 'POST',
        body: { name: values.name, expires_at: values.expires_at || null, filename: file.name, size: file.size },
        quiet: true,
      }),
    after: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: documentsKey(userId) });
    },
  });

  const { busy, status } = upload;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={upload.message} />
        <Grid gap="sm" align="flex-start">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label="Document"
              required
              placeholder="Choose"
              data={Object.entries(documentLabels).map(([value, label]) => ({ value, label }))}
              disabled={busy}
              {...form.getInputProps('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DatePickerInput
              label="Expires"
              placeholder="No expiry"
              valueFormat="D MMM YYYY"
              clearable
              disabled={busy}
              {...form.getInputProps('expires_at')}
              value={form.values.expires_at || null}
              onChange={(value) => form.setFieldValue('expires_at', value ?? '')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PdfFileInput
              label="PDF file"
              disabled={busy}
              {...form.getInputProps('file')}
              onChoose={(file) => {
                form.setFieldValue('file', file);
                upload.checkFile(file);
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            {/* Level with the inputs beside it, which carry labels. */}
            <Button type="submit" fullWidth loading={busy} leftSection={<IconUpload size={16} />} mt={{ base: 0, md: 25 }}>
              Upload
            </Button>
          </Grid.Col>
        </Grid>
        {status && <UploadProgress status={status} sending={`Uploading ${form.getValues().file?.name ?? ''}… ${uploadPercent(status)}%`} />}
      </Stack>
    </form>
  );
}
