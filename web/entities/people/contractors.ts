import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../shared/api/users';
import { fetchAllPages } from '../../lib/api';
import { userKeys } from './user-keys';

type Contractor = { id: number; name: string };

/**
 * People to choose as contractors (the jobs list's picker, swapping a visit's contractors, a booking's or a
 * task group's contractors, conflicting schedules): those who do visits, not office staff (decision 014), asked
 * of the server, which knows the roles (the cached users collection does not carry permissions). Needs `users`,
 * which the caller checks and passes as `enabled`.
 */
export function useContractors(enabled: boolean) {
  return useQuery({
    queryKey: userKeys.options(),
    queryFn: async () => {
      const users = await fetchAllPages<User>('/api/users', { query: { filters: JSON.stringify({ does_visits: true }) } });
      return users.map((user): Contractor => ({ id: user.id, name: user.name }));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * A contractor picker's options: each person once, in the order of the lists given. Pass the people already
 * chosen too, so they stay in the picker when the look-up does not hold them (it is not loaded without `users`).
 */
export function contractorOptions(...lists: readonly (readonly Contractor[])[]) {
  const names = new Map<number, string>();
  for (const list of lists) for (const person of list) if (!names.has(person.id)) names.set(person.id, person.name);
  return [...names].map(([id, name]) => ({ value: String(id), label: name }));
}
