import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../shared/api/clients';
import type {
  Invoice,
  InvoiceCreateInput,
  InvoiceBulkResult,
  InvoiceLineInput,
  InvoiceListSummary,
  InvoiceSummary,
  InvoiceUpdateInput,
  PublicInvoice,
  autoInvoiceResult,
  clientConsumableSchema,
  clientEscalationResult,
} from '../../../shared/api/invoices';
import type { Paged } from '../../../shared/api/paging';
import type { EscalationStep } from '../../../shared/escalation-steps';
import type { InvoiceStateFilter } from '../../../shared/invoice-states';
import type { z } from 'zod';
import { downloadFile } from '../../components/download';
import { invoiceKeys } from '../../entities/invoices/invoice-keys';
import { invalidateAfterInvoiceChange } from '../../entities/invalidation-groups';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

export type InvoiceSort = 'number' | 'issued_at' | 'last_sent' | 'client' | 'total';

/** What a list of invoices shows: the page, its order, the search and the two filters (docs/domain.md "Invoice screens"). */
export type InvoiceListParams = {
  page: number;
  count: number;
  sort: InvoiceSort;
  direction: 'asc' | 'desc';
  search?: string;
  state?: InvoiceStateFilter | null;
  clientId?: number | null;
  /** The issued range, both ends inclusive (YYYY-MM-DD). */
  issuedFrom?: string | null;
  issuedTo?: string | null;
};

/** `GET /api/invoices`'s query: the filters travel as one JSON object. */
export function invoiceApiQuery({ state, clientId, search, issuedFrom, issuedTo, ...rest }: InvoiceListParams) {
  const filters = {
    ...(state ? { invoiceState: state } : {}),
    ...(clientId ? { client_id: clientId } : {}),
    ...(issuedFrom ? { issued_from: issuedFrom } : {}),
    ...(issuedTo ? { issued_to: issuedTo } : {}),
  };
  return { ...rest, search: search || undefined, filters: Object.keys(filters).length ? JSON.stringify(filters) : undefined };
}

export const fetchInvoices = (params: InvoiceListParams) => api<Paged<InvoiceSummary>>('/api/invoices', { query: invoiceApiQuery(params) });

export function useInvoices(params: InvoiceListParams) {
  return useQuery({ queryKey: invoiceKeys.list(params), queryFn: () => fetchInvoices(params), placeholderData: keepPreviousData });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => api<Invoice>(`/api/invoices/${id}`, { quiet: true }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export type ClientConsumable = z.infer<typeof clientConsumableSchema>;

/** What the invoice's client uses: 5 a page; average and mode of the last 6 months (docs/domain.md "Client consumables"). */
export function useClientConsumables(invoiceId: number, page: number) {
  return useQuery({
    queryKey: invoiceKeys.consumables(invoiceId, page),
    // Quiet: the card shows its own error, and a deleted invoice's card may ask once more on its way out.
    queryFn: () => api<Paged<ClientConsumable>>(`/api/client-consumables/${invoiceId}`, { query: { page, count: 5 }, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** The server's answer replaces the invoice on screen at once; everything else that shows invoices refreshes. */
async function settle(invoice: Invoice) {
  queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
  await invalidateAfterInvoiceChange(queryClient);
  return invoice;
}

export const createInvoice = async (body: InvoiceCreateInput) =>
  settle(await api<Invoice>('/api/invoices', { method: 'POST', body, quiet: true }));
export const updateInvoice = async (id: number, body: InvoiceUpdateInput) =>
  settle(await api<Invoice>(`/api/invoices/${id}`, { method: 'PUT', body, quiet: true }));
export const addLine = async (id: number, body: InvoiceLineInput) =>
  settle(await api<Invoice>(`/api/invoices/${id}/lines`, { method: 'POST', body, quiet: true }));
export const updateLine = async (id: number, line: number, body: InvoiceLineInput) =>
  settle(await api<Invoice>(`/api/invoices/${id}/lines/${line}`, { method: 'PUT', body, quiet: true }));
export const deleteLine = async (id: number, line: number) =>
  settle(await api<Invoice>(`/api/invoices/${id}/lines/${line}`, { method: 'DELETE' }));

export async function deleteInvoice(id: number) {
  await api(`/api/invoices/${id}`, { method: 'DELETE' });
  // Gone, so nothing of it is asked again (its consumables card is still on screen until the page moves on).
  queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) });
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey.join('/').startsWith(invoiceKeys.consumables(id, 1).slice(0, -1).join('/') + '/'),
  });
  await invalidateAfterInvoiceChange(queryClient);
}

/** `GET …/send` and `…/paid`: a message to show, and the invoice as it now is. */
async function act(id: number, action: 'send' | 'paid') {
  const result = await api<{ message: string; data: Invoice }>(`/api/invoices/${id}/${action}`);
  await settle(result.data);
  return result;
}
export const sendInvoice = (id: number) => act(id, 'send');
export const markInvoicePaid = (id: number) => act(id, 'paid');

/** A chasing step on the client: every overdue or part-paid invoice of it in one e-mail. */
export async function escalateClient(clientId: number, step: EscalationStep) {
  const result = await api<z.infer<typeof clientEscalationResult>>(`/api/clients/${clientId}/${step}`);
  await invalidateAfterInvoiceChange(queryClient);
  return result;
}

/** `POST /api/invoices/auto`: the nightly run, now. */
export async function runAutoInvoice() {
  const result = await api<z.infer<typeof autoInvoiceResult>>('/api/invoices/auto', { method: 'POST', body: {} });
  await invalidateAfterInvoiceChange(queryClient);
  return result;
}

export const downloadInvoicePdf = (invoice: Pick<Invoice, 'id' | 'number'>) =>
  downloadFile(`/api/invoices/${invoice.id}/pdf`, { fallbackName: `invoice-${invoice.number}.pdf` });

export const downloadStatement = (clientId: number, range: { from: string; to: string }) =>
  downloadFile(`/api/clients/${clientId}/download-statement?from=${range.from}&to=${range.to}`, {
    fallbackName: `statement-${range.from}-${range.to}.pdf`,
  });

/** The client's link (no sign-in): a wrong or old token answers 404. */
export function usePublicInvoice(token: string) {
  return useQuery({
    queryKey: ['invoice-view', token],
    queryFn: () => api<PublicInvoice>(`/api/invoice-view/${encodeURIComponent(token)}`, { quiet: true }),
    retry: false,
  });
}

/** A client's name for a filter set by address (`?client=12`), asked of the clients API. */
export function useClientName(id: number | null | undefined) {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'client-name', id],
    queryFn: async () => (await api<Client>(`/api/clients/${id}`, { quiet: true })).name,
    enabled: !!id,
    staleTime: 5 * 60_000,
  });
}

/** The status tabs' counts and sums: the list's filters but its state, counted by the server. */
export function useInvoiceListSummary(params: InvoiceListParams) {
  const { search, clientId, issuedFrom, issuedTo } = params;
  const query = invoiceApiQuery({ ...defaultSummaryParams, search, clientId, issuedFrom, issuedTo });
  return useQuery({
    queryKey: [...invoiceKeys.all, 'summary', query.search ?? '', query.filters ?? ''],
    queryFn: () => api<InvoiceListSummary>('/api/invoices/summary', { query: { search: query.search, filters: query.filters } }),
    placeholderData: keepPreviousData,
  });
}
const defaultSummaryParams: InvoiceListParams = { page: 1, count: 20, sort: 'number', direction: 'desc' };

/** Sends or marks sent each chosen invoice; the answer reports each one, refusals among them. */
export async function bulkInvoiceAction(action: 'bulk-send' | 'bulk-mark-sent', ids: number[]) {
  const result = await api<InvoiceBulkResult>(`/api/invoices/${action}`, { method: 'POST', body: { ids } });
  await invalidateAfterInvoiceChange(queryClient);
  return result;
}

export const downloadInvoicePdfs = (ids: number[]) =>
  downloadFile('/api/invoices/pdfs', { method: 'POST', body: { ids }, fallbackName: 'invoices.zip' });
export const exportInvoices = (ids: number[]) =>
  downloadFile('/api/invoices/export', { method: 'POST', body: { ids }, fallbackName: 'invoices.xlsx' });
