import '@mantine/charts/styles.css';
import { BarsList, Treemap } from '@mantine/charts';
import { Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { formatAud } from '../../../shared/money';
import { SectionCard } from '../../components/section-card';
import { useExpenseByVendor, useIncomeByClient } from './api';
import { incomeTreemap, vendorBars } from './activity-view';

function Empty({ loading, text }: { loading: boolean; text: string }) {
  return (
    <Center h={160}>
      {loading ? (
        <Loader size="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      )}
    </Center>
  );
}

/** Income by client (a treemap) and expense by vendor (bars), for the year or one of its quarters. */
export function ActivityCharts({ year }: { year: number }) {
  const phone = useMediaQuery('(max-width: 512px)');
  const [quarter, setQuarter] = useState('year');
  const period = { year, quarter: quarter === 'year' ? null : Number(quarter) };
  const income = useIncomeByClient(period);
  const expense = useExpenseByVendor(period);
  const { boxes, rest } = incomeTreemap(income.data?.data ?? [], phone ? 5 : 10);
  const bars = vendorBars(expense.data?.data ?? [], phone ? 6 : 8);
  const picker = (
    <SegmentedControl
      size="xs"
      aria-label="Period of the charts"
      value={quarter}
      onChange={setQuarter}
      data={[{ value: 'year', label: 'Year' }, ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: `Q${q}` }))]}
    />
  );
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={2} size="h4">
          Charts
        </Title>
        {picker}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SectionCard title="Income by client" description={phone ? `The ${boxes.length} biggest, GST inclusive` : `Money received from the ${boxes.length} biggest clients, GST inclusive`}>
        {boxes.length ? (
          <>
            <div role="figure" aria-label="Income by client, a treemap">
              <Treemap data={boxes} height={phone ? 260 : 320} valueFormatter={formatAud} autoContrast />
            </div>
            {rest && (
              <Text size="sm" c="dimmed">
                And {rest.label}: {formatAud(rest.total)}
              </Text>
            )}
          </>
        ) : (
          <Empty loading={income.isLoading} text="No money received in this period." />
        )}
      </SectionCard>
      <SectionCard title="Expense by vendor" description="Business-use part, GST inclusive">
        {bars.length ? (
          <BarsList data={bars} valueFormatter={formatAud} barsLabel="Vendor" valueLabel="Total" barColor="blue.2" minBarSize={150} />
        ) : (
          <Empty loading={expense.isLoading} text="No expenses in this period." />
        )}
      </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
