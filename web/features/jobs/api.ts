import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../shared/api/paging';
import type { UserSchedule, UserScheduleActionResult, UserScheduleTask, UserScheduleUpdateInput } from '../../../shared/api/user-schedules';
import type { RecipientsInput, Sent } from '../../../shared/api/recipients';
import type { VisitReport } from '../../../shared/api/visit-report';
import { downloadFile } from '../../components/download';
import { invalidateAfterVisitChange } from '../../entities/invalidation-groups';
import { visitKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import type { QueuedPhoto } from '../../lib/offline-db';
import { keepRead } from '../../lib/offline-reads';
import { submitToOutbox } from '../../lib/outbox';
import { queryClient } from '../../lib/query-client';
import type { QueuedKind } from './visit-queued';

export type JobsQuery = { page: number; count: number; sort: string; direction: 'asc' | 'desc'; from?: string };

/** `GET /api/users/{user}/schedules`, `0` = all contractors. */
export function useJobs(userId: number, query: JobsQuery) {
  return useQuery({
    queryKey: visitKeys.list(userId, query),
    queryFn: async () => {
      const page = await api<Paged<UserSchedule>>(`/api/users/${userId}/schedules`, { query });
      // Each listed visit is its card too: kept, so a card never opened with signal still opens without it.
      await Promise.all(page.data.map((visit) => keepRead(`/api/user-schedules/${visit.id}`, visit)));
      return page;
    },
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

/**
 * A change the contractor makes on the visit card, through the outbox (web/lib/outbox.ts): sent now when it can
 * be, else kept on the phone and sent in order later, the card showing it meanwhile (visit-queued.ts). Answers
 * the server's visit, or null while the change waits. A refusal throws, as a request's would.
 */
export async function changeVisit(
  change: {
    visitId: number;
    kind: QueuedKind;
    label: string;
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    body?: unknown;
    photo?: QueuedPhoto;
  },
  quiet = false,
): Promise<UserScheduleActionResult | null> {
  const outcome = await submitToOutbox(change);
  if (outcome.state === 'waiting') return null;
  if (outcome.state === 'refused') {
    if (!quiet) notifications.show({ color: 'red', title: 'Not saved', message: outcome.error.message, autoClose: false });
    throw outcome.error;
  }
  const answer = outcome.answer as UserScheduleActionResult | null;
  // A photo answers nothing of the visit: the card is read again.
  if (!answer?.data) {
    await invalidateAfterVisitChange(queryClient);
    return null;
  }
  return settle(answer);
}

export const setTask = (visit: number, task: Pick<UserScheduleTask, 'id' | 'name'>, complete: boolean, quantity?: number | null) =>
  changeVisit({
    visitId: visit,
    kind: 'task',
    label: `${complete ? 'Ticked' : 'Unticked'} ${task.name}${quantity !== undefined && quantity !== null ? ` (${quantity} used)` : ''}`,
    method: 'PUT',
    url: `/api/user-schedules/${visit}/task/${task.id}`,
    body: { complete, quantity },
  });

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

export const togglePaid = (visit: Pick<UserSchedule, 'id' | 'paid'>) =>
  changeVisit({
    visitId: visit.id,
    kind: 'paid',
    label: visit.paid ? 'Cash not collected' : 'Cash collected',
    method: 'GET',
    url: `/api/schedule/${visit.id}/paid`,
  });

export const completeVisit = (id: number, attended?: number[]) =>
  changeVisit({
    visitId: id,
    kind: 'complete',
    label: 'Visit completed',
    method: 'PUT',
    url: `/api/schedule/${id}/complete`,
    body: { attended },
  });

export const ignoreMissingPhotos = async (id: number) =>
  settle(await api<UserScheduleActionResult>(`/api/schedule/${id}/ignore-missing-photos`, { method: 'PUT' }));

export const saveNotes = (id: number, notes: string) =>
  changeVisit({ visitId: id, kind: 'notes', label: 'Notes', method: 'POST', url: `/api/schedule/${id}/notes`, body: { notes } }, true);

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
