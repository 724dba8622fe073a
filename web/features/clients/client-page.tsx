import '@mantine/dates/styles.css';
import { Anchor, Badge, Button, Card, Center, EmptyState, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconChevronLeft, IconPlayerPause } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Route, Routes, useLocation, useParams } from 'react-router';
import type { Client } from '../../../shared/api/clients';
import { LinkTabs } from '../../components/link-tabs';
import { RequirePermission } from '../../components/not-available';
import { SuspendFormModal } from '../../entities/clients/suspend-form';
import { useEditor } from '../../components/use-editor';
import { can, type PermissionKey } from '../../../shared/permissions';
import { useCan, useCurrentUser } from '../../lib/session';
import { refreshClient, useClient } from './api';
import { BookingsTab } from './bookings-tab';
import { SettingsTab } from './settings-tab';
import { SuspensionBanner } from './suspension-banner';
import { TasksTab } from './tasks-tab';

/** A tab another feature adds (the invoices), handed in by the routes: features do not import each other. */
export type ClientTab = { path: string; label: string; permission: PermissionKey; render: (client: Client) => ReactNode };

/** /client/{client} for view_clients holders; anyone else is told it is not available. */
export function ClientPage({ tabs = [] }: { tabs?: ClientTab[] }) {
  return (
    <RequirePermission permission="view_clients" title="Client" does="see clients">
      <ClientView tabs={tabs} />
    </RequirePermission>
  );
}

/**
 * The client and its tabs: bookings (the index), tasks, the tabs handed in, settings. Settings are edited with
 * manage_clients and read with manage_accounts (a bookkeeper reads the payment terms, billing address and
 * account contacts the invoices go by).
 */
function ClientView({ tabs: extraTabs }: { tabs: ClientTab[] }) {
  const id = Number(useParams().client);
  const { pathname } = useLocation();
  const { data: client, isLoading } = useClient(id);
  const manage = useCan('manage_clients');
  const readsAccounts = useCan('manage_accounts');
  const seesSettings = manage || readsAccounts;
  const canSuspend = useCan('suspend_clients');
  const suspension = useEditor<null>();
  const { data: me } = useCurrentUser();
  const added = extraTabs.filter((tab) => can(me, tab.permission));

  if (isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!client) {
    return (
      <Card withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconBuildingStore size={28} />}
          title="Client not found"
          description="This client does not exist, or is not yours to see."
        >
          <EmptyState.Actions>
            <Button component={Link} to="/clients" variant="light">
              Back to clients
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }

  const base = `/client/${client.id}`;
  const tabs = [
    { to: base, label: 'Bookings' },
    { to: `${base}/tasks`, label: 'Tasks' },
    ...added.map((tab) => ({ to: `${base}/${tab.path}`, label: tab.label })),
    ...(seesSettings ? [{ to: `${base}/settings`, label: 'Settings' }] : []),
  ];
  const active = tabs.find((tab) => tab.to !== base && pathname.startsWith(tab.to))?.to ?? base;

  return (
    <Stack gap="md" maw={1200}>
      <Stack gap={4}>
        <Anchor component={Link} to="/clients" size="sm" c="dimmed" w="fit-content">
          <Group gap={2} wrap="nowrap">
            <IconChevronLeft size={14} />
            Clients
          </Group>
        </Anchor>
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {client.name}
            </Title>
            {!client.active && (
              <Badge color="gray" variant="light">
                Inactive
              </Badge>
            )}
            {client.suspended && (
              <Badge color="red" variant="light">
                Suspended
              </Badge>
            )}
          </Group>
          {canSuspend && !client.suspended && (
            <Button variant="default" color="orange" leftSection={<IconPlayerPause size={16} />} onClick={() => suspension.open(null)}>
              Suspend
            </Button>
          )}
        </Group>
        {client.address && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {client.address.readable}
          </Text>
        )}
      </Stack>
      {client.suspended && <SuspensionBanner client={client} />}
      <LinkTabs tabs={tabs} active={active} label="Client" />
      <Routes>
        <Route index element={<BookingsTab client={client} />} />
        <Route path="tasks" element={<TasksTab client={client} />} />
        {added.map((tab) => (
          <Route key={tab.path} path={`${tab.path}/*`} element={tab.render(client)} />
        ))}
        {seesSettings && <Route path="settings" element={<SettingsTab client={client} editable={manage} />} />}
        <Route path="*" element={<EmptyState title="Nothing here" description="This client has no such page." />} />
      </Routes>
      {canSuspend && (
        <SuspendFormModal
          key={suspension.key}
          opened={suspension.opened}
          client={client}
          onClose={suspension.close}
          onSaved={() => refreshClient(client.id)}
        />
      )}
    </Stack>
  );
}
