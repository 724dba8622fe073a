/** Look-ups that feed the pickers of this feature's forms: places, services and people. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../shared/api/paging';
import type { City, Region, Suburb } from '../../../shared/api/suburbs';
import type { Task } from '../../../shared/api/tasks';
import type { User } from '../../../shared/api/users';
import { api } from '../../lib/api';
import { cachedRows } from '../../lib/cache';

/** Loaded with the reference data at start-up (the same key), so reading them costs nothing. */
export function useRegions() {
  return useQuery({
    queryKey: ['regions'],
    queryFn: async () => (await api<{ data: Region[] }>('/api/regions')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The cities of a state (division), for the address form. */
export function useCities(regionId: number | null) {
  return useQuery({
    queryKey: ['cities', regionId],
    queryFn: async () => (await api<{ data: City[] }>(`/api/divisions/${regionId}/cities`)).data,
    enabled: regionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Suburbs whose name matches, for the address form's look-up. */
export function useSuburbSearch(search: string) {
  return useQuery({
    queryKey: ['suburbs', 'search', search],
    queryFn: async () => (await api<Paged<Suburb>>('/api/suburbs', { query: { search: search || undefined, count: 20 } })).data,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Every item of a paged collection, 100 at a time (the catalogue and the contractors are short lists). */
async function fetchAll<T>(path: string, query: Record<string, string> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const result = await api<Paged<T>>(path, { query: { ...query, page, count: 100 } });
    rows.push(...result.data);
    if (page >= result.meta.last_page) return rows;
  }
}

/** The services catalogue for the task picker; prices come only to task_price holders. */
export function useTaskCatalogue() {
  return useQuery({ queryKey: ['tasks', 'catalogue'], queryFn: () => fetchAll<Task>('/api/tasks', { sort: 'name' }) });
}

/** People to choose as contractors: the cached users collection, else the users list (both need `users`). */
export function useUserOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'options'],
    queryFn: async () => {
      const cached = cachedRows<User>('users');
      return (cached.length ? cached : await fetchAll<User>('/api/users')).map((user) => ({ id: user.id, name: user.name }));
    },
    enabled,
  });
}
