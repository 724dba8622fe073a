import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Client } from '../../../shared/api/clients';
import { api } from '../../lib/api';

/**
 * Unsuspend a client (suspend_clients): `GET /api/clients/{client}/unsuspend-service`. `onSaved` refreshes what
 * the caller shows of the client: the client page, or the visit card.
 */
export function useUnsuspend(client: Pick<Client, 'id' | 'name'>, onSaved: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const unsuspend = async () => {
    setBusy(true);
    try {
      await api(`/api/clients/${client.id}/unsuspend-service`);
      await onSaved();
      notifications.show({ color: 'teal', message: `Service resumed for ${client.name}` });
    } catch {
      // The API client's failure toast gives the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return { busy, unsuspend };
}
