import { Alert, Group, Stack, Switch, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { Client } from '../../../shared/api/clients';
import { SectionCard } from '../../components/section-card';
import { setClientActive } from './api';
import { AddressesCard } from './addresses-card';
import { ClientSettingsForm } from './client-settings-form';
import { ContactsCard } from './contacts-card';

/**
 * /client/{client}/settings: the active toggle (saves at once), billing and service settings, contacts and
 * addresses; read-only (no toggle, form or buttons) without manage_clients.
 */
export function SettingsTab({ client, editable }: { client: Client; editable: boolean }) {
  return (
    <Stack gap="md">
      {!editable && (
        <Alert color="blue" icon={<IconEye size={16} />} p="sm">
          Read-only: your role does not manage clients, so these settings are shown as they are.
        </Alert>
      )}
      <SectionCard title="Status">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="dimmed">
            {client.active ? 'This client is active.' : 'This client is inactive.'}
          </Text>
          {editable && (
            <Switch
              label="Active"
              labelPosition="left"
              checked={client.active}
              onChange={(event) => void setClientActive(client, event.currentTarget.checked)}
            />
          )}
        </Group>
      </SectionCard>
      <ClientSettingsForm client={client} editable={editable} />
      <ContactsCard clientId={client.id} editable={editable} />
      <AddressesCard clientId={client.id} mainAddressId={client.address_id} editable={editable} />
    </Stack>
  );
}
