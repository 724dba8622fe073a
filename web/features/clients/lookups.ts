/** Look-ups that feed the pickers of this feature's forms: places and services. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../shared/api/paging';
import type { City, Suburb } from '../../../shared/api/suburbs';
import type { Task } from '../../../shared/api/tasks';
import { suburbKeys } from '../../entities/places/suburb-keys';
import { taskKeys } from '../../entities/tasks/task-keys';
import { api, fetchAllPages } from '../../lib/api';

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
    queryKey: suburbKeys.search(search),
    queryFn: async () => (await api<Paged<Suburb>>('/api/suburbs', { query: { search: search || undefined, count: 20 } })).data,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The services catalogue for the task picker (a short list); prices come only to task_price holders. */
export function useTaskCatalogue() {
  return useQuery({ queryKey: taskKeys.catalogue(), queryFn: () => fetchAllPages<Task>('/api/tasks', { query: { sort: 'name' } }) });
}
