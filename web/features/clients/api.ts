import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientAddress } from '../../../shared/api/client-addresses';
import type { Client, ClientCreateInput, ClientState, ClientUpdateInput } from '../../../shared/api/clients';
import type { Paged } from '../../../shared/api/paging';
import type { TaskGroup } from '../../../shared/api/task-groups';
import { clientKeys } from '../../entities/clients/client-keys';
import { invalidateAfterVisitChange } from '../../entities/invalidation-groups';
import { api, fetchAllPages } from '../../lib/api';
import { invalidateCollection } from '../../lib/cache';
import { queryClient } from '../../lib/query-client';

export type ListQuery = { page: number; count: number; sort: string; direction: 'asc' | 'desc'; search?: string };
export type ClientListQuery = ListQuery & { state: ClientState | null };

export function useClients({ state, ...query }: ClientListQuery) {
  return useQuery({
    queryKey: clientKeys.list(query, state),
    queryFn: () => api<Paged<Client>>('/api/clients', { query: { ...query, filters: state ? JSON.stringify({ state }) : undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: number) {
  return useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: () => api<Client>(`/api/clients/${id}`, { quiet: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** A paged list under one client: addresses, contacts, task groups, client schedules, notes. */
export function useClientList<T>(clientId: number, resource: string, query: Partial<ListQuery> & { filters?: string }) {
  return useQuery({
    queryKey: clientKeys.resource(clientId, resource, query),
    queryFn: () => api<Paged<T>>(`/api/clients/${clientId}/${resource}`, { query }),
    placeholderData: keepPreviousData,
  });
}

/** After a change: the clients list, the cached clients collection and everything shown of that client. */
export async function refreshClient(id?: number) {
  invalidateCollection('clients');
  await queryClient.invalidateQueries({ queryKey: id ? clientKeys.client(id) : clientKeys.all });
  if (id) await queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
}

/**
 * After a booking changed. It is a visit, so whatever shows visits (this client's bookings among them); and the
 * client's task groups, whose next visit it may be.
 */
export async function refreshBookings(clientId: number) {
  await Promise.all([
    invalidateAfterVisitChange(queryClient),
    queryClient.invalidateQueries({ queryKey: clientKeys.taskGroups(clientId) }),
  ]);
}

export const createClient = (body: ClientCreateInput) => api<Client>('/api/clients', { method: 'POST', body, quiet: true });

export const updateClient = (id: number, body: Partial<ClientUpdateInput>, quiet = true) =>
  api<Client>(`/api/clients/${id}`, { method: 'PUT', body, quiet });

/**
 * The active toggle saves at once (docs/domain.md "Active, inactive and cash clients"); a refusal shows as the API
 * client's toast.
 */
export async function setClientActive(client: Client, active: boolean) {
  await updateClient(client.id, { active }, false).catch(() => {});
  await refreshClient(client.id);
}

/** Every address of a client, for pickers (the list itself pages by 5 or 10). */
export function useAllAddresses(clientId: number) {
  return useQuery({
    queryKey: clientKeys.allAddresses(clientId),
    // Addresses come at most 10 a page.
    queryFn: () => fetchAllPages<ClientAddress>(`/api/clients/${clientId}/addresses`, { count: 10 }),
  });
}

/** A client's task groups with their lines (the tasks tab, the booking form's picker). */
export function useTaskGroups(clientId: number) {
  return useQuery({
    queryKey: clientKeys.taskGroups(clientId),
    queryFn: async () => (await api<{ data: TaskGroup[] }>(`/api/clients/${clientId}/task-groups`)).data,
  });
}
