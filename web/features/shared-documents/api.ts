import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../../shared/api/paging';
import type { SharedDocument, SharedDocumentInput } from '../../../shared/api/shared-documents';
import { downloadFile } from '../../components/download';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { uploadWithNote } from '../../lib/upload';

const sharedDocumentKeys = {
  all: ['shared-documents'] as const,
  list: (query: object) => ['shared-documents', 'list', query] as const,
};

export type SharedDocumentQuery = { page: number; count: number; sort: string; direction: 'asc' | 'desc'; search?: string };

export function useSharedDocuments(query: SharedDocumentQuery) {
  return useQuery({
    queryKey: sharedDocumentKeys.list(query),
    queryFn: () => api<Paged<SharedDocument>>('/api/shared-documents', { query }),
    placeholderData: keepPreviousData,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: sharedDocumentKeys.all });

/** The document's fields first (answering the upload id), then the file through the chunked upload. */
export async function uploadSharedDocument(file: File, fields: Omit<SharedDocumentInput, 'filename' | 'size'>) {
  await uploadWithNote({
    file,
    begin: () =>
      api<{ id: string }>('/api/shared-documents', {
        method: 'POST',
        body: { ...fields, filename: file.name, size: file.size },
        quiet: true,
      }),
  });
  await refresh();
}

export const downloadSharedDocument = (document: SharedDocument) =>
  downloadFile(document.download_url, { fallbackName: document.filename });

export async function deleteSharedDocument(id: number) {
  await api(`/api/shared-documents/${id}`, { method: 'DELETE' });
  await refresh();
}
