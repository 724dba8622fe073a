import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { modals } from '@mantine/modals';
import dayjs from 'dayjs';
import { useState } from 'react';
import { pastRescheduleMessage, type UserSchedule } from '../../../shared/api/user-schedules';
import { FormAlert } from '../../components/form-alert';
import { contractorOptions, useContractors } from '../../entities/people/contractors';
import { ApiError } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { updateVisit } from './api';

const message = (error: unknown) => (error instanceof ApiError ? error.message : 'The change could not be saved.');

/** Reschedule: a new date from today on (the time of day stays); the server locks the visit. */
function RescheduleForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const today = businessToday();
  const [date, setDate] = useState<string | null>(visit.due_date < today ? null : visit.due_date);
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setError(null);
    if (!date) return setDateError('Choose the new date.');
    // The server refuses the same (in the business's time zone); said here without asking it.
    if (date < today) return setDateError(pastRescheduleMessage);
    setBusy(true);
    try {
      await updateVisit(visit.id, { due_at: dayjs(date).format('YYYY-MM-DD') }, true);
      onDone();
    } catch (caught) {
      setError(message(caught));
      setDateError(caught instanceof ApiError ? (caught.errors.due_at?.[0] ?? null) : null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <DatePickerInput
        label="New date"
        placeholder="Choose a date"
        value={date}
        onChange={(value) => {
          setDate(value);
          setDateError(null);
        }}
        minDate={today}
        error={dateError}
        valueFormat="ddd D MMM YYYY"
        popoverProps={{ withinPortal: true }}
        data-autofocus
      />
      <Text size="xs" c="dimmed">
        The time of day stays. A rescheduled visit is locked, so schedule changes leave it as it is.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          Reschedule
        </Button>
      </Group>
    </Stack>
  );
}

/** Swap contractor: the visit's contractors; the server locks it. */
function SwapForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const { data: contractors } = useContractors(true);
  const [users, setUsers] = useState(visit.users.map((user) => String(user.id)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await updateVisit(visit.id, { users: users.map(Number), locked: true }, true);
      onDone();
    } catch (caught) {
      setError(message(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <MultiSelect
        label="Contractors"
        data={contractorOptions(contractors ?? [], visit.users)}
        value={users}
        onChange={setUsers}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="xs" c="dimmed">
        The visit is locked, so schedule changes keep these contractors.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

export function openReschedule(visit: UserSchedule) {
  const id = `reschedule-${visit.id}`;
  modals.open({ modalId: id, title: `Reschedule ${visit.client_name}`, children: <RescheduleForm visit={visit} onDone={() => modals.close(id)} /> });
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
