import { type QueryKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExpenseCategory } from '../../../shared/api/expense-categories';
import type { Mail } from '../../../shared/api/mail';
import type { GeneralSettings } from '../../../shared/api/settings';
import type { Paged } from '../../../shared/api/paging';
import type { Role } from '../../../shared/api/roles';
import type { Suburb } from '../../../shared/api/suburbs';
import type { User } from '../../../shared/api/users';
import type { Vendor } from '../../../shared/api/vendors';
import { expenseCategoryKeys, vendorKeys } from '../../entities/accounts/account-keys';
import { invalidateAfterUserChange } from '../../entities/invalidation-groups';
import { publicHolidayKeys } from '../../entities/public-holidays/public-holidays';
import { userKeys } from '../../entities/people/user-keys';
import { suburbKeys } from '../../entities/places/suburb-keys';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { userQueryKey } from '../../lib/session';

export type ListQuery = { page: number; count: number; sort: string; direction: 'asc' | 'desc'; search?: string };

/** Roles and mails are shown only here; users and suburbs take their keys from their entities. */
const roleKeys = {
  all: ['roles'] as const,
  list: (query: ListQuery) => ['roles', 'list', query] as const,
  options: () => ['roles', 'options'] as const,
};
const mailKeys = { list: (query: ListQuery) => ['mails', 'list', query] as const };

function usePaged<T>(resource: string, queryKey: QueryKey, query: ListQuery) {
  return useQuery({
    queryKey,
    queryFn: () => api<Paged<T>>(`/api/${resource}`, { query }),
    placeholderData: keepPreviousData,
  });
}

export const useUsers = (query: ListQuery) => usePaged<User>('users', userKeys.list(query), query);
export const useRoles = (query: ListQuery) => usePaged<Role>('roles', roleKeys.list(query), query);
export const useSuburbs = (query: ListQuery) => usePaged<Suburb>('suburbs', suburbKeys.list(query), query);
export const useMails = (query: ListQuery) => usePaged<Mail>('mails', mailKeys.list(query), query);
export const useVendors = (query: ListQuery) => usePaged<Vendor>('vendors', vendorKeys.list(query), query);
export const useExpenseCategories = (query: ListQuery) =>
  usePaged<ExpenseCategory>('expense-categories', expenseCategoryKeys.list(query), query);

/** Every role, for the user form's picker (a business has a handful). */
export function useRoleOptions() {
  return useQuery({
    queryKey: roleKeys.options(),
    queryFn: async () => (await api<Paged<Role>>('/api/roles', { query: { count: 100 } })).data,
  });
}

const invalidate = (queryKey: QueryKey) => queryClient.invalidateQueries({ queryKey });

/**
 * After a change: the lists that show it. A user change also reaches the cached users collection,
 * role user counts and your own session (the change may have been to you); a role change may alter
 * your own permissions.
 */
export async function refreshAfterChange(resource: 'users' | 'roles' | 'suburbs') {
  if (resource === 'users') await Promise.all([invalidateAfterUserChange(queryClient), invalidate(roleKeys.all), invalidate(userQueryKey)]);
  if (resource === 'roles') await Promise.all([invalidate(userQueryKey), invalidate(roleKeys.all)]);
  if (resource === 'suburbs') await invalidate(suburbKeys.all);
}

/** Sign in as someone else, then start the app afresh as them. */
export async function assumeUser(id: number) {
  await api(`/assume/${id}`);
  queryClient.clear();
  window.location.assign('/');
}

const generalSettingsKey = ['settings', 'general'] as const;

/** Settings → General: the business as its invoices print it. */
export function useGeneralSettings() {
  return useQuery({ queryKey: generalSettingsKey, queryFn: () => api<GeneralSettings>('/api/settings/general') });
}

// The state decides the public holidays every page marks.
export const refreshGeneralSettings = () => Promise.all([invalidate(generalSettingsKey), invalidate(publicHolidayKeys.all)]);
