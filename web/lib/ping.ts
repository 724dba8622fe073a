import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pingSchema } from '../../shared/api/auth';
import { api } from './api';

export type Ping = z.infer<typeof pingSchema>;
/** The navigation badges' counts; refresh it after a change that moves one (an invoice sent, created, deleted). */
export const pingKey = ['ping'] as const;

/**
 * `GET /api/ping` every 120 s while signed in and online (keep-alive and badge counts). The signed-in area runs
 * it (`enabled`); the navigation reads the same cached answer.
 */
export function usePing(enabled = true) {
  return useQuery({
    queryKey: pingKey,
    queryFn: () => api<Ping>('/api/ping', { quiet: true }),
    refetchInterval: () => (navigator.onLine ? 120_000 : false),
    enabled,
  });
}
