import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Expense, ExpenseDocument, ExpenseInput } from '../../../shared/api/expenses';
import type { Paged } from '../../../shared/api/paging';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { uploadWithNote } from '../../lib/upload';

/** Expenses and expense documents refresh together: a document's state depends on the expense it is on. */
export const expenseKeys = {
  all: ['expenses'] as const,
  list: (query: object) => ['expenses', 'list', query] as const,
  detail: (id: number) => ['expenses', 'detail', id] as const,
  documents: (query: object) => ['expenses', 'documents', query] as const,
};

export type ExpenseListQuery = { page: number; count: number; sort: string; direction: 'asc' | 'desc'; search?: string };

export function useExpenses(query: ExpenseListQuery) {
  return useQuery({
    queryKey: expenseKeys.list(query),
    queryFn: () => api<Paged<Expense>>('/api/expenses', { query }),
    placeholderData: keepPreviousData,
  });
}

/** One expense: what a suggested document is weighed against. */
export function useExpense(id: number | null) {
  return useQuery({
    queryKey: expenseKeys.detail(id ?? 0),
    queryFn: () => api<Expense>(`/api/expenses/${id}`, { quiet: true }),
    enabled: id !== null,
  });
}

export type DocumentListQuery = { page: number; count: number; search?: string };

/** Documents being read are asked after again every few seconds, until none is. */
export const processingRefreshMs = 4_000;

/** How soon to ask again: while any document on the page is still being read, else not until something changes. */
export const readingRefresh = (page: Paged<ExpenseDocument> | undefined): number | false =>
  page?.data.some((doc) => doc.state.state === 'processing') ? processingRefreshMs : false;

export function useExpenseDocuments(query: DocumentListQuery) {
  return useQuery({
    queryKey: expenseKeys.documents(query),
    queryFn: () => api<Paged<ExpenseDocument>>('/api/expense-documents', { query: { ...query, sort: 'created_at', direction: 'desc' } }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => readingRefresh(q.state.data),
  });
}

export const refreshExpenses = () => queryClient.invalidateQueries({ queryKey: expenseKeys.all });

export async function saveExpense(id: number | null, body: ExpenseInput) {
  const saved = id
    ? await api<Expense>(`/api/expenses/${id}`, { method: 'PUT', body, quiet: true })
    : await api<Expense>('/api/expenses', { method: 'POST', body, quiet: true });
  await refreshExpenses();
  return saved;
}

/** `POST /api/expense-documents/{id}/expense`: the expense made from a read receipt, with the receipt on it. */
export async function createExpenseFromDocument(documentId: number, body: ExpenseInput) {
  const saved = await api<Expense>(`/api/expense-documents/${documentId}/expense`, { method: 'POST', body, quiet: true });
  await refreshExpenses();
  return saved;
}

export async function deleteExpense(id: number) {
  await api(`/api/expenses/${id}`, { method: 'DELETE' });
  await refreshExpenses();
}

export type DocumentLink = 'attach' | 'confirm' | 'detach';

/** `GET /api/expense/{id}/document/{doc}/attach|confirm|detach`: answers the expense as it now is. */
export async function linkDocument(action: DocumentLink, expenseId: number, documentId: number) {
  const expense = await api<Expense>(`/api/expense/${expenseId}/document/${documentId}/${action}`);
  queryClient.setQueryData(expenseKeys.detail(expenseId), expense);
  await refreshExpenses();
  return expense;
}

export async function deleteExpenseDocument(id: number) {
  await api(`/api/expense-documents/${id}`, { method: 'DELETE' });
  await refreshExpenses();
}

const imageOrPdf = /^(image\/|application\/pdf$)/;
/** What the server takes as an expense document: an image or a PDF (docs/domain.md "Chunked uploads"). */
export const isImageOrPdf = (file: File) => imageOrPdf.test(file.type) || /\.(pdf|jpe?g|png|webp|heic)$/i.test(file.name);

/** One receipt or bill through the chunked upload; dropped on an expense, it is on that expense at once. */
export async function uploadExpenseDocument(file: File, fields: { description?: string | null; expense_id?: number | null }) {
  try {
    await uploadWithNote({
      file,
      begin: () =>
        api<{ id: string }>('/api/expense-documents', {
          method: 'POST',
          body: { description: fields.description || null, expense_id: fields.expense_id ?? null, filename: file.name, size: file.size },
          quiet: true,
        }),
    });
  } finally {
    await refreshExpenses();
  }
}
