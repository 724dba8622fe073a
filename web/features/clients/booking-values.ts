import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { ClientSchedule, ClientScheduleCreateInput } from '../../../shared/api/client-schedules';
import type { TaskGroup } from '../../../shared/api/task-groups';
import type { Task } from '../../../shared/api/tasks';
import { timeValue } from '../../entities/visits/visit-cells';

/**
 * The booking form. A task is chosen by one of three kinds of value: `line-{id}` keeps a line the booking
 * already has, `group-{id}` copies a line of the chosen task group, `task-{id}` adds a service from the catalogue.
 */
export type BookingValues = {
  due_date: string | null;
  time: string;
  task_group_id: string | null;
  users: string[];
  tasks: string[];
};

export function bookingValues(booking: ClientSchedule | null): BookingValues {
  return {
    due_date: booking?.due_date ?? null,
    time: booking ? timeValue(booking.due_at) : '',
    task_group_id: booking?.task_group_id ? String(booking.task_group_id) : null,
    users: (booking?.users ?? []).map((user) => String(user.id)),
    tasks: (booking?.tasks ?? []).map((task) => `line-${task.id}`),
  };
}

/** Choosing a task group on a new booking brings its contractors and its tasks not paused today. */
export function groupChosen(values: BookingValues, group: TaskGroup | null, prefill: boolean): BookingValues {
  const task_group_id = group ? String(group.id) : null;
  if (!group || !prefill) return { ...values, task_group_id };
  return {
    ...values,
    task_group_id,
    users: group.users.map((user) => String(user.id)),
    tasks: group.tasks.filter((line) => !line.paused).map((line) => `group-${line.id}`),
  };
}

export function bookingTaskOptions(
  booking: ClientSchedule | null,
  group: TaskGroup | null,
  catalogue: Task[],
): ComboboxItemGroup<ComboboxItem>[] {
  const groups: ComboboxItemGroup<ComboboxItem>[] = [];
  if (booking?.tasks.length)
    groups.push({ group: 'On this booking', items: booking.tasks.map((task) => ({ value: `line-${task.id}`, label: task.name })) });
  if (group?.tasks.length)
    groups.push({ group: group.name, items: group.tasks.map((line) => ({ value: `group-${line.id}`, label: line.name })) });
  groups.push({ group: 'Services', items: catalogue.map((task) => ({ value: `task-${task.id}`, label: task.name })) });
  return groups;
}

export function bookingErrors(values: BookingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.due_date) errors.due_date = 'The due date field is required.';
  if (values.time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = 'The time must be in the form HH:MM.';
  return errors;
}

/** The request body; on an edit the tasks are sent only when they changed, because lines not sent are removed. */
export function bookingBody(values: BookingValues, booking: ClientSchedule | null, group: TaskGroup | null) {
  const tasks = values.tasks.flatMap((value): NonNullable<ClientScheduleCreateInput['tasks']> => {
    const [kind, raw] = value.split('-');
    const id = Number(raw);
    if (kind === 'line') return [{ id }];
    if (kind === 'task') return [{ task: id }];
    // A line of a task group chosen before another was: it is no longer offered, so it is not sent.
    const line = group?.tasks.find((l) => l.id === id);
    if (!line) return [];
    return [
      {
        task: line.task,
        name: line.name,
        description: line.description,
        ...(line.price !== null && { price: line.price, payment_type: line.payment_type }),
        ...(line.contractor_percentage !== null && { contractor_percentage: line.contractor_percentage }),
        ...(line.contractor_amount !== null && { contractor_amount: line.contractor_amount }),
        consumable: line.consumable,
      },
    ];
  });
  const before = booking ? bookingValues(booking).tasks.join() : null;
  // A new booking with just its group's lines sends none: the server then takes the group's lines for that
  // day itself, keeping each tied to its group line.
  const groupLines = group ? groupChosen(values, group, true).tasks.join() : null;
  const sendTasks = booking ? before !== values.tasks.join() : groupLines !== values.tasks.join();
  return {
    due_date: values.due_date ?? undefined,
    ...(values.time && { time: values.time }),
    task_group_id: values.task_group_id ? Number(values.task_group_id) : null,
    users: values.users.map(Number),
    ...(sendTasks && { tasks }),
  };
}
