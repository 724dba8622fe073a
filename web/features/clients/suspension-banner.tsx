import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { Client } from '../../../shared/api/clients';
import { useUnsuspend } from '../../entities/clients/unsuspend';
import { formatDate } from '../../lib/format';
import { useCan } from '../../lib/session';
import { refreshClient } from './api';

/** The client suspension banner with Unsuspend (suspend_clients). */
export function SuspensionBanner({ client }: { client: Client }) {
  const canSuspend = useCan('suspend_clients');
  const { busy, unsuspend } = useUnsuspend(client, () => refreshClient(client.id));

  return (
    <Alert color="red" variant="light" icon={<IconPlayerPause size={18} />} title="Service suspended">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm">
            {client.suspend_to ? `Until ${formatDate(client.suspend_to)}, when service resumes by itself.` : 'Until unsuspended.'}
          </Text>
          {client.suspend_reason && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Reason: {client.suspend_reason}
            </Text>
          )}
        </Stack>
        {canSuspend && (
          <Button size="xs" color="red" variant="white" loading={busy} onClick={unsuspend}>
            Unsuspend
          </Button>
        )}
      </Group>
    </Alert>
  );
}
