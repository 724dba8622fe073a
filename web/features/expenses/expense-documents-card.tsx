import { usePhone } from '../../lib/screen';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import type { ExpenseDocument } from '../../../shared/api/expenses';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { useEditor } from '../../components/use-editor';
import { formatBytes, formatDate } from '../../lib/format';
import { useListState } from '../../lib/list-state';
import { useCan } from '../../lib/session';
import { deleteExpenseDocument, useExpenseDocuments } from './api';
import { AttachDocumentModal } from './attach-document-modal';
import { DocumentStateBadge } from './document-state-badge';
import { DocumentSuggestion, foundSummary, GstWarning } from './document-suggestion';
import { ExpenseFormModal } from './expense-form';
import { DocumentUploadModal } from './document-upload-modal';
import { SearchInput } from '../../components/search-input';

type DocumentActions = { onAttach: (document: ExpenseDocument) => void; onCreate: (document: ExpenseDocument) => void };

const columnsOf = ({ onAttach, onCreate }: DocumentActions): Column<ExpenseDocument>[] => [
  {
    key: 'document',
    label: 'Document',
    render: (doc) => (
      <Group gap="xs" wrap="nowrap" justify="inherit" style={{ minWidth: 0 }}>
        {doc.is_image ? (
          <IconPhoto size={20} color="var(--mantine-color-teal-6)" style={{ flexShrink: 0 }} />
        ) : (
          <IconFileTypePdf size={20} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {doc.description ?? doc.filename}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[doc.description ? doc.filename : null, formatBytes(doc.size), formatDate(doc.created_at)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Group>
    ),
  },
  { key: 'state', label: 'State', render: (doc) => <DocumentStateBadge state={doc.state} /> },
  {
    key: 'found',
    label: 'Found',
    render: (doc) => (
      <Stack gap={4}>
        <Text size="sm" c={foundSummary(doc) ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {doc.error ?? foundSummary(doc) ?? (doc.state.state === 'processing' ? 'Reading…' : 'Nothing read')}
        </Text>
        {doc.gst_warning && <GstWarning warning={doc.gst_warning} />}
      </Stack>
    ),
  },
  {
    key: 'expense',
    label: 'Expense',
    render: (doc) => <DocumentSuggestion document={doc} onAttach={onAttach} onCreate={onCreate} />,
  },
];

/**
 * Expense documents (on /expenses and /documents): receipts and bills uploaded with a description,
 * each with its state and the expense it is (or is suggested to be) on; 10 a page, refreshed while read.
 */
export function ExpenseDocumentsCard() {
  const phone = usePhone();
  const mayDelete = useCan('manage_documents');
  const list = useListState<'created_at'>({ sort: 'created_at', direction: 'desc', count: 10 });
  const { data, isLoading, error } = useExpenseDocuments({ page: list.query.page, count: list.query.count, search: list.query.search });
  const uploading = useEditor<null>();
  const attaching = useEditor<ExpenseDocument>();
  const creating = useEditor<ExpenseDocument>();

  const remove = (doc: ExpenseDocument) =>
    confirmDelete(`document ${doc.description ?? doc.filename}`, () =>
      // A refusal is already on screen as the API client's toast.
      deleteExpenseDocument(doc.id).catch(() => {}),
    );

  return (
    <Card withBorder radius="md" padding={phone ? 'xs' : 'md'}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} size="h4">
              Expense documents
            </Title>
            <Text size="sm" c="dimmed">
              Receipts and bills, read on arrival and matched to expenses.
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" style={phone ? { width: '100%' } : undefined}>
            <SearchInput
              placeholder="Search documents"
              aria-label="Search expense documents"
              value={list.state.search}
              onSearch={(text) => list.setSearch(text)}
              style={{ flex: 1 }}
              w={phone ? undefined : 220}
            />
            <Button leftSection={<IconUpload size={16} />} onClick={() => uploading.open(null)}>
              Upload
            </Button>
          </Group>
        </Group>
        <PagedTable
          rows={data?.data}
          meta={data?.meta}
          columns={columnsOf({ onAttach: attaching.open, onCreate: creating.open })}
          rowKey={(doc) => doc.id}
          loading={isLoading}
          error={error?.message}
          empty={list.query.search ? 'No documents match.' : 'No receipts or bills yet.'}
          onPage={list.setPage}
          actions={(doc) => (
            <>
              <RowAction label={`Open ${doc.filename}`} onClick={() => window.open(doc.stream_url, '_blank', 'noopener')}>
                <IconExternalLink size={18} />
              </RowAction>
              <RowAction label="Delete" color="red" hidden={!mayDelete} onClick={() => remove(doc)}>
                <IconTrash size={18} />
              </RowAction>
            </>
          )}
        />
      </Stack>
      {uploading.key > 0 && <DocumentUploadModal key={uploading.key} opened={uploading.opened} onClose={uploading.close} />}
      {creating.record && (
        <ExpenseFormModal key={creating.key} opened={creating.opened} expense={null} document={creating.record} onClose={creating.close} />
      )}
      {attaching.record && (
        <AttachDocumentModal key={attaching.key} document={attaching.record} opened={attaching.opened} onClose={attaching.close} />
      )}
    </Card>
  );
}
