import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Expense } from '../../../shared/api/expenses';
import type { InvoiceSummary } from '../../../shared/api/invoices';
import type { Paged } from '../../../shared/api/paging';
import type {
  Transaction,
  TransactionImport,
  TransactionUpdate,
  transactionDirections,
  VendorInvoiceChoice,
} from '../../../shared/api/transactions';
import type { DateFilter } from '../../../shared/dates';
import { invalidateAfterInvoiceChange } from '../../entities/invalidation-groups';
import { api } from '../../lib/api';
import { pingKey } from '../../lib/ping';
import { queryClient } from '../../lib/query-client';
import { uploadFile, type UploadStatus } from '../../lib/upload';

export const transactionKeys = {
  all: ['transactions'] as const,
  list: (params: object) => ['transactions', 'list', params] as const,
  choices: (what: string, query: object) => ['transactions', 'choices', what, query] as const,
};

export type Direction = (typeof transactionDirections)[number];

export type TransactionListParams = {
  page: number;
  count: number;
  sort: 'created_at' | 'amount' | 'description';
  direction: 'asc' | 'desc';
  search?: string;
  transactionDirection?: Direction | null;
  from?: DateFilter | null;
  state?: string | null;
};

export function transactionApiQuery({ transactionDirection, from, state, search, ...rest }: TransactionListParams) {
  const filters = { ...(transactionDirection ? { transactionDirection } : {}), ...(from ? { from } : {}), ...(state ? { state } : {}) };
  return { ...rest, search: search || undefined, filters: Object.keys(filters).length ? JSON.stringify(filters) : undefined };
}

export function useTransactions(params: TransactionListParams) {
  return useQuery({
    queryKey: transactionKeys.list(params),
    queryFn: () => api<Paged<Transaction>>('/api/transactions', { query: transactionApiQuery(params) }),
    placeholderData: keepPreviousData,
  });
}

/** A match changes invoices, clients' owing, expenses and the badge: all of them are read again. */
export async function refreshAfterMatch() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
    queryClient.invalidateQueries({ queryKey: pingKey }),
    queryClient.invalidateQueries({ queryKey: ['expenses'] }),
    invalidateAfterInvoiceChange(queryClient),
  ]);
}

export async function updateTransaction(id: number, body: TransactionUpdate | Record<string, unknown>) {
  const updated = await api<Transaction>(`/api/transactions/${id}`, { method: 'PUT', body });
  await refreshAfterMatch();
  return updated;
}

export async function disconnectLink(id: number, tag: 'invoices' | 'expenses' | 'credits' | 'vendor-invoices', link: number) {
  await api(`/api/transactions/${id}/${tag}/${link}`, { method: 'DELETE' });
  await refreshAfterMatch();
}

/** The line no longer pays the pay run of this week. */
export async function disconnectPayRun(id: number, week: string) {
  await api(`/api/transactions/${id}/pay-runs/${week}`, { method: 'DELETE' });
  await refreshAfterMatch();
}

export async function deleteTransaction(id: number) {
  await api(`/api/transactions/${id}`, { method: 'DELETE' });
  await refreshAfterMatch();
}

export async function suggestNow() {
  const result = await api<{ suggested: number }>('/api/transactions/suggest', { method: 'POST', body: {} });
  await refreshAfterMatch();
  return result;
}

/** How long an import may go without moving on before the dialog stops waiting for it (the list shows it later). */
const patienceMs = 60_000;

/**
 * Sends a bank file through the chunked upload, then follows its import (decision 023) until it is done: while the
 * job reads and stores its lines, and while the suggestions for its new lines are made, so the list shows them
 * when the dialog closes. `onImport` hears each reading of the import while it works.
 */
export async function importBankFile(
  file: File,
  onStatus: (status: UploadStatus) => void,
  onImport?: (working: TransactionImport) => void,
): Promise<TransactionImport> {
  let id = '';
  await uploadFile({
    file,
    begin: async () => {
      const begun = await api<{ id: string }>('/api/transaction-imports', {
        method: 'POST',
        body: { filename: file.name, size: file.size },
      });
      id = begun.id;
      return begun;
    },
    onStatus,
  });
  const read = () => api<TransactionImport>(`/api/transaction-imports/${encodeURIComponent(id)}`);
  let result = await read();
  let moved = Date.now();
  while ((result.state === 'processing' || result.state === 'matching') && Date.now() - moved < patienceMs) {
    onImport?.(result);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await read();
    if (next.state !== result.state || next.progress.lines_read !== result.progress.lines_read) moved = Date.now();
    result = next;
  }
  await refreshAfterMatch();
  return result;
}

/** A client's invoices with a balance, oldest number first, for linking a payment. */
export function useOpenInvoices(clientId: number | null) {
  return useQuery({
    queryKey: transactionKeys.choices('invoices', { clientId }),
    queryFn: () =>
      api<Paged<InvoiceSummary>>('/api/invoices', {
        query: { unmatched: 'true', count: 100, sort: 'number', direction: 'asc', filters: JSON.stringify({ client_id: clientId }) },
        quiet: true,
      }),
    enabled: clientId !== null,
  });
}

/** The unpaid vendor invoices a paid-out line can still pay (total within what is left of it), oldest first. */
export function useVendorInvoiceChoices(transactionId: number) {
  return useQuery({
    queryKey: transactionKeys.choices('vendor-invoices', { transactionId }),
    queryFn: () => api<{ data: VendorInvoiceChoice[] }>(`/api/transactions/${transactionId}/vendor-invoice-choices`, { quiet: true }),
  });
}

export function useExpenseChoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.choices('expenses', { search }),
    queryFn: () => api<Paged<Expense>>('/api/expenses', { query: { search: search || undefined, count: 20 }, quiet: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
