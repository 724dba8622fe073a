import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Mail } from '../../../shared/api/mail';
import type { Paged } from '../../../shared/api/paging';
import type { Role } from '../../../shared/api/roles';
import type { Region, Suburb } from '../../../shared/api/suburbs';
import type { User } from '../../../shared/api/users';
import { api } from '../../lib/api';
import { invalidateCollection } from '../../lib/cache';
import { queryClient } from '../../lib/query-client';
import { userQueryKey } from '../../lib/session';

export type ListQuery = { page: number; count: number; sort: string; direction: 'asc' | 'desc'; search?: string };

function usePaged<T>(resource: string, query: ListQuery) {
  return useQuery({
    queryKey: [resource, 'list', query],
    queryFn: () => api<Paged<T>>(`/api/${resource}`, { query }),
    placeholderData: keepPreviousData,
  });
}

export const useUsers = (query: ListQuery) => usePaged<User>('users', query);
export const useRoles = (query: ListQuery) => usePaged<Role>('roles', query);
export const useSuburbs = (query: ListQuery) => usePaged<Suburb>('suburbs', query);
export const useMails = (query: ListQuery) => usePaged<Mail>('mails', query);

/** Every role, for the user form's picker (a business has a handful). */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['roles', 'options'],
    queryFn: async () => (await api<Paged<Role>>('/api/roles', { query: { count: 100 } })).data,
  });
}

/** Loaded with the reference data at start-up; they only change with a release. */
export function useRegions() {
  return useQuery({
    queryKey: ['regions'],
    queryFn: async () => (await api<{ data: Region[] }>('/api/regions')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * After a change: the lists that show it. A user change also reaches the cached users collection,
 * role user counts and your own session (the change may have been to you); a role change may alter
 * your own permissions.
 */
export async function refreshAfterChange(resource: 'users' | 'roles' | 'suburbs') {
  if (resource === 'users') {
    invalidateCollection('users');
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['roles'] }), queryClient.invalidateQueries({ queryKey: userQueryKey })]);
  }
  if (resource === 'roles') await queryClient.invalidateQueries({ queryKey: userQueryKey });
  await queryClient.invalidateQueries({ queryKey: [resource] });
}

/** Sign in as someone else, then start the app afresh as them. */
export async function assumeUser(id: number) {
  await api(`/assume/${id}`);
  queryClient.clear();
  window.location.assign('/');
}
