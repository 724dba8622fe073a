import { usePhone } from '../../lib/screen';
import '@mantine/dates/styles.css';
import { Card, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { seesPrices } from '../../../shared/policies';
import { PageHeader } from '../../components/page-header';
import { PagedTable } from '../../components/paged-table';
import { businessDay } from '../../lib/business-day';
import { useListState } from '../../lib/list-state';
import { useCan, useCurrentUser } from '../../lib/session';
import { useContractorProgress } from './api';
import { progressColumns } from './progress-columns';
import { NotAvailable } from '../../components/not-available';
import { MonthPicker } from '../../components/month-picker';

function ProgressTable() {
  const phone = usePhone();
  const { data: me } = useCurrentUser();
  const withEarnings = seesPrices(me);
  // The month lives in the address (`?month=2026-10`), so coming back from a contractor's jobs keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const current = asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? `${asked}-01` : businessDay().startOf('month').format('YYYY-MM-DD');
  // The picker hands back the month's first day as `YYYY-MM-DD`.
  const setMonth = (value: string | null) => setParams(value ? { month: value.slice(0, 7) } : {}, { replace: true });
  const list = useListState<'name'>({ sort: 'name', count: 50 });
  const { data, isLoading, error } = useContractorProgress({
    month: current,
    page: list.state.page,
    count: list.state.count,
    sort: 'name',
    direction: list.state.direction,
  });

  return (
    <>
      <PageHeader title="Contractor progress">
        <MonthPicker
          value={current}
          onChange={(value) => {
            setMonth(value);
            list.setPage(1);
          }}
          w={phone ? '100%' : 150}
        />
      </PageHeader>
      <Card withBorder radius="md" padding={phone ? 'sm' : 'md'}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Tasks complete of total{withEarnings ? ', and earnings so far of potential,' : ''} per week of{' '}
            {dayjs(current).format('MMMM YYYY')} (days 1–7, 8–14, 15–21, 22–28, 29 on). A name opens that contractor’s jobs.
          </Text>
          <PagedTable
            rows={data?.data}
            meta={data?.meta}
            columns={progressColumns(withEarnings, current)}
            rowKey={(row) => row.user.id}
            loading={isLoading}
            error={error?.message}
            empty="No contractors have visits this month."
            sort={{ sort: list.state.sort, direction: list.state.direction, onSort: () => list.toggleSort('name') }}
            onPage={list.setPage}
            onCount={list.setCount}
          />
        </Stack>
      </Card>
    </>
  );
}

/**
 * /accounts/contractors: each contractor's tasks and earnings for a month, week by week, for `users` holders
 * (docs/domain.md "Who sees progress").
 */
export function ProgressPage() {
  const allowed = useCan('users');
  if (!allowed) {
    return <NotAvailable title="Contractor progress" does="manage users" />;
  }
  return <ProgressTable />;
}
