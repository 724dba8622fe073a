import { useQuery } from '@tanstack/react-query';
import type { PayRunSettings, PayRunSettingsInput, PayRunView, TparView } from '../../../shared/api/pay-runs';
import type { PayRunBank } from '../../../shared/api/pay-run-bank';
import { api, ApiError } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

const payRuns = ['pay-runs'] as const;

/** Query keys of pay runs, their settings and the TPAR. */
export const payRunKeys = {
  all: payRuns,
  week: (week: string) => [...payRuns, 'week', week] as const,
  settings: () => [...payRuns, 'settings'] as const,
  tpar: (year: number) => [...payRuns, 'tpar', year] as const,
  bank: (week: string) => [...payRuns, 'bank', week] as const,
};

export const usePayRun = (week: string) =>
  useQuery({ queryKey: payRunKeys.week(week), queryFn: () => api<PayRunView>(`/api/pay-runs/${week}`) });

/** A recorded week against the bank lines matched to it; null for a week not recorded (the API's 404). */
export const usePayRunBank = (week: string) =>
  useQuery({
    queryKey: payRunKeys.bank(week),
    queryFn: () =>
      api<PayRunBank>(`/api/pay-runs/${week}/bank`, { quiet: true }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });

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
