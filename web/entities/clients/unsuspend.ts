import { notifications } from '@mantine/notifications';
import type { Client } from '../../../shared/api/clients';
import { api } from '../../lib/api';
import { useAction } from '../../lib/forms';

/**
 * Unsuspend a client (suspend_clients): `GET /api/clients/{client}/unsuspend-service`. `onSaved` refreshes what
 * the caller shows of the client: the client page, or the visit card.
 */
export function useUnsuspend(client: Pick<Client, 'id' | 'name'>, onSaved: () => Promise<unknown>) {
  const { busy, run } = useAction();
  const unsuspend = () =>
    run(async () => {
      await api(`/api/clients/${client.id}/unsuspend-service`);
      await onSaved();
      notifications.show({ color: 'teal', message: `Service resumed for ${client.name}` });
    });
  return { busy, unsuspend };
}
