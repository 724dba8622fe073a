import { Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Note, noteInput } from '../../../shared/api/notes';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshClient } from './api';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; clientId: number; note: Note | null; onClose: () => void };

/** Add or edit a note on a client (`/api/clients/{id}/notes`). */
export function NoteFormModal({ opened, clientId, note, onClose }: Props) {
  const form = useForm({ initialValues: { note: note?.note ?? '' }, validate: zodValidate(noteInput) });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    const path = `/api/clients/${clientId}/notes`;
    if (note) await api(`${path}/${note.id}`, { method: 'PUT', body: values, quiet: true });
    else await api(path, { method: 'POST', body: values, quiet: true });
    await refreshClient(clientId);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={note ? 'Edit note' : 'New note'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <Textarea label="Note" required autosize minRows={4} maxRows={12} data-autofocus {...form.getInputProps('note')} />
          <FormActions label={note ? 'Save' : 'Add note'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
