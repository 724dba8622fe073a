import { usePhone } from '../../lib/screen';
import { Modal, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ClientSchedule } from '../../../shared/api/client-schedules';
import type { Client } from '../../../shared/api/clients';
import { FormAlert } from '../../components/form-alert';
import { contractorOptions, useContractors } from '../../entities/people/contractors';
import { api } from '../../lib/api';
import { useFormSave } from '../../lib/forms';
import { useCan } from '../../lib/session';
import { refreshBookings, useTaskGroups } from './api';
import { type BookingValues, bookingBody, bookingErrors, bookingTaskOptions, bookingValues, groupChosen } from './booking-values';
import { useTaskCatalogue } from './lookups';
import { FormActions } from '../../components/form-actions';

type Props = { opened: boolean; client: Client; booking: ClientSchedule | null; onClose: () => void };

/**
 * Add a booking by hand or edit one. Either way it becomes locked (docs/domain.md "Locks"), so generating the
 * schedule never changes it. Choosing a task group fills in its contractors and tasks.
 */
export function BookingFormModal({ opened, client, booking, onClose }: Props) {
  const phone = usePhone();
  const canPickUsers = useCan('users');
  const groups = useTaskGroups(client.id);
  const catalogue = useTaskCatalogue();
  const people = useContractors(canPickUsers);
  const form = useForm<BookingValues>({ initialValues: bookingValues(booking), validate: bookingErrors });
  const save = useFormSave(form);
  const values = form.getValues();
  const group = groups.data?.find((g) => String(g.id) === values.task_group_id) ?? null;

  const submit = save.submit(async (input) => {
    const body = bookingBody(input, booking, group);
    const path = `/api/clients/${client.id}/client-schedules`;
    if (booking) await api(`${path}/${booking.id}`, { method: 'PUT', body, quiet: true });
    else await api(path, { method: 'POST', body, quiet: true });
    await refreshBookings(client.id);
    notifications.show({ color: 'teal', message: booking ? 'Booking saved and locked' : 'Booking added and locked' });
    onClose();
  });

  const userOptions = contractorOptions(people.data ?? [], booking?.users ?? [], group?.users ?? []);

  return (
    <Modal opened={opened} onClose={onClose} title={booking ? 'Edit booking' : 'Add a booking'} size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <Text size="sm" c="dimmed">
            A booking added or edited by hand is locked: regenerating the schedule leaves it as it is.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <DatePickerInput
              label="Date"
              required
              placeholder="Choose a date"
              valueFormat="ddd D MMM YYYY"
              data-autofocus
              {...form.getInputProps('due_date')}
            />
            <TimeInput label="Time" description="Blank: the start of the day." {...form.getInputProps('time')} />
          </SimpleGrid>
          <Select
            label="Task group"
            placeholder="None"
            clearable
            data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
            value={values.task_group_id}
            onChange={(value) => form.setValues(groupChosen(values, groups.data?.find((g) => String(g.id) === value) ?? null, !booking))}
            error={form.errors.task_group_id}
          />
          <MultiSelect
            label="Contractors"
            placeholder={values.users.length ? undefined : 'Choose who does the work'}
            data={userOptions}
            searchable
            disabled={!canPickUsers}
            description={canPickUsers ? undefined : 'Choosing contractors needs the users permission.'}
            {...form.getInputProps('users')}
          />
          <MultiSelect
            label="Tasks"
            placeholder={values.tasks.length ? undefined : 'Choose the services for this visit'}
            data={bookingTaskOptions(booking, group, catalogue.data ?? [])}
            searchable
            nothingFoundMessage="No service of that name"
            {...form.getInputProps('tasks')}
          />
          <FormActions label={booking ? 'Save' : 'Add booking'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
