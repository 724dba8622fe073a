import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  description?: string;
  /** The search box, when the list has one. */
  search?: { value: string; onChange: (value: string) => void; placeholder: string };
  /** The create button. */
  action?: ReactNode;
  children: ReactNode;
};

/** One settings card: title, search and create button on one line; on phones the search gets its own. */
export function SettingsCard({ title, description, search, action, children }: Props) {
  const phone = useMediaQuery('(max-width: 512px)');
  const searchBox = search && (
    <TextInput
      placeholder={search.placeholder}
      aria-label={search.placeholder}
      leftSection={<IconSearch size={14} />}
      value={search.value}
      onChange={(event) => search.onChange(event.currentTarget.value)}
      w={phone ? '100%' : 260}
    />
  );
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
          <Group gap="xs" wrap="nowrap">
            {!phone && searchBox}
            {action}
          </Group>
        </Group>
        {phone && searchBox}
        {children}
      </Stack>
    </Card>
  );
}
