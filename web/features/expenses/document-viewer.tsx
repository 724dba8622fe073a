import { usePhone } from '../../lib/screen';
import { Badge, Box, Button, Group, Modal, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import type { Expense, ExpenseDocument } from '../../../shared/api/expenses';
import { formatAud } from '../../../shared/money';
import { formatBytes, formatDate } from '../../lib/format';
import { DocumentLinkButtons, useDocumentLink } from './document-link';
import { DocumentStateBadge } from './document-state-badge';
import { GstWarning } from './document-suggestion';

type Props = { expense: Expense | null; initialDocument?: number | null; onClose: () => void };

/** The file itself, inside the page: an image as a picture, a PDF in the browser's viewer. */
function FileFrame({ document, phone }: { document: ExpenseDocument; phone: boolean }) {
  const height = phone ? 'calc(100dvh - 260px)' : '70vh';
  if (document.is_image) {
    return (
      <Box
        h={height}
        bg="gray.1"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 8, overflow: 'auto' }}
      >
        <img
          src={document.stream_url}
          alt={document.description ?? document.filename}
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }
  return (
    <Stack gap={4}>
      <iframe
        title={document.description ?? document.filename}
        src={document.stream_url}
        style={{ width: '100%', height, border: 0, borderRadius: 8, background: 'var(--mantine-color-gray-1)' }}
      />
      {/* Some phone browsers show no PDF inside a page. */}
      {phone && (
        <Text size="xs" c="dimmed">
          No preview above? Open shows the PDF full screen.
        </Text>
      )}
    </Stack>
  );
}

/** One document in the viewer's list: its icon, name, state and (still unconfirmed) the confidence. */
function DocumentTab({ document, active, onClick }: { document: ExpenseDocument; active: boolean; onClick: () => void }) {
  const Icon = document.is_image ? IconPhoto : IconFileTypePdf;
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={active}
      p="xs"
      style={{
        borderRadius: 8,
        border: `1px solid var(--mantine-color-${active ? 'blue-5' : 'gray-3'})`,
        background: active ? 'var(--mantine-color-blue-0)' : undefined,
        minWidth: 0,
      }}
    >
      <Group gap={8} wrap="nowrap">
        <Icon
          size={20}
          color={document.is_image ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-red-6)'}
          style={{ flexShrink: 0 }}
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" maw={200}>
            {document.description ?? document.filename}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(document.size)}
          </Text>
        </Stack>
        <DocumentStateBadge state={document.state} />
      </Group>
    </UnstyledButton>
  );
}

/**
 * An expense's receipts and bills, one at a time, with Remove (detach: the document stays, on no expense) and,
 * for a suggestion, Confirm. The expense the server answers after each replaces the one shown.
 */
export function DocumentViewer({ expense: opened, initialDocument, onClose }: Props) {
  const phone = !!usePhone();
  const [expense, setExpense] = useState(opened);
  const [chosen, setChosen] = useState<number | null>(initialDocument ?? null);
  const documents = expense?.documents ?? [];
  const document = documents.find((doc) => doc.id === chosen) ?? documents[0] ?? null;
  const link = useDocumentLink(expense?.id, document?.id, (next, action) => {
    setExpense(next);
    if (action === 'detach') setChosen(null);
    if (action === 'detach' && next.documents.length === 0) onClose();
  });

  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={expense ? `${expense.description} · ${formatAud(expense.amount)}` : 'Documents'}
    >
      {expense && document ? (
        <Stack gap="sm">
          {documents.length > 1 && (
            <ScrollArea type="auto" offsetScrollbars>
              <Group gap="xs" wrap="nowrap">
                {documents.map((doc) => (
                  <DocumentTab key={doc.id} document={doc} active={doc.id === document.id} onClick={() => setChosen(doc.id)} />
                ))}
              </Group>
            </ScrollArea>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {document.filename}
                </Text>
                <DocumentStateBadge state={document.state} />
                {!document.confirmed && document.confidence !== null && (
                  <Badge variant="outline" color="orange" size="sm">
                    {document.confidence}% sure
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {[document.description, formatBytes(document.size), `added ${formatDate(document.created_at)}`].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                component="a"
                href={document.stream_url}
                target="_blank"
                rel="noreferrer"
                variant="default"
                size="xs"
                leftSection={<IconExternalLink size={14} />}
              >
                Open
              </Button>
              <DocumentLinkButtons link={link} confirm={!document.confirmed} detachLabel="Remove" />
            </Group>
          </Group>
          {!document.confirmed && document.reasons.length > 0 && (
            <Text size="xs" c="dimmed">
              Suggested: {document.reasons.join(', ')}
            </Text>
          )}
          {document.gst_warning && <GstWarning warning={document.gst_warning} />}
          <FileFrame key={document.id} document={document} phone={phone} />
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          This expense has no documents.
        </Text>
      )}
    </Modal>
  );
}
