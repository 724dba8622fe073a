import { usePhone } from '../../lib/screen';
import '@mantine/dates/styles.css';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { StockReportRow } from '../../../shared/api/tasks';
import { type Column, PagedTable } from '../../components/paged-table';
import { businessDay } from '../../lib/business-day';
import { useAction } from '../../lib/forms';
import { downloadStockReport, useStockReport } from './api';
import { MonthPicker } from '../../components/month-picker';

const columns: Column<StockReportRow>[] = [
  {
    key: 'client',
    label: 'Client',
    render: (row) => (
      <Text size="sm" fw={500}>
        {row.client_name}
      </Text>
    ),
  },
  { key: 'task', label: 'Service', render: (row) => row.task_name },
  { key: 'quantity', label: 'Quantity', align: 'right', width: 110, render: (row) => row.quantity.toLocaleString('en-AU') },
];

/**
 * Consumables used per client and service in a month, with a spreadsheet (docs/domain.md "Consumables and the
 * stock report").
 */
export function StockReportCard() {
  const phone = usePhone();
  // The picker hands back the month's first day as `YYYY-MM-DD`.
  const [month, setMonth] = useState<string | null>(businessDay().startOf('month').format('YYYY-MM-DD'));
  const downloading = useAction();
  const { data, isLoading, isFetching, error } = useStockReport(month);
  const rows = data?.data;
  const total = rows?.reduce((sum, row) => sum + row.quantity, 0) ?? 0;
  const label = month ? dayjs(month).format('MMM YYYY') : '';

  const download = async () => {
    if (!month) return;
    await downloading.run(() => downloadStockReport(month));
  };

  return (
    <Card withBorder radius="md" padding={phone ? 'sm' : 'md'}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} size="h4">
              Stock report
            </Title>
            <Text size="sm" c="dimmed">
              Consumables used per client and service
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" w={phone ? '100%' : undefined}>
            <MonthPicker
              value={month}
              onChange={setMonth}
              maxDate={businessDay().endOf('month').format('YYYY-MM-DD')}
              w={phone ? undefined : 150}
              style={phone ? { flex: 1 } : undefined}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={download}
              loading={downloading.busy}
              disabled={!rows?.length}
            >
              {phone ? 'Download' : 'Download spreadsheet'}
            </Button>
          </Group>
        </Group>
        <PagedTable
          rows={rows}
          meta={undefined}
          columns={columns}
          rowKey={(row) => `${row.client_id}:${row.task_id ?? row.task_name}`}
          loading={isLoading || (isFetching && !rows)}
          error={error?.message}
          empty={`No consumables were recorded in ${label}.`}
          onPage={() => {}}
        />
        {!!rows?.length && (
          <Group justify="flex-end" gap="xs" px={phone ? 0 : 'sm'}>
            <Text size="sm" c="dimmed">
              Total used in {label}
            </Text>
            <Text size="sm" fw={600}>
              {total.toLocaleString('en-AU')}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
