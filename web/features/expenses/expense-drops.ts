import { notifications } from '@mantine/notifications';
import { type DragEvent, useState } from 'react';
import type { Expense } from '../../../shared/api/expenses';
import { expenseDocumentMaxBytes } from '../../../shared/api/expenses';
import { fileTooLargeMessage, uploadTypeMessages } from '../../../shared/api/uploads';
import { isImageOrPdf, uploadExpenseDocument } from './api';

/** Which dropped files go up (images and PDFs within the size), and why the others do not. */
export function sortDroppedFiles(files: readonly File[]): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!isImageOrPdf(file)) refused.push(`${file.name}: ${uploadTypeMessages.pdf_or_image}`);
    else if (file.size > expenseDocumentMaxBytes) refused.push(`${file.name}: ${fileTooLargeMessage(expenseDocumentMaxBytes)}`);
    else accepted.push(file);
  }
  return { accepted, refused };
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dropped on an expense's row (anywhere on it) go up through
 * the chunked upload onto that expense, one after another. The row under the drag is marked; the documents
 * cell's own drop target handles drops on itself (and says so by preventing the default), so none goes twice.
 */
export function useExpenseDrops() {
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const [over, setOver] = useState<number | null>(null);

  const send = async (expense: Expense, files: readonly File[]) => {
    const { accepted, refused } = sortDroppedFiles(files);
    if (refused.length) notifications.show({ color: 'red', title: 'Not attached', message: refused.join('\n') });
    if (accepted.length === 0) return;
    setSending((ids) => new Set(ids).add(expense.id));
    try {
      for (const file of accepted) await uploadExpenseDocument(file, { expense_id: expense.id });
    } catch {
      // The upload's note says what went wrong.
    } finally {
      setSending((ids) => new Set([...ids].filter((id) => id !== expense.id)));
    }
  };

  const rowProps = (expense: Expense) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (over !== expense.id) setOver(expense.id);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      setOver(null);
      if (event.defaultPrevented || !carriesFiles(event)) return;
      event.preventDefault();
      void send(expense, Array.from(event.dataTransfer.files));
    },
    style:
      over === expense.id
        ? { background: 'var(--mantine-color-blue-0)', outline: '2px dashed var(--mantine-color-blue-4)', outlineOffset: -2 }
        : undefined,
  });

  return { isSending: (id: number) => sending.has(id), send, rowProps };
}
