import { usePhone } from '../../lib/screen';
import { Button, Divider, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { taskGroupCreateInput, type TaskGroup } from '../../../shared/api/task-groups';
import { seesPrices } from '../../../shared/policies';
import { FormAlert } from '../../components/form-alert';
import { contractorOptions, useContractors } from '../../entities/people/contractors';
import { RuleFields } from '../../entities/task-groups/rule-fields';
import { describeRule } from '../../entities/task-groups/rule-text';
import { ruleBody } from '../../entities/task-groups/rule-values';
import { useFormSave, zodValidate } from '../../lib/forms';
import { useCan, useCurrentUser } from '../../lib/session';
import { refreshClient, useAllAddresses } from './api';
import { useTaskCatalogue } from './lookups';
import { saveTaskGroup } from './save-task-group';
import { type LineValues, type TaskGroupValues, lineErrors, taskGroupValues } from './task-group-values';
import { TaskLineFields } from './task-line-fields';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; clientId: number; group: TaskGroup | null; onClose: () => void; onAdjust: (group: TaskGroup) => void };

/**
 * Add or edit a task group: name, address, contractors, the rule (on a new group; an existing one changes
 * its rule with Adjust) and the task lines. Full screen on a phone. Mounted afresh on every open.
 */
export function TaskGroupFormModal({ opened, clientId, group, onClose, onAdjust }: Props) {
  const phone = usePhone();
  const { data: me } = useCurrentUser();
  const withPrices = seesPrices(me);
  const canPickUsers = useCan('users');
  const canAdjust = useCan('reschedule_all');
  const addresses = useAllAddresses(clientId);
  const catalogue = useTaskCatalogue();
  const people = useContractors(canPickUsers);
  const [saved, setSaved] = useState<{ group: TaskGroup | null; lines: LineValues[] }>(() => ({
    group,
    lines: group ? taskGroupValues(group, []).tasks : [],
  }));
  const form = useForm<TaskGroupValues>({
    initialValues: taskGroupValues(group, addresses.data ?? []),
    validate: (values) => ({
      ...zodValidate(taskGroupCreateInput)({ ...values, ...ruleBody(values) }),
      ...lineErrors(values.tasks, withPrices),
    }),
  });
  const values = form.getValues();
  const save = useFormSave(form);

  const submit = save.submit(async (input) => {
    // What is on the server so far, step by step: a retry after a refused line picks up from here.
    const progress = { ...saved };
    try {
      await saveTaskGroup({
        clientId,
        group: saved.group,
        values: input,
        saved: saved.lines,
        withPrices,
        onProgress: (step) => {
          if ('group' in step) progress.group = step.group;
          else if ('removed' in step) progress.lines = progress.lines.filter((line) => line.id !== step.removed);
          else {
            form.setFieldValue(`tasks.${step.index}.id`, step.id);
            progress.lines = [...progress.lines.filter((line) => line.id !== step.id), { ...input.tasks[step.index], id: step.id }];
          }
        },
      });
      await refreshClient(clientId);
      notifications.show({ color: 'teal', message: group ? `${input.name} saved` : `${input.name} added` });
      onClose();
    } catch (error) {
      // What did get saved shows with the refusal.
      await refreshClient(clientId);
      throw error;
    } finally {
      setSaved(progress);
    }
  });

  const userOptions = contractorOptions(people.data ?? group?.users ?? []);
  const addressOptions = (addresses.data ?? []).map((address) => ({ value: String(address.id), label: address.readable }));

  return (
    <Modal opened={opened} onClose={onClose} title={group ? `Edit ${group.name}` : 'New task group'} size="xl" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Name" required placeholder="e.g. Weekly office clean" data-autofocus {...form.getInputProps('name')} />
            <Select
              label="Address"
              placeholder={
                addresses.isLoading ? 'Loading addresses…' : addressOptions.length ? 'Choose the site' : 'The client has no address yet'
              }
              data={addressOptions}
              clearable
              allowDeselect={false}
              {...form.getInputProps('address_id')}
            />
          </SimpleGrid>
          <MultiSelect
            label="Contractors"
            placeholder={values.users.length ? undefined : 'Choose who does the work'}
            description={canPickUsers ? undefined : 'Choosing contractors needs the users permission.'}
            data={userOptions}
            searchable
            disabled={!canPickUsers}
            nothingFoundMessage="Nobody of that name"
            {...form.getInputProps('users')}
          />
          <Divider label="Schedule" labelPosition="left" />
          {saved.group ? (
            <Group justify="space-between" gap="xs">
              <Text size="sm">{describeRule(saved.group)}</Text>
              {canAdjust && group && (
                <Button variant="subtle" size="xs" onClick={() => onAdjust(group)}>
                  Adjust schedule
                </Button>
              )}
            </Group>
          ) : (
            <RuleFields values={values} errors={form.errors} onChange={(patch) => form.setValues(patch)} />
          )}
          <Divider label="Tasks" labelPosition="left" />
          <TaskLineFields form={form} catalogue={catalogue.data ?? []} withPrices={withPrices} />
          <FormActions label={group ? 'Save' : 'Add task group'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
