import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/api/users';
import { type PermissionKey, can } from '../../shared/permissions';
import { ApiError, api } from './api';

export const userQueryKey = ['user'] as const;

/** The signed-in user, or null when signed out. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api<CurrentUser>('/api/user', { quiet: true, allowUnauthenticated: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: fetchCurrentUser, staleTime: Number.POSITIVE_INFINITY });
}

/** The same check the server's route guard makes. */
export function useCan(key: PermissionKey): boolean {
  const { data } = useCurrentUser();
  return can(data, key);
}
