import { usePhone } from '../../lib/screen';
import { Modal, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { TaskGroup } from '../../../shared/api/task-groups';
import { taskGroupRuleSchema } from '../../../shared/api/task-groups-rule';
import { FormAlert } from '../../components/form-alert';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { RuleFields } from './rule-fields';
import { describeRule } from './rule-text';
import { type RuleValues, ruleBody, ruleValues } from './rule-values';
import { FormActions } from '../../components/form-actions';

/** `onSaved` refreshes what the caller shows of the group: the client page, or the visit card. */
type Props = { opened: boolean; group: TaskGroup; onClose: () => void; onSaved: () => Promise<unknown> };

/**
 * Adjust (reschedule_all): change a task group's rule. With "move the visits already made" (the default),
 * its unlocked future visits that no longer fit go and the new dates are made; without, only new dates are added.
 */
export function AdjustFormModal({ opened, group, onClose, onSaved }: Props) {
  const phone = usePhone();
  const form = useForm<RuleValues & { reschedule_all: boolean }>({
    initialValues: { ...ruleValues(group), reschedule_all: true },
    validate: (values) => zodValidate(taskGroupRuleSchema)(ruleBody(values)),
  });
  const save = useFormSave(form);
  const values = form.getValues();

  const submit = save.submit(async (input) => {
    // Only the rule: an update without `users` keeps the contractors, and reschedule_all alone may send it.
    const body = { ...ruleBody(input), reschedule_all: input.reschedule_all };
    await api(`/api/clients/${group.client_id}/task-groups/${group.id}`, { method: 'PUT', body, quiet: true });
    await onSaved();
    notifications.show({ color: 'teal', message: `${group.name} adjusted` });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={`Adjust ${group.name}`} size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <Text size="sm" c="dimmed">
            Now: {describeRule(group)}
          </Text>
          <RuleFields values={values} errors={form.errors} onChange={(patch) => form.setValues(patch)} />
          <Switch
            label="Move the visits already made"
            description="Unlocked coming visits that no longer fit are removed and the new dates made. Off: only new dates are added."
            {...form.getInputProps('reschedule_all', { type: 'checkbox' })}
          />
          <FormActions label="Adjust" busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
