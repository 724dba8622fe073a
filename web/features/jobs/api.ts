import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../shared/api/paging';
import type { UserSchedule, UserScheduleActionResult, UserScheduleUpdateInput } from '../../../shared/api/user-schedules';
import type { RecipientsInput, Sent } from '../../../shared/api/recipients';
import type { VisitReport } from '../../../shared/api/visit-report';
import { downloadFile } from '../../components/download';
import { invalidateAfterVisitChange } from '../../entities/invalidation-groups';
import { visitKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

export type JobsQuery = { page: number; count: number; sort: string; direction: 'asc' | 'desc'; from?: string };

/** `GET /api/users/{user}/schedules`, `0` = all contractors. */
export function useJobs(userId: number, query: JobsQuery) {
  return useQuery({
    queryKey: visitKeys.list(userId, query),
    queryFn: () => api<Paged<UserSchedule>>(`/api/users/${userId}/schedules`, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useVisit(id: number) {
  return useQuery({
    queryKey: visitKeys.detail(id),
    queryFn: async () => {
      const answer = await api<UserSchedule | { data: UserSchedule }>(`/api/user-schedules/${id}`, { quiet: true });
      return 'data' in answer ? answer.data : answer;
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Puts the visit a change answered with into the card's cache, then refreshes whatever shows visits. */
async function settle(result: UserScheduleActionResult) {
  queryClient.setQueryData(visitKeys.detail(result.data.id), result.data);
  await invalidateAfterVisitChange(queryClient);
  return result;
}

export const updateVisit = async (id: number, body: UserScheduleUpdateInput, quiet = false) =>
  settle(await api<UserScheduleActionResult>(`/api/user-schedules/${id}`, { method: 'PUT', body, quiet }));

export const setTask = async (visit: number, task: number, complete: boolean, quantity?: number | null) =>
  settle(await api<UserScheduleActionResult>(`/api/user-schedules/${visit}/task/${task}`, { method: 'PUT', body: { complete, quantity } }));

export const pauseTask = async (visit: number, task: number, pauseTo: string | null, reason: string) =>
  settle(
    await api<UserScheduleActionResult>(`/api/user-schedules/${visit}/task/${task}/pause`, {
      method: 'PUT',
      body: { pause_to: pauseTo, pause_reason: reason || undefined },
      quiet: true,
    }),
  );

export const resumeTask = async (visit: number, task: number) =>
  settle(await api<UserScheduleActionResult>(`/api/user-schedules/${visit}/task/${task}/resume`, { method: 'PUT' }));

export const setTimeOfDay = async (id: number, time: string) =>
  settle(await api<UserScheduleActionResult>(`/api/schedule/${id}/time`, { method: 'POST', body: { time_of_day: time }, quiet: true }));

export const togglePaid = async (id: number) => settle(await api<UserScheduleActionResult>(`/api/schedule/${id}/paid`));

export const completeVisit = async (id: number, attended?: number[]) =>
  settle(await api<UserScheduleActionResult>(`/api/schedule/${id}/complete`, { method: 'PUT', body: { attended } }));

export const ignoreMissingPhotos = async (id: number) =>
  settle(await api<UserScheduleActionResult>(`/api/schedule/${id}/ignore-missing-photos`, { method: 'PUT' }));

export const saveNotes = async (id: number, notes: string) =>
  settle(await api<UserScheduleActionResult>(`/api/schedule/${id}/notes`, { method: 'POST', body: { notes }, quiet: true }));

export const deletePhoto = async (id: number, assetId: number) => {
  await api(`/api/schedule/${id}/asset/${assetId}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: visitKeys.detail(id) });
};

/** The visit report (decision 008): only a complete or invoiced visit has one; others answer 422. */
export function useVisitReport(id: number) {
  return useQuery({
    queryKey: visitKeys.report(id),
    queryFn: () => api<VisitReport>(`/api/schedule/${id}/report`, { quiet: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Queues the report in the outbox with its PDF attached; a form shows the 422 itself. */
export const emailVisitReport = (id: number, body: RecipientsInput) =>
  api<Sent>(`/api/schedule/${id}/report`, { method: 'POST', body, quiet: true });

export const downloadVisitReport = (id: number) =>
  downloadFile(`/api/schedule/${id}/report/pdf`, { fallbackName: `visit-report-${id}.pdf` });
