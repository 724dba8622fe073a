import { useEffect, useState } from 'react';
import type { Paged } from '../../shared/api/paging';
import type { Region, Suburb } from '../../shared/api/suburbs';
import type { CurrentUser } from '../../shared/api/users';
import { regionKeys } from '../entities/places/regions';
import { suburbKeys } from '../entities/places/suburb-keys';
import { api } from '../lib/api';
import { loadCachedCollections } from '../lib/cache';
import { queryClient } from '../lib/query-client';
import { fetchCurrentUser, userQueryKey } from '../lib/session';

export type BootState =
  | { phase: 'loading'; step: number }
  | { phase: 'signed-out' }
  | { phase: 'ready'; user: CurrentUser }
  | { phase: 'failed'; message: string };

async function loadReferenceData() {
  const [regions, suburbs] = await Promise.all([
    api<{ data: Region[] }>('/api/regions'),
    api<Paged<Suburb>>('/api/suburbs', { query: { count: 100 } }),
  ]);
  queryClient.setQueryData(regionKeys.all, regions.data);
  queryClient.setQueryData(suburbKeys.reference(), suburbs.data);
}

export function useBoot(): BootState {
  const [state, setState] = useState<BootState>({ phase: 'loading', step: 0 });
  useEffect(() => {
    let cancelled = false;
    const step = (n: number) => !cancelled && setState({ phase: 'loading', step: n });
    (async () => {
      const user = await fetchCurrentUser();
      if (!user) return !cancelled && setState({ phase: 'signed-out' });
      queryClient.setQueryData(userQueryKey, user);
      step(1);
      const times = await api<Record<string, string | null>>('/api/cache-check');
      step(2);
      await loadCachedCollections(user, times);
      step(3);
      await loadReferenceData();
      if (!cancelled) setState({ phase: 'ready', user });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ phase: 'failed', message: error instanceof Error ? error.message : 'Loading failed' });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
