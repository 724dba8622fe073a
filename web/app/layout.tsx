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
import { IconArrowBackUp, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { NavLink as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../../shared/api/users';
import { can } from '../../shared/permissions';
import { api } from '../lib/api';
import { initials } from '../lib/format';
import { usePing } from '../lib/ping';
import { queryClient } from '../lib/query-client';
import { badgeMeanings, isActive, navItems } from './navigation';

export async function signOut() {
  await api('/logout', { method: 'POST', quiet: true }).catch(() => {});
  queryClient.clear();
  window.location.assign('/login');
}

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
