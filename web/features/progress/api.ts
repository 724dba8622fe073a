import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../shared/api/paging';
import type { ContractorProgressRowView } from '../../../shared/api/progress';
import { contractorProgressKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';

export type ProgressQuery = { month: string; page: number; count: number; sort: 'name'; direction: 'asc' | 'desc' };

/** Contractor monthly progress (docs/domain.md "Who sees progress"), one row per contractor. */
export function useContractorProgress(query: ProgressQuery) {
  return useQuery({
    queryKey: contractorProgressKeys.list(query),
    queryFn: () => api<Paged<ContractorProgressRowView>>('/api/contractor-monthly-progress', { query }),
    placeholderData: keepPreviousData,
  });
}
