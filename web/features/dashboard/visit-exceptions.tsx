import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMapPinExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { VisitException, VisitExceptionList } from '../../../shared/api/visit-exceptions';
import { exceptionLabels, whereText } from '../../../shared/visit-exceptions';
import { SectionCard } from '../../components/section-card';
import { timeOfDay } from '../../entities/visits/visit-cells';
import { dashboardKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import { businessToday } from '../../lib/business-day';

/** The checks behind the flags, in words: "Arrived 9:12 · Sam Taylor · 240 m from the site". */
function checkLines(visit: VisitException): string[] {
  const lines: string[] = [];
  if (visit.check_in) lines.push(`Arrived ${timeOfDay(visit.check_in.at)} · ${visit.check_in.user.name} · ${whereText(visit.check_in)}`);
  if (visit.check_out) lines.push(`Left ${timeOfDay(visit.check_out.at)} · ${visit.check_out.user.name} · ${whereText(visit.check_out)}`);
  return lines;
}

function ExceptionRow({ visit }: { visit: VisitException }) {
  return (
    <Stack gap={2} py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid="visit-exception">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {timeOfDay(visit.due_at)}
          </Text>
          <Anchor component={Link} to={`/my-jobs/${visit.id}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {visit.client.name}
          </Anchor>
        </Group>
        <Group gap={4} justify="flex-end">
          {visit.kinds.map((kind) => (
            <Badge
              key={kind}
              color="orange"
              variant="light"
              leftSection={<IconMapPinExclamation size={12} aria-hidden />}
              // The whole word, never "NO LOCA…": on a phone the badges wrap under the client instead.
              style={{ flexShrink: 0, overflow: 'visible' }}
            >
              {exceptionLabels[kind]}
            </Badge>
          ))}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {[visit.address, visit.users.map((user) => user.name).join(', ') || 'Nobody assigned'].filter(Boolean).join(' · ')}
      </Text>
      {checkLines(visit).map((line) => (
        <Text key={line} size="xs">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Today's visits whose proof of presence needs a look (docs/domain.md "Proof of presence"): a check off site,
 * without a location or at a site with none, and arrivals late or not made. Each links to its visit.
 */
export function VisitExceptions() {
  const date = businessToday();
  const { data, isLoading, error } = useQuery({
    queryKey: dashboardKeys.exceptions(date),
    queryFn: () => api<VisitExceptionList>('/api/visit-exceptions', { query: { date } }),
    // A visit turns late while the page stays open.
    refetchInterval: 5 * 60_000,
  });
  return (
    <SectionCard
      title="Today's exceptions"
      description={
        data ? `Checks off site or without a location, and arrivals more than ${data.late_check_in_minutes} min late` : undefined
      }
    >
      {isLoading && <Loader size="sm" />}
      {error && (
        <Text size="sm" c="red">
          {error.message}
        </Text>
      )}
      {data && data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          Every visit so far was checked in on time and on site.
        </Text>
      )}
      {data && data.data.length > 0 && (
        <Stack gap={0}>
          {data.data.map((visit) => (
            <ExceptionRow key={visit.id} visit={visit} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
