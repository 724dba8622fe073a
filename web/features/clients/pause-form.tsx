import { Modal, Stack, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { pauseInput, type TaskLine } from '../../../shared/api/task-groups';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshClient } from './api';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; clientId: number; line: TaskLine; onClose: () => void };

export const taskLinePath = (clientId: number, line: TaskLine) =>
  `/api/clients/${clientId}/task-groups/${line.task_group_id}/tasks/${line.id}`;

/** Pause a task line: until a date (it resumes by itself after it) or indefinitely, with an optional reason. */
export function PauseFormModal({ opened, clientId, line, onClose }: Props) {
  const form = useForm<{ paused: boolean; pause_to: string | null; pause_reason: string }>({
    initialValues: { paused: true, pause_to: null, pause_reason: '' },
    validate: zodValidate(pauseInput),
  });
  const save = useFormSave(form);

  const submit = save.submit(async (values) => {
    await api(taskLinePath(clientId, line), { method: 'PUT', body: values, quiet: true });
    await refreshClient(clientId);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Pause ${line.name}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <DatePickerInput
            label="Paused until"
            description="Visits made while it is paused leave this task out. Leave blank to pause indefinitely."
            placeholder="Indefinitely"
            valueFormat="D MMM YYYY"
            clearable
            minDate={businessToday()}
            {...form.getInputProps('pause_to')}
          />
          <Textarea label="Reason" autosize minRows={2} {...form.getInputProps('pause_reason')} />
          <FormActions label="Pause" busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
