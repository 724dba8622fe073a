import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { type SharedDocument, sharedDocumentLabels } from '../../../shared/api/shared-documents';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { SectionCard } from '../../components/section-card';
import { useEditor } from '../../components/use-editor';
import { formatBytes, formatDate } from '../../lib/format';
import { useListState } from '../../lib/list-state';
import { useCan } from '../../lib/session';
import { deleteSharedDocument, downloadSharedDocument, useSharedDocuments } from './api';
import { SharedDocumentFormModal } from './shared-document-form';
import { SearchInput } from '../../components/search-input';

const isImage = (doc: SharedDocument) => /\.(jpe?g|png|webp|heic)$/i.test(doc.filename);

/** The expiry, and Expired once it has passed (the server says so, by the business's today). */
function Expiry({ doc }: { doc: SharedDocument }) {
  if (!doc.expires_at) {
    return (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        No expiry
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" justify="inherit">
      <Text size="sm" c={doc.expired ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(doc.expires_at)}
      </Text>
      {doc.expired && (
        <Badge color="red" variant="light" size="sm" style={{ minWidth: 'max-content' }}>
          Expired
        </Badge>
      )}
    </Group>
  );
}

const columns: Column<SharedDocument>[] = [
  {
    key: 'description',
    label: 'Document',
    sort: 'description',
    render: (doc) => (
      <Group gap="xs" wrap="nowrap" justify="inherit" style={{ minWidth: 0 }}>
        {isImage(doc) ? (
          <IconPhoto size={20} color="var(--mantine-color-teal-6)" style={{ flexShrink: 0 }} />
        ) : (
          <IconFileTypePdf size={20} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {doc.description}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {sharedDocumentLabels[doc.name]} · {doc.filename}
          </Text>
        </Stack>
      </Group>
    ),
  },
  {
    key: 'subject',
    label: 'Subject',
    render: (doc) => (
      <Text size="sm" c={doc.subject ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {doc.subject ?? '—'}
      </Text>
    ),
  },
  {
    key: 'owner',
    label: 'Owner',
    render: (doc) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {doc.owner?.name ?? '—'}
      </Text>
    ),
  },
  {
    key: 'size',
    label: 'Size',
    align: 'right',
    render: (doc) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(doc.size)}
      </Text>
    ),
  },
  { key: 'expires_at', label: 'Expires', sort: 'expires_at', render: (doc) => <Expiry doc={doc} /> },
];

/** Shared documents: safety data sheets everyone signed in reads; added and deleted with manage_documents. 10 a page. */
export function SharedDocumentsCard() {
  const manage = useCan('manage_documents');
  const list = useListState<'created_at' | 'description' | 'expires_at'>({ sort: 'created_at', direction: 'desc', count: 10 });
  const { data, isLoading, error } = useSharedDocuments(list.query);
  const adding = useEditor<null>();

  const remove = (doc: SharedDocument) =>
    confirmDelete(`${doc.description}`, () =>
      // A refusal is already on screen as the API client's toast.
      deleteSharedDocument(doc.id).catch(() => {}),
    );

  return (
    <SectionCard
      title="Shared documents"
      description="Safety data sheets of the products we use, for everyone."
      action={
        manage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => adding.open(null)}>
            Add
          </Button>
        )
      }
    >
      <SearchInput
        placeholder="Search by description, subject or file"
        aria-label="Search shared documents"
        value={list.state.search}
        onSearch={(text) => list.setSearch(text)}
        maw={400}
      />
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(doc) => doc.id}
        loading={isLoading}
        error={error?.message}
        empty={list.query.search ? 'No documents match.' : 'There are no shared documents yet.'}
        sort={{
          sort: list.state.sort,
          direction: list.state.direction,
          onSort: (sort) => list.toggleSort(sort as 'created_at' | 'description' | 'expires_at'),
        }}
        onPage={list.setPage}
        actions={(doc) => (
          <>
            <RowAction label={`Download ${doc.filename}`} onClick={() => void downloadSharedDocument(doc).catch(() => {})}>
              <IconDownload size={18} />
            </RowAction>
            {manage && (
              <RowAction label="Delete" color="red" onClick={() => remove(doc)}>
                <IconTrash size={18} />
              </RowAction>
            )}
          </>
        )}
      />
      {adding.key > 0 && <SharedDocumentFormModal key={adding.key} opened={adding.opened} onClose={adding.close} />}
    </SectionCard>
  );
}
