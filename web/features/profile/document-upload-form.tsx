import '@mantine/dates/styles.css';
import { Button, FileInput, Grid, Progress, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { type UserDocumentName, userDocumentInput } from '../../../shared/api/documents';
import { uploadTypeMessages } from '../../../shared/api/uploads';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useServerErrors, zodValidate } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { type UploadStatus, uploadWithNote } from '../../lib/upload';
import { documentsKey } from './api';

export const documentLabels: Record<UserDocumentName, string> = { insurance: 'Insurance', vaccination: 'Vaccination' };

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

type Values = { name: string | null; expires_at: string; file: File | null };

/** The shared rules of the first POST; the file's own problems show under the file input. */
function validate(values: Values): Record<string, string> {
  const { filename, size, ...errors } = zodValidate(userDocumentInput)({
    name: values.name ?? undefined,
    expires_at: values.expires_at,
    filename: values.file?.name ?? '',
    size: values.file?.size ?? 0,
  });
  if (!values.file) errors.file = 'Choose a PDF file.';
  else if (!isPdf(values.file)) errors.file = uploadTypeMessages.pdf;
  return errors;
}

/** Adds one of your private documents (PDF only) through the chunked upload. */
export function DocumentUploadForm({ userId }: { userId: number }) {
  const serverErrors = useServerErrors();
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const form = useForm<Values>({ initialValues: { name: null, expires_at: '', file: null }, validate });

  const chooseFile = (file: File | null) => {
    form.setFieldValue('file', file);
    // Said at once rather than on submit: the only file type accepted here is PDF.
    if (file && !isPdf(file)) form.setFieldError('file', uploadTypeMessages.pdf);
    else form.clearFieldError('file');
  };

  const submit = form.onSubmit(async (values) => {
    const file = values.file;
    if (!file) return;
    serverErrors.clear();
    setStatus({ phase: 'sending', sent: 0, total: file.size });
    try {
      await uploadWithNote({
        file,
        begin: () =>
          api<{ id: string }>(`/api/users/${userId}/documents`, {
            method: 'POST',
            body: { name: values.name, expires_at: values.expires_at || null, filename: file.name, size: file.size },
            quiet: true,
          }),
        onStatus: setStatus,
      });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: documentsKey(userId) });
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
            <FileInput
              label="PDF file"
              required
              placeholder="Choose a PDF"
              accept="application/pdf,.pdf"
              leftSection={<IconFileTypePdf size={16} />}
              clearable
              disabled={busy}
              {...form.getInputProps('file')}
              onChange={chooseFile}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            {/* Level with the inputs beside it, which carry labels. */}
            <Button type="submit" fullWidth loading={busy} leftSection={<IconUpload size={16} />} mt={{ base: 0, md: 25 }}>
              Upload
            </Button>
          </Grid.Col>
        </Grid>
        {status && (
          <Stack gap={4} aria-live="polite">
            <Progress value={status.total ? (status.sent / status.total) * 100 : 100} animated size="sm" />
            <Text size="xs" c="dimmed">
              {status.phase === 'waiting'
                ? 'Waiting for the connection; the upload continues when it is back.'
                : `Uploading ${form.getValues().file?.name ?? ''}… ${status.total ? Math.floor((status.sent / status.total) * 100) : 100}%`}
            </Text>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
