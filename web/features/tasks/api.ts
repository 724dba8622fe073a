import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../shared/api/paging';
import type { StockReport, Task, TaskInput } from '../../../shared/api/tasks';
import { downloadFile } from '../../components/download';
import { taskKeys } from '../../entities/tasks/task-keys';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

export type TaskSort = 'name' | 'price' | 'contractor_percentage';
export type TaskListQuery = { page: number; count: number; sort: TaskSort; direction: 'asc' | 'desc'; search?: string };

export function useTasks(query: TaskListQuery) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: () => api<Paged<Task>>('/api/tasks', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every list of tasks (this page's and the task group picker's catalogue) shows the change. */
const refreshTasks = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });

/** Forms show their own errors, so the request is quiet. */
export async function saveTask(id: number | null, body: TaskInput): Promise<Task> {
  const task = id
    ? await api<Task>(`/api/tasks/${id}`, { method: 'PUT', body, quiet: true })
    : await api<Task>('/api/tasks', { method: 'POST', body, quiet: true });
  await refreshTasks();
  return task;
}

export async function deleteTask(id: number) {
  await api(`/api/tasks/${id}`, { method: 'DELETE' });
  await refreshTasks();
}

/** `month` is the first day of the month, `YYYY-MM-01`. */
export function useStockReport(month: string | null) {
  return useQuery({
    queryKey: ['stock-report', month],
    queryFn: () => api<StockReport>('/api/stock-report', { method: 'POST', body: { month } }),
    enabled: !!month,
    placeholderData: keepPreviousData,
  });
}

/** The report as a spreadsheet, saved under the name the server gives it. */
export const downloadStockReport = (month: string) =>
  downloadFile('/api/stock-report/download', { method: 'POST', body: { month }, fallbackName: `stock-report-${month.slice(0, 7)}.xlsx` });
