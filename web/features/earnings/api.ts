import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { ContractorEarnings } from '../../../shared/api/earnings';
import { invalidateAfterVisitChange } from '../../entities/invalidation-groups';
import { contractorEarningsKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';


/** Each chosen contractor's month; the API client keeps at most 3 requests in flight. */
export function useContractorEarnings(userIds: readonly number[], month: string) {
  return useQueries({
    queries: userIds.map((id) => ({
      queryKey: contractorEarningsKeys.one(id, month),
      queryFn: () => api<ContractorEarnings>(`/api/contractor-earnings/${id}`, { query: { month } }),
    })),
  });
}

/** Completing a pending row or ignoring its missing photos changes pay, jobs and progress alike. */
function useVisitSettlement(path: (id: number) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (visitId: number) => api(path(visitId), { method: 'PUT', body: {} }),
    onSuccess: () => invalidateAfterVisitChange(client),
  });
}

export const useCompleteVisit = () => useVisitSettlement((id) => `/api/schedule/${id}/complete`);
export const useIgnoreMissingPhotos = () => useVisitSettlement((id) => `/api/schedule/${id}/ignore-missing-photos`);
