import { useQuery } from '@tanstack/react-query';
import type { PayRunSettings, PayRunSettingsInput, PayRunView, TparView } from '../../../shared/api/pay-runs';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

const payRuns = ['pay-runs'] as const;

/** Query keys of pay runs, their settings and the TPAR. */
export const payRunKeys = {
  all: payRuns,
  week: (week: string) => [...payRuns, 'week', week] as const,
  settings: () => [...payRuns, 'settings'] as const,
  tpar: (year: number) => [...payRuns, 'tpar', year] as const,
};

export const usePayRun = (week: string) =>
  useQuery({ queryKey: payRunKeys.week(week), queryFn: () => api<PayRunView>(`/api/pay-runs/${week}`) });

export const usePayRunSettings = () =>
  useQuery({ queryKey: payRunKeys.settings(), queryFn: () => api<PayRunSettings>('/api/pay-run-settings') });

export const useTpar = (year: number) =>
  useQuery({ queryKey: payRunKeys.tpar(year), queryFn: () => api<TparView>('/api/tpar', { query: { year } }) });

/** Saving settings, recording a week or a payee's address: every pay-run figure may change. */
async function payRunChange<R>(sent: Promise<R>): Promise<R> {
  const answer = await sent;
  await queryClient.invalidateQueries({ queryKey: payRunKeys.all });
  return answer;
}

export const savePayRunSettings = (input: PayRunSettingsInput) =>
  payRunChange(api<PayRunSettings>('/api/pay-run-settings', { method: 'PUT', body: input, quiet: true }));
export const recordPayRun = (week: string, paid_on: string) =>
  payRunChange(api<{ message: string }>(`/api/pay-runs/${week}`, { method: 'POST', body: { paid_on }, quiet: true }));
export const savePayeeAddress = (userId: number, address: string) =>
  payRunChange(api(`/api/payees/${userId}`, { method: 'PUT', body: { address }, quiet: true }));
