import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Client } from '../../../shared/api/clients';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCan } from '../../lib/session';
import { refreshClient } from './api';

/** The client suspension banner with Unsuspend (suspend_clients). */
export function SuspensionBanner({ client }: { client: Client }) {
  const canSuspend = useCan('suspend_clients');
  const [busy, setBusy] = useState(false);

  const unsuspend = async () => {
    setBusy(true);
    try {
      await api(`/api/clients/${client.id}/unsuspend-service`);
      await refreshClient(client.id);
      notifications.show({ color: 'teal', message: `Service resumed for ${client.name}` });
    } catch {
      // The API client's failure toast gives the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert color="red" variant="light" icon={<IconPlayerPause size={18} />} title="Service suspended">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm">{client.suspend_to ? `Until ${formatDate(client.suspend_to)}, when service resumes by itself.` : 'Until unsuspended.'}</Text>
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
