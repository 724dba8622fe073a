import { usePhone } from '../lib/screen';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title (create, export). */
  action?: ReactNode;
  children: ReactNode;
};

/** A titled card holding one list or form of a page; on phones its padding shrinks. */
export function SectionCard({ title, description, action, children }: Props) {
  const phone = usePhone();
  return (
    <Card withBorder radius="md" padding={phone ? 'sm' : 'md'}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" mih={36}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {action && (
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {action}
            </Group>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
