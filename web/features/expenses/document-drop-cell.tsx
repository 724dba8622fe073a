import '@mantine/dropzone/styles.css';
import { ActionIcon, Badge, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, PDF_MIME_TYPE } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconPaperclip, IconPhoto } from '@tabler/icons-react';
import { useRef } from 'react';
import type { Expense, ExpenseDocument } from '../../../shared/api/expenses';
import { expenseDocumentMaxBytes } from '../../../shared/api/expenses';
import { fileTooLargeMessage, uploadTypeMessages } from '../../../shared/api/uploads';

export const documentMimeTypes = [...IMAGE_MIME_TYPE, ...PDF_MIME_TYPE];

/** A confirmed document by its kind; a suggestion by how sure it is. */
const chipText = (doc: ExpenseDocument) => (doc.confirmed ? (doc.is_image ? 'Image' : 'PDF') : `${doc.confidence ?? 0}%`);

type Props = {
  expense: Expense;
  onView: (expense: Expense, documentId: number) => void;
  /** Sends files onto this expense (the list's, shared with the row). */
  onFiles: (expense: Expense, files: File[]) => void;
  sending: boolean;
};

/** Why a dropped file was refused, in the server's own words. */
export function rejectionMessage(codes: string[]): string {
  if (codes.includes('file-too-large')) return fileTooLargeMessage(expenseDocumentMaxBytes);
  return uploadTypeMessages.pdf_or_image;
}

/**
 * The expense row's documents cell: its receipts (click one to view it) and a drop target. A file dropped
 * here (or anywhere on the row), or chosen with the clip, goes up through the chunked upload onto this expense.
 */
export function DocumentDropCell({ expense, onView, onFiles, sending }: Props) {
  const open = useRef<() => void>(null);

  // A click in the cell is for its own controls, not the row's (which opens the expense).
  return (
    <div onClick={(event) => event.stopPropagation()}>
      <Dropzone
        onDrop={(files) => onFiles(expense, files)}
        onReject={(rejections) =>
          notifications.show({
            color: 'red',
            title: 'Not attached',
            message: rejectionMessage(rejections.flatMap((r) => r.errors.map((e) => e.code))),
          })
        }
        accept={documentMimeTypes}
        maxSize={expenseDocumentMaxBytes}
        activateOnClick={false}
        loading={sending}
        openRef={open}
        enablePointerEvents
        p={4}
        miw={150}
        aria-label={`Drop a receipt on ${expense.description}`}
        data-testid={`expense-drop-${expense.id}`}
        style={{ borderWidth: 1 }}
      >
        <Group gap={4} wrap="wrap" justify="inherit" style={{ pointerEvents: 'auto' }}>
          {expense.documents.map((doc) => (
            <Tooltip key={doc.id} label={`View ${doc.description ?? doc.filename}`} withinPortal>
              {/* The name carries the chip's own words (axe: label-content-name-mismatch). */}
              <UnstyledButton onClick={() => onView(expense, doc.id)} aria-label={`${chipText(doc)}: view ${doc.filename}`}>
                <Badge
                  variant={doc.confirmed ? 'light' : 'outline'}
                  color={doc.confirmed ? 'teal' : 'orange'}
                  leftSection={doc.is_image ? <IconPhoto size={12} /> : <IconFileTypePdf size={12} />}
                  style={{ cursor: 'pointer', flexShrink: 0 }}
                >
                  {chipText(doc)}
                </Badge>
              </UnstyledButton>
            </Tooltip>
          ))}
          <Tooltip label="Attach a receipt (or drop one here)" withinPortal>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => open.current?.()}
              aria-label={`Attach a receipt to ${expense.description}`}
            >
              <IconPaperclip size={14} />
            </ActionIcon>
          </Tooltip>
          {expense.documents.length === 0 && (
            <Text size="xs" c="dimmed">
              Drop receipt
            </Text>
          )}
        </Group>
      </Dropzone>
    </div>
  );
}
