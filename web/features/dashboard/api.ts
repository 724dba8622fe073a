import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Activity } from '../../../shared/api/activity';
import type { Paged } from '../../../shared/api/paging';
import { api } from '../../lib/api';

export type ActivityQuery = { page: number; count: number; search?: string; filters?: string };

export function useActivityLog(query: ActivityQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['activity-log', query],
    queryFn: () => api<Paged<Activity>>('/api/activity-log', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
