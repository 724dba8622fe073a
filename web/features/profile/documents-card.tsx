import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { UserDocument } from '../../../shared/api/documents';
import { daysBetween } from '../../../shared/dates';
import { confirmDelete } from '../../components/confirm';
import { type Column, PagedTable } from '../../components/paged-table';
import { RowAction } from '../../components/row-action';
import { api } from '../../lib/api';
import { businessToday } from '../../lib/business-day';
import { formatBytes, formatDate } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { documentsKey, useUserDocuments } from './api';
import { DocumentUploadForm, documentLabels } from './document-upload-form';

/** Expired is red; within a month of expiry is orange, so renewals are not missed. */
function Expiry({ date }: { date: string | null }) {
  if (!date)
    return (
      <Text size="sm" c="dimmed">
        No expiry
      </Text>
    );
  const days = daysBetween(businessToday(), date);
  const color = days < 0 ? 'red' : days <= 30 ? 'orange' : undefined;
  return (
    <Group gap={6} wrap="nowrap" justify="inherit">
      <Text size="sm" c={color} style={{ whiteSpace: 'nowrap' }}>
        {formatDate(date)}
      </Text>
      {days < 0 && (
        <Badge color="red" variant="light" size="sm">
          Expired
        </Badge>
      )}
    </Group>
  );
}

const columns: Column<UserDocument>[] = [
  {
    key: 'name',
    label: 'Document',
    render: (doc) => (
      <Group gap="xs" wrap="nowrap" justify="inherit">
        <IconFileTypePdf size={20} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {documentLabels[doc.name]}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }} title={doc.filename}>
            {doc.filename}
          </Text>
        </Stack>
      </Group>
    ),
  },
  { key: 'size', label: 'Size', render: (doc) => formatBytes(doc.size) },
  { key: 'expires_at', label: 'Expires', render: (doc) => <Expiry date={doc.expires_at} /> },
];

/** Private documents (insurance, vaccination) under the profile card; only yours can be added or deleted. */
export function DocumentsCard({ userId, editable }: { userId: number; editable: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useUserDocuments(userId, page);

  const remove = (doc: UserDocument) =>
    confirmDelete(`${documentLabels[doc.name].toLowerCase()} document ${doc.filename}`, () =>
      api(`/api/users/${userId}/documents/${doc.id}`, { method: 'DELETE' })
        .then(() => queryClient.invalidateQueries({ queryKey: documentsKey(userId) }))
        // A refusal is already on screen: the API client's failure toast gives the server's reason.
        .catch(() => {}),
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Private documents
          </Title>
          <Text size="sm" c="dimmed">
            Insurance and vaccination certificates, as PDF files.
          </Text>
        </Stack>
        {editable && (
          <>
            <DocumentUploadForm userId={userId} />
            <Divider />
          </>
        )}
        <PagedTable
          rows={data?.data}
          meta={data?.meta}
          columns={columns}
          rowKey={(doc) => doc.id}
          loading={isLoading}
          error={error?.message}
          empty={editable ? 'You have not added any documents yet.' : 'No documents have been added.'}
          onPage={setPage}
          actions={(doc) => (
            <>
              <RowAction label="Download" href={doc.download_url}>
                <IconDownload size={18} />
              </RowAction>
              {editable && (
                <RowAction label="Delete" color="red" onClick={() => remove(doc)}>
                  <IconTrash size={18} />
                </RowAction>
              )}
            </>
          )}
        />
      </Stack>
    </Card>
  );
}
