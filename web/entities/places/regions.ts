import { useQuery } from '@tanstack/react-query';
import type { Region } from '../../../shared/api/suburbs';
import { api } from '../../lib/api';

export const regionKeys = { all: ['regions'] as const };

/** The states. Loaded with the reference data at start-up under the same key, so reading them costs nothing. */
export function useRegions() {
  return useQuery({
    queryKey: regionKeys.all,
    queryFn: async () => (await api<{ data: Region[] }>('/api/regions')).data,
    // They change only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
