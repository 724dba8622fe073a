import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { ContractorEarnings } from '../../../shared/api/earnings';
import { contractorProgressKeys, dashboardKeys, visitKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';

const earnings = ['contractor-earnings'] as const;

/** Query keys of contractor earnings: one entry per person and month. */
export const earningsKeys = {
  all: earnings,
  one: (userId: number, month: string) => [...earnings, userId, month] as const,
};

/** Each chosen contractor's month (spec 2 §7 "Earnings"); the API client keeps at most 3 requests in flight. */
export function useContractorEarnings(userIds: readonly number[], month: string) {
  return useQueries({
    queries: userIds.map((id) => ({
      queryKey: earningsKeys.one(id, month),
      queryFn: () => api<ContractorEarnings>(`/api/contractor-earnings/${id}`, { query: { month } }),
    })),
  });
}

/** Completing a pending row or ignoring its missing photos changes pay, jobs and progress alike. */
function useVisitSettlement(path: (id: number) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (visitId: number) => api(path(visitId), { method: 'PUT', body: {} }),
    onSuccess: async () => {
      await Promise.all([earningsKeys.all, visitKeys.all, dashboardKeys.all, contractorProgressKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export const useCompleteVisit = () => useVisitSettlement((id) => `/api/schedule/${id}/complete`);
export const useIgnoreMissingPhotos = () => useVisitSettlement((id) => `/api/schedule/${id}/ignore-missing-photos`);
