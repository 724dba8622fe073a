import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type ContractorProgressRowView, type WeekKey, weekKeys } from '../../../shared/api/progress';
import { formatAud } from '../../../shared/money';
import type { Column } from '../../components/paged-table';

type Period = WeekKey | 'total';

/** Tasks complete/total, and (with `task_price`) earnings so far/potential, for one week or the month. */
function ProgressCell({ row, period, withEarnings }: { row: ContractorProgressRowView; period: Period; withEarnings: boolean }) {
  const complete = row.tasks.complete[period];
  const total = row.tasks.total[period];
  if (total === 0 && (row.earnings?.potential[period] ?? 0) === 0) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  return (
    <Stack gap={0} align="inherit">
      <Text size="sm" fw={period === 'total' ? 600 : undefined} c={total > 0 && complete === total ? 'teal.7' : undefined}>
        {complete}/{total} tasks
      </Text>
      {withEarnings && row.earnings && (
        <Text size="xs" c="dimmed">
          {formatAud(row.earnings.so_far[period])} / {formatAud(row.earnings.potential[period])}
        </Text>
      )}
    </Stack>
  );
}

const weekLabel = (index: number) => (index === 4 ? 'Week 5 (29+)' : `Week ${index + 1}`);

/** The columns for the month starting `monthStart` (YYYY-MM-DD): a name opens that person's jobs from that day. */
export function progressColumns(withEarnings: boolean, monthStart: string): Column<ContractorProgressRowView>[] {
  return [
    {
      key: 'name',
      label: 'Contractor',
      sort: 'name',
      render: (row) => (
        <Anchor component={Link} to={`/my-jobs?user=${row.user.id}&from=${monthStart}`} size="sm" fw={500}>
          {row.user.name}
        </Anchor>
      ),
    },
    ...weekKeys.map((week, index) => ({
      key: week,
      label: weekLabel(index),
      align: 'right' as const,
      render: (row: ContractorProgressRowView) => <ProgressCell row={row} period={week} withEarnings={withEarnings} />,
    })),
    {
      key: 'total',
      label: 'Month',
      align: 'right',
      render: (row) => <ProgressCell row={row} period="total" withEarnings={withEarnings} />,
    },
  ];
}
