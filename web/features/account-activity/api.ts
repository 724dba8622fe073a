import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AccountActivity,
  AccountActivityInput,
  ActivityExpense,
  ActivityReceipt,
  ExpenseByVendor,
  IncomeByClient,
} from '../../../shared/api/account-activity';
import type { Paged } from '../../../shared/api/paging';
import type { Sent } from '../../../shared/api/recipients';
import { downloadFile } from '../../components/download';
import { completedQuartersKey } from '../../entities/accounts/quarter-lock';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/** Everything on the page hangs under one key, so a change refreshes the figures, the lines and the charts. */
const root = ['account-activity'] as const;
export type ChartPeriod = { year: number; quarter: number | null };

export function useYearActivity(year: number) {
  return useQuery({
    queryKey: [...root, 'year', year],
    queryFn: () => api<Paged<AccountActivity>>('/api/account-activity', { query: { year } }),
    placeholderData: keepPreviousData,
  });
}

export type Behind = 'receipts' | 'expenses';
export function useBehind<K extends Behind>(kind: K, id: number | null, page: number) {
  return useQuery({
    queryKey: [...root, kind, id, page],
    queryFn: () =>
      api<Paged<K extends 'receipts' ? ActivityReceipt : ActivityExpense>>(`/api/account-activity/${id}/${kind}`, {
        query: { page, count: 20 },
      }),
    enabled: id !== null,
    // The last page shown stays while the next loads, but only of the same kind: receipts drawn as expenses break.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === kind ? previous : undefined),
  });
}

/** The charts' path: a quarter by its id, or the year as a query. */
const chartPath = (base: string, { year, quarter }: ChartPeriod) =>
  quarter ? { path: `${base}/${year * 10 + quarter}`, query: {} } : { path: base, query: { year } };

export function useIncomeByClient(period: ChartPeriod) {
  const { path, query } = chartPath('/api/income-by-client', period);
  return useQuery({
    queryKey: [...root, 'income', period],
    queryFn: () => api<{ data: IncomeByClient }>(path, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useExpenseByVendor(period: ChartPeriod) {
  const { path, query } = chartPath('/api/expense-by-vendor', period);
  return useQuery({
    queryKey: [...root, 'expense', period],
    queryFn: () => api<{ data: ExpenseByVendor }>(path, { query }),
    placeholderData: keepPreviousData,
  });
}

export async function updateQuarter(id: number, body: AccountActivityInput) {
  const quarter = await api<AccountActivity>(`/api/account-activity/${id}`, { method: 'PUT', body, quiet: true });
  await Promise.all([queryClient.invalidateQueries({ queryKey: root }), queryClient.invalidateQueries({ queryKey: completedQuartersKey })]);
  return quarter;
}

export const downloadQuarter = (q: { id: number; year: number; quarter: number }) =>
  downloadFile(`/api/account-activity/${q.id}/download`, { method: 'POST', fallbackName: `account-activity-${q.year}-q${q.quarter}.xlsx` });
export const downloadYear = (year: number) =>
  downloadFile(`/api/account-activity-year/${year}/download`, { method: 'POST', fallbackName: `account-activity-${year}.xlsx` });
export const emailQuarter = (id: number, body: { users: number[]; custom: string }) =>
  api<Sent>(`/api/account-activity/${id}/email`, { method: 'POST', body, quiet: true });
