import { Checkbox, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import dayjs from 'dayjs';
import {
  consumableQuantityInput,
  nobodyAttendedMessage,
  type UserSchedule,
  type UserScheduleTask,
} from '../../../shared/api/user-schedules';
import { FormAlert } from '../../components/form-alert';
import { businessToday } from '../../lib/business-day';
import { useFormSave, zodValidate } from '../../lib/forms';
import { completeVisit, pauseTask, saveNotes, setTask, setTimeOfDay } from './api';
import { timeValue } from '../../entities/visits/visit-cells';
import { asksAttendance, withTick } from './visit-queued';
import { FormActions } from '../../components/form-actions';

/** A small form body's save: shows its refusal, closes on success. */
function useSmallFormSave<V>(form: UseFormReturnType<V>, onDone: () => void) {
  const { busy, message, submit } = useFormSave(form, { fallback: 'The change could not be saved.' });
  // The dialogs have no <form>: Save is a plain button, and Enter in a box does not send.
  const run = (save: (values: V) => Promise<unknown>) =>
    submit(async (values) => {
      await save(values);
      onDone();
    })();
  return { busy, message, run };
}

function open(id: string, title: string, body: (close: () => void) => React.ReactNode) {
  const close = () => modals.close(id);
  modals.open({ modalId: id, title, children: body(close) });
}

/** How many of a consumable were used: required, a whole number from 0, checked here and by the server alike. */
function QuantityForm({ visit, task, onDone }: { visit: UserSchedule; task: UserScheduleTask; onDone: () => void }) {
  const form = useForm<{ quantity: number | string }>({
    initialValues: { quantity: task.quantity ?? '' },
    validate: zodValidate(consumableQuantityInput),
  });
  const { busy, message, submit } = useFormSave(form);
  const save = submit(async ({ quantity }) => {
    const result = await setTask(visit.id, task, true, Number(quantity));
    onDone();
    if (asksAttendance(visit, task.id, true, result)) setTimeout(() => askAttendance(result?.data ?? withTick(visit, task.id, true)));
  });
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <FormAlert message={message} />
        <NumberInput
          label={`How many ${task.name} were used?`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus
          {...form.getInputProps('quantity')}
        />
        <FormActions label="Complete task" busy={busy} onCancel={onDone} gap="md" />
      </Stack>
    </form>
  );
}

export const askQuantity = (visit: UserSchedule, task: UserScheduleTask) =>
  open(`quantity-${task.id}`, 'Consumable used', (close) => <QuantityForm visit={visit} task={task} onDone={close} />);

function PauseForm({ visit, task, onDone }: { visit: UserSchedule; task: UserScheduleTask; onDone: () => void }) {
  const form = useForm<{ until: string | null; reason: string }>({ initialValues: { until: null, reason: '' } });
  const { until } = form.getValues();
  const setUntil = (value: string | null) => form.setFieldValue('until', value);
  const { busy, message, run } = useSmallFormSave(form, onDone);
  return (
    <Stack gap="sm">
      <FormAlert message={message} />
      <DatePickerInput
        label="Paused until"
        placeholder="Indefinitely"
        value={until}
        onChange={setUntil}
        clearable
        minDate={businessToday()}
      />
      <TextInput label="Reason" {...form.getInputProps('reason')} />
      <FormActions
        onCancel={onDone}
        label="Pause task"
        busy={busy}
        onSubmit={() => run((values) => pauseTask(visit.id, task.id, values.until, values.reason))}
        gap="md"
      />
    </Stack>
  );
}

export const askPause = (visit: UserSchedule, task: UserScheduleTask) =>
  open(`pause-${task.id}`, `Pause ${task.name}`, (close) => <PauseForm visit={visit} task={task} onDone={close} />);

function TimeForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const form = useForm({ initialValues: { time: timeValue(visit.due_at) } });
  const { busy, message, run } = useSmallFormSave(form, onDone);
  return (
    <Stack gap="sm">
      <FormAlert message={message} />
      <TimeInput label="Time of day" {...form.getInputProps('time')} data-autofocus />
      <Text size="xs" c="dimmed">
        The date stays {dayjs(visit.due_date).format('ddd D MMM YYYY')}.
      </Text>
      <FormActions
        onCancel={onDone}
        label="Set time"
        busy={busy}
        onSubmit={() => run(({ time }) => setTimeOfDay(visit.id, time))}
        gap="md"
      />
    </Stack>
  );
}

export const askTime = (visit: UserSchedule) => open(`time-${visit.id}`, 'Set time', (close) => <TimeForm visit={visit} onDone={close} />);

function NotesForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const form = useForm({ initialValues: { notes: visit.notes ?? '' } });
  const { busy, message, run } = useSmallFormSave(form, onDone);
  return (
    <Stack gap="sm">
      <FormAlert message={message} />
      <Textarea label="Notes" autosize minRows={5} maxRows={14} {...form.getInputProps('notes')} data-autofocus />
      <FormActions
        onCancel={onDone}
        label="Save notes"
        busy={busy}
        onSubmit={() => run(({ notes }) => saveNotes(visit.id, notes))}
        gap="md"
      />
    </Stack>
  );
}

export const openNotes = (visit: UserSchedule) => open(`notes-${visit.id}`, 'Notes', (close) => <NotesForm visit={visit} onDone={close} />);

function AttendanceForm({ visit, onDone }: { visit: UserSchedule; onDone: () => void }) {
  const form = useForm({ initialValues: { attended: (visit.attended ?? visit.users.map((user) => user.id)).map(String) } });
  const { attended } = form.getValues();
  const { busy, message, run } = useSmallFormSave(form, onDone);
  return (
    <Stack gap="sm">
      <Text size="sm">Who attended? This decides how the earnings for this job are shared.</Text>
      <FormAlert message={message} />
      <Checkbox.Group
        value={attended}
        onChange={(value) => form.setFieldValue('attended', value)}
        error={attended.length ? null : nobodyAttendedMessage}
        label="Attended"
      >
        <Stack gap="xs">
          {visit.users.map((user) => (
            <Checkbox key={user.id} value={String(user.id)} label={user.name} size="md" />
          ))}
        </Stack>
      </Checkbox.Group>
      <FormActions
        onCancel={onDone}
        label="Complete visit"
        busy={busy}
        disabled={attended.length === 0}
        onSubmit={() => run((values) => completeVisit(visit.id, values.attended.map(Number)))}
        gap="md"
      />
    </Stack>
  );
}

export const askAttendance = (visit: UserSchedule) =>
  open(`attendance-${visit.id}`, 'Confirm attending contractors', (close) => <AttendanceForm visit={visit} onDone={close} />);
