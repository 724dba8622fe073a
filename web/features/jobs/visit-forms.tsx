import { MultiSelect, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import dayjs from 'dayjs';
import { pastRescheduleMessage, type UserSchedule } from '../../../shared/api/user-schedules';
import { FormAlert } from '../../components/form-alert';
import { contractorOptions, useContractors } from '../../entities/people/contractors';
import { businessToday } from '../../lib/business-day';
import { useFormSave } from '../../lib/forms';
import { updateVisit } from './api';
import { FormActions } from '../../components/form-actions';

const fallback = 'The change could not be saved.';

/** Reschedule: a new date from today on (the time of day stays); the server locks the visit. */
function RescheduleForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const today = businessToday();
  const form = useForm<{ due_at: string | null }>({
    initialValues: { due_at: visit.due_date < today ? null : visit.due_date },
    // The server refuses a past day too (in the business's time zone); said here without asking it.
    validate: { due_at: (date) => (!date ? 'Choose the new date.' : date < today ? pastRescheduleMessage : null) },
  });
  const { busy, message, submit } = useFormSave(form, { fallback });
  const save = submit(async ({ due_at: date }) => {
    await updateVisit(visit.id, { due_at: dayjs(date).format('YYYY-MM-DD') }, true);
    onDone();
  });
  return (
    <Stack gap="sm">
      <FormAlert message={message} />
      <DatePickerInput
        label="New date"
        placeholder="Choose a date"
        {...form.getInputProps('due_at')}
        minDate={today}
        valueFormat="ddd D MMM YYYY"
        popoverProps={{ withinPortal: true }}
        data-autofocus
      />
      <Text size="xs" c="dimmed">
        The time of day stays. A rescheduled visit is locked, so schedule changes leave it as it is.
      </Text>
      <FormActions label="Reschedule" busy={busy} onCancel={onDone} onSubmit={() => save()} gap="md" />
    </Stack>
  );
}

/** Swap contractor: the visit's contractors; the server locks it. */
function SwapForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const { data: contractors } = useContractors(true);
  const form = useForm({ initialValues: { users: visit.users.map((user) => String(user.id)) } });
  const { busy, message, submit } = useFormSave(form, { fallback });
  const save = submit(async ({ users }) => {
    await updateVisit(visit.id, { users: users.map(Number), locked: true }, true);
    onDone();
  });
  return (
    <Stack gap="sm">
      <FormAlert message={message} />
      <MultiSelect
        label="Contractors"
        data={contractorOptions(contractors ?? [], visit.users)}
        {...form.getInputProps('users')}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="xs" c="dimmed">
        The visit is locked, so schedule changes keep these contractors.
      </Text>
      <FormActions label="Save" busy={busy} onCancel={onDone} onSubmit={() => save()} gap="md" />
    </Stack>
  );
}

export function openReschedule(visit: UserSchedule) {
  const id = `reschedule-${visit.id}`;
  modals.open({
    modalId: id,
    title: `Reschedule ${visit.client_name}`,
    children: <RescheduleForm visit={visit} onDone={() => modals.close(id)} />,
  });
}

export function openSwap(visit: UserSchedule) {
  const id = `swap-${visit.id}`;
  modals.open({ modalId: id, title: 'Swap contractor', children: <SwapForm visit={visit} onDone={() => modals.close(id)} /> });
}

export function confirmSkip(visit: UserSchedule) {
  const skip = !visit.skip;
  modals.openConfirmModal({
    title: skip ? 'Skip this visit?' : 'Unskip this visit?',
    children: (
      <Text size="sm">
        {skip ? 'Nobody goes on ' : 'The visit is due again on '}
        {dayjs(visit.due_date).format('ddd D MMM YYYY')} at {visit.client_name}.
      </Text>
    ),
    labels: { confirm: skip ? 'Skip' : 'Unskip', cancel: 'Cancel' },
    confirmProps: { color: skip ? 'red' : 'blue' },
    onConfirm: () => void updateVisit(visit.id, { skip }).catch(() => {}),
  });
}
