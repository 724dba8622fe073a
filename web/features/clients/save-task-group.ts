import type { TaskGroup, TaskLine } from '../../../shared/api/task-groups';
import { ApiError, api } from '../../lib/api';
import { ruleBody } from '../../entities/task-groups/rule-values';
import { type LineValues, type TaskGroupValues, lineBody, lineChanged } from './task-group-values';

type Saving = {
  clientId: number;
  /** The group as saved so far: null for a new one until its first save. */
  group: TaskGroup | null;
  values: TaskGroupValues;
  /** The lines as last saved, so only what changed is sent. */
  saved: LineValues[];
  withPrices: boolean;
  /** Records what each step saved, so a retry after a refused line neither makes the group twice nor loses a line. */
  onProgress: (step: { group: TaskGroup } | { removed: number } | { index: number; id: number }) => void;
};

/**
 * Saves the group, then its lines one call each (they are a sub-resource): new lines are added, changed ones
 * updated and removed ones deleted. An edit keeps the stored rule; changing it is Adjust (reschedule_all).
 */
export async function saveTaskGroup({ clientId, group, values, saved, withPrices, onProgress }: Saving): Promise<TaskGroup> {
  const base = `/api/clients/${clientId}/task-groups`;
  const fields = { name: values.name, address_id: values.address_id ? Number(values.address_id) : null, users: values.users.map(Number) };
  let current: TaskGroup;
  if (group) {
    const rule = {
      rotation: group.rotation,
      frequency: group.frequency,
      week_of_month: group.week_of_month,
      day_of_week: group.day_of_week,
      days_of_week: group.days_of_week,
      start_at: group.start_at,
    };
    current = await api<TaskGroup>(`${base}/${group.id}`, {
      method: 'PUT',
      body: { ...fields, ...rule, reschedule_all: false },
      quiet: true,
    });
  } else {
    current = await api<TaskGroup>(base, { method: 'POST', body: { ...fields, ...ruleBody(values) }, quiet: true });
  }
  onProgress({ group: current });

  const linesPath = `${base}/${current.id}/tasks`;
  const kept = new Set(values.tasks.map((line) => line.id));
  for (const line of saved) {
    if (line.id === null || kept.has(line.id)) continue;
    await api(`${linesPath}/${line.id}`, { method: 'DELETE', quiet: true });
    onProgress({ removed: line.id });
  }
  for (const [index, line] of values.tasks.entries()) {
    const before = saved.find((s) => s.id !== null && s.id === line.id);
    if (before && !lineChanged(before, line)) continue;
    try {
      const body = lineBody(line, withPrices);
      const result = before
        ? await api<TaskLine>(`${linesPath}/${line.id}`, { method: 'PUT', body, quiet: true })
        : await api<TaskLine>(linesPath, { method: 'POST', body, quiet: true });
      onProgress({ index, id: result.id });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The refusal's field errors move under that line (`tasks.2.price`).
      const errors = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [`tasks.${index}.${field}`, messages]));
      throw new ApiError(error.status, `Task ${index + 1}: ${error.message}`, errors);
    }
  }
  return current;
}
