import type { UserSchedule, UserScheduleTask } from '../../../shared/api/user-schedules';

/**
 * Whether a line is paused on the visit's date, as the server decides it: a pause ends after its `pause_to`,
 * so a line paused until before the visit is work again and must be ticked like any other.
 */
export const pausedOn = (task: UserScheduleTask, date: string) => task.paused && (task.pause_to === null || task.pause_to >= date);

/** Every line that is work on this visit is ticked, so the visit can be completed. */
export const allTicked = (visit: UserSchedule) => visit.tasks.every((task) => task.complete || pausedOn(task, visit.due_date));
