import { Button, Checkbox, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import dayjs from 'dayjs';
import { useState } from 'react';
import { consumableQuantityInput, nobodyAttendedMessage, type UserSchedule, type UserScheduleTask } from '../../../shared/api/user-schedules';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { useFormSave, zodValidate } from '../../lib/forms';
import { completeVisit, pauseTask, saveNotes, setTask, setTimeOfDay } from './api';
import { timeValue } from '../../entities/visits/visit-cells';

const message = (error: unknown) => (error instanceof ApiError ? error.message : 'The change could not be saved.');

/** A small form body: runs `save`, shows its refusal, closes on success. */
function useSave(onDone: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await save();
      onDone();
    } catch (caught) {
      setError(message(caught));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

function Buttons({ onCancel, label, busy, disabled, onSave }: { onCancel: () => void; label: string; busy: boolean; disabled?: boolean; onSave: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button onClick={onSave} loading={busy} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}

function open(id: string, title: string, body: (close: () => void) => React.ReactNode) {
  const close = () => modals.close(id);
  modals.open({ modalId: id, title, children: body(close) });
}

/** How many of a consumable were used: required, a whole number from 0, checked here and by the server alike. */
function QuantityForm({ visit, task, onDone }: { visit: UserSchedule; task: UserScheduleTask; onDone: () => void }) {
  const form = useForm<{ quantity: number | string }>({ initialValues: { quantity: task.quantity ?? '' }, validate: zodValidate(consumableQuantityInput) });
  const { busy, message, submit } = useFormSave(form);
  const save = submit(async ({ quantity }) => {
    const result = await setTask(visit.id, task.id, true, Number(quantity));
    onDone();
    if (result.needs_attendance) setTimeout(() => askAttendance(result.data));
  });
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <FormAlert message={message} />
        <NumberInput label={`How many ${task.name} were used?`} min={0} allowDecimal={false} allowNegative={false} data-autofocus {...form.getInputProps('quantity')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Complete task
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export const askQuantity = (visit: UserSchedule, task: UserScheduleTask) =>
  open(`quantity-${task.id}`, 'Consumable used', (close) => <QuantityForm visit={visit} task={task} onDone={close} />);

function PauseForm({ visit, task, onDone }: { visit: UserSchedule; task: UserScheduleTask; onDone: () => void }) {
  const [until, setUntil] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { error, busy, run } = useSave(onDone);
  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <DatePickerInput label="Paused until" placeholder="Indefinitely" value={until} onChange={setUntil} clearable minDate={businessToday()} />
      <TextInput label="Reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      <Buttons onCancel={onDone} label="Pause task" busy={busy} onSave={() => void run(() => pauseTask(visit.id, task.id, until, reason))} />
    </Stack>
  );
}

export const askPause = (visit: UserSchedule, task: UserScheduleTask) =>
  open(`pause-${task.id}`, `Pause ${task.name}`, (close) => <PauseForm visit={visit} task={task} onDone={close} />);

function TimeForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const [time, setTime] = useState(timeValue(visit.due_at));
  const { error, busy, run } = useSave(onDone);
  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <TimeInput label="Time of day" value={time} onChange={(event) => setTime(event.currentTarget.value)} data-autofocus />
      <Text size="xs" c="dimmed">
        The date stays {dayjs(visit.due_date).format('ddd D MMM YYYY')}.
      </Text>
      <Buttons onCancel={onDone} label="Set time" busy={busy} onSave={() => void run(() => setTimeOfDay(visit.id, time))} />
    </Stack>
  );
}

export const askTime = (visit: UserSchedule) => open(`time-${visit.id}`, 'Set time', (close) => <TimeForm visit={visit} onDone={close} />);

function NotesForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const [notes, setNotes] = useState(visit.notes ?? '');
  const { error, busy, run } = useSave(onDone);
  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      <Textarea label="Notes" autosize minRows={5} maxRows={14} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} data-autofocus />
      <Buttons onCancel={onDone} label="Save notes" busy={busy} onSave={() => void run(() => saveNotes(visit.id, notes))} />
    </Stack>
  );
}

export const openNotes = (visit: UserSchedule) => open(`notes-${visit.id}`, 'Notes', (close) => <NotesForm visit={visit} onDone={close} />);

function AttendanceForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const [attended, setAttended] = useState<string[]>((visit.attended ?? visit.users.map((user) => user.id)).map(String));
  const { error, busy, run } = useSave(onDone);
  return (
    <Stack gap="sm">
      <Text size="sm">Who attended? This decides how the earnings for this job are shared.</Text>
      <FormAlert message={error} />
      <Checkbox.Group value={attended} onChange={setAttended} error={attended.length ? null : nobodyAttendedMessage} label="Attended">
        <Stack gap="xs">
          {visit.users.map((user) => (
            <Checkbox key={user.id} value={String(user.id)} label={user.name} size="md" />
          ))}
        </Stack>
      </Checkbox.Group>
      <Buttons
        onCancel={onDone}
        label="Complete visit"
        busy={busy}
        disabled={attended.length === 0}
        onSave={() => void run(() => completeVisit(visit.id, attended.map(Number)))}
      />
    </Stack>
  );
}

export const askAttendance = (visit: UserSchedule) =>
  open(`attendance-${visit.id}`, 'Confirm attending contractors', (close) => <AttendanceForm visit={visit} onDone={close} />);
