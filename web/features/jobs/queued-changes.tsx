import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconX } from '@tabler/icons-react';
import type { UserSchedule } from '../../../shared/api/user-schedules';
import { businessToday } from '../../lib/business-day';
import type { OutboxItem } from '../../lib/offline-db';
import { dismissOutboxItem, useOutbox } from '../../lib/outbox';
import { useCurrentUser } from '../../lib/session';
import { applyQueued } from './visit-queued';

const photoUrls = new Map<number, string>();

/** A photo still on the phone, shown from its kept bytes (one address per photo while the page lives). */
function photoUrl(item: OutboxItem): string {
  if (!item.photo || typeof URL.createObjectURL !== 'function') return '';
  let url = photoUrls.get(item.seq);
  if (!url) {
    url = URL.createObjectURL(new Blob([item.photo.bytes], { type: item.photo.type }));
    photoUrls.set(item.seq, url);
  }
  return url;
}

/** The visit as the contractor left it (their waiting changes applied), and this visit's changes in the outbox. */
export function useQueuedVisit(visit: UserSchedule | undefined) {
  const items = useOutbox();
  const { data: me } = useCurrentUser();
  if (!visit) return { visit, items: [] };
  const mine = items.filter((item) => item.visitId === visit.id);
  const person = { id: me?.id ?? 0, name: me?.name ?? '' };
  return { visit: applyQueued(visit, mine, person, businessToday(), photoUrl), items: mine };
}

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * What of this visit is still on the phone, and what the server refused when it was sent (the office skipped
 * or reassigned the visit meanwhile): shown with the server's words until dismissed, never dropped unseen.
 */
export function QueuedChanges({ items }: { items: readonly OutboxItem[] }) {
  const waiting = items.filter((item) => item.status === 'waiting');
  const refused = items.filter((item) => item.status === 'refused');
  if (!items.length) return null;
  return (
    <Stack gap="xs">
      {waiting.length > 0 && (
        <Alert color="blue" p="xs" icon={<IconCloudUpload size={16} />} title={`${changes(waiting.length)} waiting to send`}>
          <Text size="xs">Kept on this phone and sent in order when the connection is back.</Text>
          <List size="xs" mt={4}>
            {waiting.map((item) => (
              <List.Item key={item.seq}>{item.label}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {refused.map((item) => (
        <Alert key={item.seq} color="red" p="xs" icon={<IconX size={16} />} title={`Not applied: ${item.label}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm">{item.message}</Text>
            <Button size="compact-xs" variant="white" color="red" onClick={() => void dismissOutboxItem(item.seq)}>
              Dismiss
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
