import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayRunSettings, PayRunSettingsInput, PayRunView, TparView } from '../../../shared/api/pay-runs';
import { api } from '../../lib/api';

const payRuns = ['pay-runs'] as const;

/** Query keys of pay runs, their settings and the TPAR. */
export const payRunKeys = {
  all: payRuns,
  week: (week: string) => [...payRuns, 'week', week] as const,
  settings: () => [...payRuns, 'settings'] as const,
  tpar: (year: number) => [...payRuns, 'tpar', year] as const,
};

export const usePayRun = (week: string) => useQuery({ queryKey: payRunKeys.week(week), queryFn: () => api<PayRunView>(`/api/pay-runs/${week}`) });

export const usePayRunSettings = () => useQuery({ queryKey: payRunKeys.settings(), queryFn: () => api<PayRunSettings>('/api/pay-run-settings') });

export const useTpar = (year: number) => useQuery({ queryKey: payRunKeys.tpar(year), queryFn: () => api<TparView>('/api/tpar', { query: { year } }) });

/** Saving settings, recording a week or a payee's address: every pay-run figure may change. */
function usePayRunChange<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: payRunKeys.all }) });
}

export const useSavePayRunSettings = () => usePayRunChange((input: PayRunSettingsInput) => api<PayRunSettings>('/api/pay-run-settings', { method: 'PUT', body: input, quiet: true }));
export const useRecordPayRun = () =>
  usePayRunChange(({ week, paid_on }: { week: string; paid_on: string }) => api<{ message: string }>(`/api/pay-runs/${week}`, { method: 'POST', body: { paid_on }, quiet: true }));
export const useSavePayeeAddress = () =>
  usePayRunChange(({ userId, address }: { userId: number; address: string }) => api(`/api/payees/${userId}`, { method: 'PUT', body: { address }, quiet: true }));
