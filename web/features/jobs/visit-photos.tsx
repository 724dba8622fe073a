import { ActionIcon, Button, FileButton, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { confirmDelete } from '../../components/confirm';
import { invalidateAfterVisitChange } from '../../entities/invalidation-groups';
import { api } from '../../lib/api';
import { useAction } from '../../lib/forms';
import { queryClient } from '../../lib/query-client';
import { uploadWithNote } from '../../lib/upload';
import { outboxItems } from '../../lib/outbox';
import { changeVisit, deletePhoto } from './api';
import { resizePhoto } from './resize-photo';
import { businessDateTime } from './visit-time';

/** Photos of a visit: taken or chosen on the phone, resized, uploaded in pieces with the loading note. */
export function VisitPhotos({ visit, editable }: { visit: UserSchedule; editable: boolean }) {
  const adding = useAction();
  const add = async (files: File[]) => {
    await adding.run(async () => {
      for (const original of files) {
        const resized = await resizePhoto(original);
        const name =
          original.name.replace(/\.[^.]+$/, '') + (resized === original ? original.name.slice(original.name.lastIndexOf('.')) : '.jpg');
        const file = new File([resized], name, { type: resized.type || original.type });
        const takenAt = new Date(original.lastModified || Date.now()).toISOString();
        const body = { filename: name, size: file.size, taken_at: takenAt };
        // Offline, or behind changes still waiting, the photo joins the outbox (its bytes kept on the phone) so
        // it is sent in its turn; otherwise it is sent now, with the progress note.
        if (!navigator.onLine || outboxItems().some((item) => item.status === 'waiting')) {
          const photo = { name, type: file.type, bytes: await file.arrayBuffer() };
          const change = { visitId: visit.id, kind: 'photo' as const, label: `Photo ${name}`, method: 'POST' as const };
          await changeVisit({ ...change, url: `/api/schedule/${visit.id}/assets`, body, photo }).catch(() => {});
          continue;
        }
        await uploadWithNote({
          file,
          begin: () =>
            api<{ id: string }>(`/api/schedule/${visit.id}/assets`, {
              method: 'POST',
              body,
              quiet: true,
            }),
        }).catch(() => {});
      }
    });
    await invalidateAfterVisitChange(queryClient);
  };
  return (
    <Stack gap="xs">
      {visit.assets.length === 0 ? (
        <Text size="sm" c="dimmed">
          No photos yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {visit.assets.map((asset) => (
            <Stack key={asset.id} gap={2} pos="relative">
              <a href={asset.path} target="_blank" rel="noreferrer">
                <Image src={asset.thumbnail} alt={asset.name} radius="sm" h={96} fit="cover" />
              </a>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {businessDateTime(asset.taken_at, false)}
              </Text>
              {/* A photo still on the phone (negative id) has nothing on the server to delete yet. */}
              {editable && asset.id > 0 && (
                <ActionIcon
                  pos="absolute"
                  top={4}
                  right={4}
                  size="sm"
                  color="red"
                  variant="white"
                  aria-label={`Delete ${asset.name}`}
                  onClick={() => confirmDelete('this photo', () => deletePhoto(visit.id, asset.id))}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {editable && (
        <FileButton onChange={(files) => void add(files)} accept="image/*" multiple capture="environment">
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={16} />} loading={adding.busy} fullWidth>
              Add photos
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
