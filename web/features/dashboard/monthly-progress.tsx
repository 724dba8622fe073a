import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { MonthlyProgressView } from '../../../shared/api/progress';
import { formatAud } from '../../../shared/money';
import { dashboardKeys } from '../../entities/visits/visit-keys';
import { api } from '../../lib/api';
import { businessDay } from '../../lib/business-day';

function useMonthlyProgress(userId: number) {
  const month = businessDay().startOf('month').format('YYYY-MM-DD');
  return useQuery({
    queryKey: dashboardKeys.progress(userId, month),
    queryFn: () => api<MonthlyProgressView>(`/api/users/${userId}/monthly-progress`, { query: { month }, quiet: true }),
  });
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

function ProgressCard({
  title,
  value,
  detail,
  part,
  whole,
  color,
}: {
  title: string;
  value: string;
  detail: string;
  part: number;
  whole: number;
  color: string;
}) {
  const pct = percent(part, whole);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={500}>
          {title}
        </Text>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={700} size="xl">
            {value}
          </Text>
          <Text size="sm" fw={600} c={color}>
            {pct}%
          </Text>
        </Group>
        <Progress value={pct} color={color} size="md" radius="xl" aria-label={`${title}: ${pct}%`} />
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Card>
  );
}

/** The dashboard's monthly progress: two cards, each only when its total is above 0 (docs/domain.md "Who sees progress"). */
export function MonthlyProgressCards({ userId }: { userId: number }) {
  const { data } = useMonthlyProgress(userId);
  if (!data) return null;
  const tasks = data.tasks;
  const earnings = data.earnings;
  const showTasks = tasks.total.total > 0;
  const showEarnings = earnings !== null && earnings.potential.total > 0;
  if (!showTasks && !showEarnings) return null;
  const visits = tasks.visits.total;
  const monthName = dayjs(data.month).format('MMMM');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {showTasks && (
        <ProgressCard
          title={`Tasks complete in ${monthName}`}
          value={`${tasks.complete.total} of ${tasks.total.total}`}
          detail={visits === 1 ? '1 visit this month' : `${visits} visits this month`}
          part={tasks.complete.total}
          whole={tasks.total.total}
          color="teal"
        />
      )}
      {showEarnings && (
        <ProgressCard
          title={`Earnings in ${monthName}`}
          value={formatAud(earnings.so_far.total)}
          detail={`so far, of ${formatAud(earnings.potential.total)} potential`}
          part={earnings.so_far.total}
          whole={earnings.potential.total}
          color="blue"
        />
      )}
    </SimpleGrid>
  );
}
