import { useQueries } from '@tanstack/react-query';
import type { ContractorEarnings } from '../../../shared/api/earnings';
import { invalidateAfterVisitChange } from '../../entities/invalidation-groups';
import { contractorEarningsKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

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
async function settleVisit(path: string) {
  await api(path, { method: 'PUT', body: {} });
  await invalidateAfterVisitChange(queryClient);
}

export const completeVisit = (visitId: number) => settleVisit(`/api/schedule/${visitId}/complete`);
export const ignoreMissingPhotos = (visitId: number) => settleVisit(`/api/schedule/${visitId}/ignore-missing-photos`);
