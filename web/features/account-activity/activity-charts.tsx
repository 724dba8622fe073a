import { usePhone } from '../../lib/screen';
import '@mantine/charts/styles.css';
import { Treemap } from '@mantine/charts';
import {
  Center,
  Group,
  getThemeColor,
  isLightColor,
  Loader,
  type MantineTheme,
  parseThemeColor,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useState } from 'react';
import type { TreemapNode } from 'recharts';
import { formatAud } from '../../../shared/money';
import { SectionCard } from '../../components/section-card';
import { useExpenseByVendor, useIncomeByClient } from './api';
import { incomeTreemap, vendorBars } from './activity-view';
import { cellLabel, lineSpacing } from './treemap-labels';
import { VendorBars } from './vendor-bars';

const labelSize = 12;

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

/**
 * One box of the income treemap, labelled with only what fits it (`cellLabel`): Mantine's own box writes every
 * name whole on one line, so on a phone the names of narrow boxes ran into each other. Colours as Mantine's.
 */
function IncomeCell({ node, theme }: { node: TreemapNode; theme: MantineTheme }) {
  const { x, y, width, height, name, value } = node;
  // The root (depth 0) spans the whole chart; only its children are boxes.
  if (node.depth < 1) return <g />;
  const color = typeof node.color === 'string' ? node.color : 'gray.6';
  const ink = isLightColor(parseThemeColor({ color, theme }).value, theme.luminanceThreshold)
    ? 'var(--mantine-color-black)'
    : 'var(--mantine-color-white)';
  const lines = cellLabel({ width, height }, name, formatAud(value), labelSize);
  const step = labelSize * lineSpacing;
  const middle = x + width / 2;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        fill={getThemeColor(color, theme)}
        stroke="var(--mantine-color-body)"
        strokeWidth={1}
      />
      {lines.length > 0 && (
        <text textAnchor="middle" fill={ink} fontSize={labelSize} fontFamily="var(--mantine-font-family)">
          {lines.map((line, i) => (
            <tspan key={line} x={middle} y={y + height / 2 + (i - (lines.length - 1) / 2) * step} dominantBaseline="central">
              {line}
            </tspan>
          ))}
        </text>
      )}
    </g>
  );
}

/** Income by client (a treemap) and expense by vendor (bars), for the year or one of its quarters. */
export function ActivityCharts({ year }: { year: number }) {
  const phone = usePhone();
  const theme = useMantineTheme();
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
        <SectionCard
          title="Income by client"
          description={
            phone ? `The ${boxes.length} biggest, GST inclusive` : `Money received from the ${boxes.length} biggest clients, GST inclusive`
          }
        >
          {boxes.length ? (
            <>
              <div role="figure" aria-label="Income by client, a treemap">
                <Treemap
                  data={boxes}
                  height={phone ? 260 : 320}
                  valueFormatter={formatAud}
                  treemapProps={{ content: (node) => <IncomeCell node={node} theme={theme} /> }}
                />
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
          {bars.length ? <VendorBars bars={bars} /> : <Empty loading={expense.isLoading} text="No expenses in this period." />}
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
