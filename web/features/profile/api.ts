import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserDocument } from '../../../shared/api/documents';
import type { Paged } from '../../../shared/api/paging';
import type { User } from '../../../shared/api/users';
import { userKeys } from '../../entities/people/user-keys';
import { api } from '../../lib/api';

/** Someone else's profile; the server answers 404 unless you hold `users`. */
export function useUserProfile(id: number, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: () => api<User>(`/api/users/${id}`, { quiet: true }),
    enabled,
  });
}

export const documentsKey = (userId: number) => ['documents', userId] as const;

/** Private documents, 10 a page (docs/domain.md "Screens and limits"), newest first. */
export function useUserDocuments(userId: number, page: number) {
  return useQuery({
    queryKey: [...documentsKey(userId), page],
    queryFn: () => api<Paged<UserDocument>>(`/api/users/${userId}/documents`, { query: { page, count: 10 } }),
    placeholderData: keepPreviousData,
  });
}
