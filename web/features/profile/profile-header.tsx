import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { User } from '../../../shared/api/users';
import { initials } from '../../lib/format';

type Props = { user: User; avatar?: string | null; children?: ReactNode };

/** Picture, name, role and e-mail at the top of the profile card; `children` sits under the picture. */
export function ProfileHeader({ user, avatar = user.avatar, children }: Props) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Stack gap={6} align="center" style={{ flexShrink: 0 }}>
        <Avatar src={avatar} size={72} radius="xl" color="blue" alt={user.name}>
          {initials(user.name)}
        </Avatar>
        {children}
      </Stack>
      <Stack gap={4} style={{ minWidth: 0 }} pt={4}>
        <Title order={1} size="h3" style={{ overflowWrap: 'break-word' }}>
          {user.name}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{user.role.name}</Badge>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
