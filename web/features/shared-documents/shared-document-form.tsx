import { usePhone } from '../../lib/screen';
import '@mantine/dates/styles.css';
import { FileInput, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPaperclip } from '@tabler/icons-react';
import {
  type SharedDocumentName,
  sharedDocumentInput,
  sharedDocumentLabels,
  sharedDocumentNames,
} from '../../../shared/api/shared-documents';
import { uploadTypeMessages } from '../../../shared/api/uploads';
import { FormAlert } from '../../components/form-alert';
import { useFormSave, zodValidate } from '../../lib/forms';
import { uploadSharedDocument } from './api';
import { FormActions } from '../../components/form-actions';

type Values = { name: SharedDocumentName; description: string; subject: string; expires_at: string | null; file: File | null };

const isPdfOrImage = (file: File) =>
  file.type === 'application/pdf' || file.type.startsWith('image/') || /\.(pdf|jpe?g|png|webp|heic)$/i.test(file.name);

/** The shared rules of the first POST; the file's own problems show under the file input. */
export function validateSharedDocument(values: Values): Record<string, string> {
  const { filename, size, ...errors } = zodValidate(sharedDocumentInput)({
    name: values.name,
    description: values.description,
    subject: values.subject,
    expires_at: values.expires_at,
    filename: values.file?.name ?? '',
    size: values.file?.size ?? 0,
  });
  if (!values.file) errors.file = 'Choose a PDF or an image.';
  else if (!isPdfOrImage(values.file)) errors.file = uploadTypeMessages.pdf_or_image;
  return errors;
}

/** Add a shared document (a safety data sheet): its fields, then the file through the chunked upload. */
export function SharedDocumentFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  const form = useForm<Values>({
    initialValues: { name: 'msds', description: '', subject: '', expires_at: null, file: null },
    validate: validateSharedDocument,
  });
  const save = useFormSave(form);

  const submit = save.submit(async ({ file, ...fields }) => {
    if (!file) return;
    await uploadSharedDocument(file, { ...fields, subject: fields.subject || null, expires_at: fields.expires_at || null });
    notifications.show({ color: 'teal', message: `${fields.description} added` });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Add a shared document" fullScreen={!!phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <Select
              label="Type"
              required
              allowDeselect={false}
              data={sharedDocumentNames.map((name) => ({ value: name, label: sharedDocumentLabels[name] }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('name')}
            />
            <DatePickerInput
              label="Expires"
              placeholder="No expiry"
              valueFormat="D MMM YYYY"
              clearable
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('expires_at')}
            />
          </SimpleGrid>
          <TextInput
            label="Description"
            required
            placeholder="e.g. Bleach 5 L safety data sheet"
            data-autofocus
            {...form.getInputProps('description')}
          />
          <TextInput label="Subject" placeholder="The product, chemical or site" {...form.getInputProps('subject')} />
          <FileInput
            label="File (PDF or image)"
            required
            placeholder="Choose a file"
            accept="application/pdf,.pdf,image/*"
            leftSection={<IconPaperclip size={16} />}
            clearable
            {...form.getInputProps('file')}
          />
          <FormActions label="Upload" busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
