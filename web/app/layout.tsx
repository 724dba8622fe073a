import { usePhone } from '../lib/screen';
import {
  ActionIcon,
  AppShell,
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconCloudUpload, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../../shared/api/users';
import { can } from '../../shared/permissions';
import { api } from '../lib/api';
import { initials } from '../lib/format';
import { forgetReads } from '../lib/offline-reads';
import { clearOutbox, outboxItems, useOutbox } from '../lib/outbox';
import { usePing } from '../lib/ping';
import { queryClient } from '../lib/query-client';
import { badgeMeanings, isActive, navItems } from './navigation';

async function leave() {
  await api('/logout', { method: 'POST', quiet: true }).catch(() => {});
  // What this phone kept of the day is the person's own: it goes with them.
  await Promise.all([clearOutbox(), forgetReads(), 'caches' in window ? caches.delete('visit-photos') : null]).catch(() => {});
  queryClient.clear();
  window.location.assign('/login');
}

/** Signs out; with changes still waiting to be sent, asks first, since signing out deletes them from the phone. */
export function signOut() {
  const waiting = outboxItems().filter((item) => item.status === 'waiting').length;
  if (!waiting) return void leave();
  modals.openConfirmModal({
    title: 'Sign out with changes not sent?',
    children: (
      <Text size="sm">
        {waitingText(waiting)} to send from this phone. Signing out deletes {waiting === 1 ? 'it' : 'them'}: stay signed in until the
        connection is back to keep {waiting === 1 ? 'it' : 'them'}.
      </Text>
    ),
    labels: { confirm: 'Sign out and delete', cancel: 'Stay signed in' },
    confirmProps: { color: 'red' },
    onConfirm: () => void leave(),
  });
}

const waitingText = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'} waiting`;

async function returnToOwnAccount() {
  await api('/assume/return', { method: 'POST' });
  queryClient.clear();
  window.location.assign('/');
}

export function Layout({ user }: { user: CurrentUser }) {
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const navigate = useNavigate();
  const phone = usePhone();
  const items = navItems.filter((item) => !item.permission || can(user, item.permission));
  const { data: counts } = usePing();
  const waiting = useOutbox().filter((item) => item.status === 'waiting').length;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={phone ? 'xs' : 'md'}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} size="lg" c="blue.7">
              CleanUp
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {waiting > 0 && (
              // Short on a phone's header; the visit card says it in full.
              <Badge
                color="blue"
                variant="light"
                leftSection={<IconCloudUpload size={12} />}
                role="status"
                title={`${waitingText(waiting)} to send`}
              >
                {phone ? `${waiting} to send` : `${waitingText(waiting)} to send`}
              </Badge>
            )}
            {user.assumed_by && (
              <Button size="xs" variant="light" color="orange" leftSection={<IconArrowBackUp size={14} />} onClick={returnToOwnAccount}>
                {phone ? 'Return' : `Return to ${user.assumed_by.name}`}
              </Button>
            )}
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton>
                  <Group gap={8} wrap="nowrap">
                    <Avatar src={user.avatar} radius="xl" size={32} color="blue" aria-hidden>
                      {initials(user.name)}
                    </Avatar>
                    {!phone && (
                      <Text size="sm" fw={500} maw={160} truncate>
                        {user.name}
                      </Text>
                    )}
                    {/* Named by what it shows (the person) and what it opens, for speech input and readers alike. */}
                    <VisuallyHidden>Profile menu</VisuallyHidden>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.role.name}</Menu.Label>
                <Menu.Item leftSection={<IconUserCircle size={16} />} onClick={() => navigate('/my-profile')}>
                  My profile
                </Menu.Item>
                <Menu.Item leftSection={<IconLogout size={16} />} onClick={signOut}>
                  Sign out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Tooltip label="Sign out">
              <ActionIcon variant="subtle" color="gray" onClick={signOut} aria-label="Sign out" size="lg">
                <IconLogout size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main navigation">
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={RouterLink}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.6} />}
            active={isActive(item, location.pathname)}
            onClick={close}
            rightSection={
              item.badge && counts?.[item.badge] ? (
                <Badge
                  size="sm"
                  circle={counts[item.badge] < 10}
                  color="orange"
                  title={`${counts[item.badge]} ${badgeMeanings[item.badge]}`}
                >
                  {counts[item.badge]}
                </Badge>
              ) : null
            }
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
