import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Client, suspendInput } from '../../../shared/api/clients';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { useFormSave, zodValidate } from '../../lib/forms';
import { FormActions } from '../../components/form-actions';

/** `onSaved` refreshes what the caller shows of the client: the client page, or the visit card. */
type Props = { opened: boolean; client: Pick<Client, 'id' | 'name'>; onClose: () => void; onSaved: () => Promise<unknown> };

/** Suspend a client's service: a reason and, optionally, the date service resumes by itself. */
export function SuspendFormModal({ opened, client, onClose, onSaved }: Props) {
  const form = useForm<{ suspend_reason: string; suspend_to: string | null }>({
    initialValues: { suspend_reason: '', suspend_to: null },
    validate: zodValidate(suspendInput),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    await api(`/api/clients/${client.id}/suspend`, { method: 'POST', body: values, quiet: true });
    await onSaved();
    notifications.show({ color: 'orange', message: `${client.name} suspended` });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Suspend ${client.name}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <Text size="sm" c="dimmed">
            The client's contacts and the contractors of its coming visits are e-mailed.
          </Text>
          <Textarea label="Reason" required autosize minRows={2} data-autofocus {...form.getInputProps('suspend_reason')} />
          <DatePickerInput
            label="Suspended until"
            description="Service resumes by itself on this date. Leave blank to suspend until unsuspended."
            placeholder="Until unsuspended"
            valueFormat="D MMM YYYY"
            clearable
            minDate={businessToday()}
            {...form.getInputProps('suspend_to')}
          />
          <FormActions label="Suspend" busy={save.busy} onCancel={onClose} color="orange" />
        </Stack>
      </form>
    </Modal>
  );
}
