import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientAddress } from '../../../shared/api/client-addresses';
import type { Client, ClientCreateInput, ClientState, ClientUpdateInput } from '../../../shared/api/clients';
import type { Paged } from '../../../shared/api/paging';
import { api } from '../../lib/api';
import { invalidateCollection } from '../../lib/cache';
import { queryClient } from '../../lib/query-client';

export type ListQuery = { page: number; count: number; sort: string; direction: 'asc' | 'desc'; search?: string };
export type ClientListQuery = ListQuery & { state: ClientState | null };

/** Query keys: every list and record of one client sits under `['clients', id]`, so one refresh reaches them all. */
export const clientKey = (id: number) => ['clients', id] as const;

export function useClients({ state, ...query }: ClientListQuery) {
  return useQuery({
    queryKey: ['clients', 'list', query, state],
    queryFn: () => api<Paged<Client>>('/api/clients', { query: { ...query, filters: state ? JSON.stringify({ state }) : undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: number) {
  return useQuery({
    queryKey: [...clientKey(id), 'detail'],
    queryFn: () => api<Client>(`/api/clients/${id}`, { quiet: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** A paged list under one client: addresses, contacts, task groups, client schedules, notes. */
export function useClientList<T>(clientId: number, resource: string, query: Partial<ListQuery> & { filters?: string }) {
  return useQuery({
    queryKey: [...clientKey(clientId), resource, query],
    queryFn: () => api<Paged<T>>(`/api/clients/${clientId}/${resource}`, { query }),
    placeholderData: keepPreviousData,
  });
}

/** After a change: the clients list, the cached clients collection and everything shown of that client. */
export async function refreshClient(id?: number) {
  invalidateCollection('clients');
  await queryClient.invalidateQueries({ queryKey: id ? clientKey(id) : ['clients'] });
  if (id) await queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
}

export const createClient = (body: ClientCreateInput) => api<Client>('/api/clients', { method: 'POST', body, quiet: true });

export const updateClient = (id: number, body: Partial<ClientUpdateInput>, quiet = true) =>
  api<Client>(`/api/clients/${id}`, { method: 'PUT', body, quiet });

/** The active toggle saves at once (spec 1 §4); a refusal shows as the API client's toast. */
export async function setClientActive(client: Client, active: boolean) {
  await updateClient(client.id, { active }, false).catch(() => {});
  await refreshClient(client.id);
}

/** Every address of a client, for pickers (the list itself pages by 5 or 10). */
export function useAllAddresses(clientId: number) {
  return useQuery({
    queryKey: [...clientKey(clientId), 'addresses', 'all'],
    queryFn: async () => {
      const rows: ClientAddress[] = [];
      for (let page = 1; ; page++) {
        const result = await api<Paged<ClientAddress>>(`/api/clients/${clientId}/addresses`, { query: { page, count: 10 } });
        rows.push(...result.data);
        if (page >= result.meta.last_page) return rows;
      }
    },
  });
}
