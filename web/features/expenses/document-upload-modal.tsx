import { usePhone } from '../../lib/screen';
import '@mantine/dropzone/styles.css';
import { CloseButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypePdf, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { expenseDocumentMaxBytes } from '../../../shared/api/expenses';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api';
import { formatBytes } from '../../lib/format';
import { useAction } from '../../lib/forms';
import { uploadExpenseDocument } from './api';
import { documentMimeTypes, rejectionMessage } from './document-drop-cell';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; onClose: () => void };

/**
 * Upload receipts and bills: a description and one or more files, images or PDF. Each is read on
 * the server once it is in, and may be suggested for an expense.
 */
export function DocumentUploadModal({ opened, onClose }: Props) {
  const phone = usePhone();
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const uploading = useAction();
  const busy = uploading.busy;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setError('Choose at least one image or PDF.');
      return;
    }
    setError(null);
    await uploading.run(
      async () => {
        for (const file of files) {
          await uploadExpenseDocument(file, { description: description.trim() || null });
          setFiles((left) => left.filter((f) => f !== file));
        }
        onClose();
      },
      // The alert also holds the drop's refusals, so a file's problem is said there, not under a field.
      (failure) =>
        setError(failure instanceof ApiError ? (Object.values(failure.errors)[0]?.[0] ?? failure.message) : 'The upload failed.'),
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Upload receipts and bills" fullScreen={!!phone}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormAlert message={error} />
          <TextInput
            label="Description"
            placeholder="e.g. Bunnings receipts, March"
            maxLength={255}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            data-autofocus
          />
          <Dropzone
            onDrop={(dropped) => setFiles((current) => [...current, ...dropped])}
            onReject={(rejections) => setError(rejectionMessage(rejections.flatMap((r) => r.errors.map((e) => e.code))))}
            accept={documentMimeTypes}
            maxSize={expenseDocumentMaxBytes}
            disabled={busy}
            aria-label="Receipt files"
          >
            <Group justify="center" gap="sm" mih={100} style={{ pointerEvents: 'none' }}>
              <IconUpload size={32} color="var(--mantine-color-dimmed)" />
              <Stack gap={0}>
                <Text size="sm">Drop images or PDFs here, or click to choose</Text>
                <Text size="xs" c="dimmed">
                  Up to {formatBytes(expenseDocumentMaxBytes)} each
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          {files.length > 0 && (
            <Stack gap={4}>
              {files.map((file, index) => (
                <Group key={`${file.name}-${index}`} gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {file.type.startsWith('image/') ? <IconPhoto size={16} /> : <IconFileTypePdf size={16} />}
                    <Text size="sm" truncate="end">
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatBytes(file.size)}
                    </Text>
                  </Group>
                  <CloseButton
                    size="sm"
                    aria-label={`Leave out ${file.name}`}
                    disabled={busy}
                    onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                  />
                </Group>
              ))}
            </Stack>
          )}
          <FormActions label="Upload" busy={busy} onCancel={onClose} holdCancel icon={<IconUpload size={16} />} />
        </Stack>
      </form>
    </Modal>
  );
}
