import { Avatar, Card, Group, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ActivityKind } from '../../../shared/api/activity';
import { PaginationFooter } from '../../components/pagination-footer';
import { formatDateTime, fromNow, initials } from '../../lib/format';
import { useActivityLog } from './api';
import { SearchInput } from '../../components/search-input';

const kinds: { value: ActivityKind; label: string }[] = [
  { value: 'changes', label: 'Changes' },
  { value: 'sign_ins', label: 'Sign-ins' },
];

/**
 * Who changed what, newest first, from the audit trail (needs activity_log). Changes first: sign-ins are a kind of
 * their own to switch to, so a morning of people signing in does not push the day's changes off the page.
 */
export function ActivityLog() {
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(10);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<ActivityKind>('changes');
  const [debounced] = useDebouncedValue(search, 300);
  const { data, isLoading, error } = useActivityLog(
    { page, count, search: debounced || undefined, filters: JSON.stringify({ kind }) },
    true,
  );

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h5">
          Activity log
        </Title>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            size="xs"
            data={kinds}
            value={kind}
            aria-label="Kind of activity"
            onChange={(value) => {
              setKind(value as ActivityKind);
              setPage(1);
            }}
          />
          <SearchInput
            size="xs"
            value={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
            aria-label="Search activity"
          />
        </Group>
      </Group>
      {error ? (
        <Text c="red" size="sm">
          The activity log could not be loaded.
        </Text>
      ) : isLoading ? (
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      ) : data?.data.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {debounced ? 'No activity matches your search.' : kind === 'sign_ins' ? 'Nobody has signed in yet.' : 'Nothing has happened yet.'}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="activity-log">
          {data?.data.map((entry) => (
            <Group key={entry.id} gap="sm" wrap="nowrap" align="flex-start">
              <Avatar radius="xl" size={30} color="blue">
                {initials(entry.user_name ?? 'System')}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.user_name ?? 'System'}
                  {entry.original_user_name && ` (by ${entry.original_user_name})`} ·{' '}
                  <Tooltip label={formatDateTime(entry.created_at)}>
                    <span>{fromNow(entry.created_at)}</span>
                  </Tooltip>
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      <PaginationFooter meta={data?.meta} onPage={setPage} onCount={setCount} />
    </Card>
  );
}
