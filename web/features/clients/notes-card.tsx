import { Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import type { Note } from '../../../shared/api/notes';
import { confirmDelete } from '../../components/confirm';
import { PaginationFooter } from '../../components/pagination-footer';
import { RowAction } from '../../components/row-action';
import { SectionCard } from '../../components/section-card';
import { useEditor } from '../../components/use-editor';
import { api } from '../../lib/api';
import { formatDateTime, fromNow } from '../../lib/format';
import { useCan } from '../../lib/session';
import { refreshClient, useClientList } from './api';
import { NoteFormModal } from './note-form';

/** Notes on a client, newest first; adding, editing and deleting them needs manage_notes. */
export function NotesCard({ clientId }: { clientId: number }) {
  const manage = useCan('manage_notes');
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useClientList<Note>(clientId, 'notes', { page, count: 10 });
  const editor = useEditor<Note>();

  const remove = (note: Note) =>
    confirmDelete('this note', () =>
      api(`/api/clients/${clientId}/notes/${note.id}`, { method: 'DELETE' })
        .then(() => refreshClient(clientId))
        // A refusal is already on screen: the API client's failure toast gives the server's reason.
        .catch(() => {}),
    );

  const notes = data?.data ?? [];
  return (
    <SectionCard
      title="Notes"
      action={
        manage && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => editor.open(null)}>
            New note
          </Button>
        )
      }
    >
      {error ? (
        <Text c="red" size="sm">
          {error.message}
        </Text>
      ) : isLoading ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : notes.length === 0 ? (
        <Text c="dimmed" ta="center" py="md" size="sm">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="sm">
          {notes.map((note, index) => (
            <Fragment key={note.id}>
              {index > 0 && <Divider />}
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.note}
                  </Text>
                  <Text size="xs" c="dimmed" title={formatDateTime(note.updated_at)}>
                    {note.user?.name ?? 'Someone since removed'} · {fromNow(note.updated_at)}
                  </Text>
                </Stack>
                {manage && (
                  <Group gap={2} wrap="nowrap">
                    <RowAction label="Edit note" onClick={() => editor.open(note)}>
                      <IconPencil size={18} />
                    </RowAction>
                    <RowAction label="Delete note" color="red" onClick={() => remove(note)}>
                      <IconTrash size={18} />
                    </RowAction>
                  </Group>
                )}
              </Group>
            </Fragment>
          ))}
        </Stack>
      )}
      {data && data.meta.last_page > 1 && <PaginationFooter meta={data.meta} onPage={setPage} />}
      {manage && <NoteFormModal key={editor.key} opened={editor.opened} clientId={clientId} note={editor.record} onClose={editor.close} />}
    </SectionCard>
  );
}
