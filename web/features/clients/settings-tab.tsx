import { Group, Stack, Switch, Text } from '@mantine/core';
import type { Client } from '../../../shared/api/clients';
import { SectionCard } from '../../components/section-card';
import { setClientActive } from './api';
import { AddressesCard } from './addresses-card';
import { ClientSettingsForm } from './client-settings-form';
import { ContactsCard } from './contacts-card';

/** /client/{client}/settings: the active toggle (saves at once), billing and service settings, contacts and addresses. */
export function SettingsTab({ client }: { client: Client }) {
  return (
    <Stack gap="md">
      <SectionCard title="Status">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="dimmed">
            {client.active ? 'This client is active.' : 'This client is inactive.'}
          </Text>
          <Switch
            label="Active"
            labelPosition="left"
            checked={client.active}
            onChange={(event) => void setClientActive(client, event.currentTarget.checked)}
          />
        </Group>
      </SectionCard>
      <ClientSettingsForm client={client} />
      <ContactsCard clientId={client.id} />
      <AddressesCard clientId={client.id} mainAddressId={client.address_id} editable />
    </Stack>
  );
}
