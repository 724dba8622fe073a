import { Accordion, Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { ContractorEarnings, EarningsTotalsView, EarningsWeekView } from '../../../shared/api/earnings';
import { formatAud } from '../../../shared/money';
import { businessToday } from '../../lib/business-day';
import { EarningsLines } from './earnings-lines';

const totalLabels: [Exclude<keyof EarningsTotalsView, 'paid'>, string, string][] = [
  ['earned', 'Earned', 'Complete visits with photos'],
  ['potential', 'Potential', 'If every visit is done'],
  ['cash_collected', 'Cash collected', 'From cash clients, paid out'],
  ['to_be_paid', 'To be paid', 'Earned less cash collected and pay runs'],
];

function Totals({ totals }: { totals: EarningsTotalsView }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {totalLabels.map(([key, label, hint]) => (
        <Stack key={key} gap={0}>
          <Text size="xs" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fw={700} size="lg">
            {formatAud(totals[key])}
          </Text>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {hint}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The week's money beyond what it earned: cash kept, what its recorded pay run paid, what is still owed. */
function WeekOwed({ totals }: { totals: EarningsTotalsView }) {
  const parts = [
    totals.cash_collected > 0 && `Cash collected ${formatAud(totals.cash_collected)}`,
    totals.paid > 0 && `paid by the pay run ${formatAud(totals.paid)}`,
    `to be paid ${formatAud(totals.to_be_paid)}`,
  ].filter((part) => typeof part === 'string');
  const text = parts.join(' · ');
  return <Text size="sm">{text.charAt(0).toUpperCase() + text.slice(1)}</Text>;
}

const range = (week: EarningsWeekView) => `${dayjs(week.start).format('D')}–${dayjs(week.end).format('D MMM')}`;

export type WeekExtras = (earnings: ContractorEarnings, week: EarningsWeekView) => React.ReactNode;

type Props = {
  earnings: ContractorEarnings;
  settles: boolean;
  phone: boolean;
  weekExtras?: WeekExtras;
  /** Open the current week at first (one contractor shown). */ openCurrent?: boolean;
};

/** One contractor's month: totals, then weeks 1–5 that expand and contract (the current week starts open). */
export function ContractorEarningsCard({ earnings, settles, phone, weekExtras, openCurrent = true }: Props) {
  const today = businessToday();
  const current = earnings.weeks.find((w) => w.start <= today && today <= w.end);
  return (
    <Card withBorder radius="md" padding={phone ? 'sm' : 'md'}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {earnings.user.name}
        </Title>
        {earnings.totals && <Totals totals={earnings.totals} />}
        <Accordion
          multiple
          variant="separated"
          radius="md"
          defaultValue={current && openCurrent ? [String(current.week)] : []}
          chevronPosition="left"
        >
          {earnings.weeks.map((week) => (
            <Accordion.Item key={week.week} value={String(week.week)}>
              <Accordion.Control>
                <Group justify="space-between" gap="xs" wrap="nowrap" pr="xs">
                  <Text fw={600} size="sm">
                    Week {week.week}{' '}
                    <Text span c="dimmed" size="sm" fw={400}>
                      · {range(week)}
                    </Text>
                  </Text>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {week.paid_on && (
                      <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
                        Paid {dayjs(week.paid_on).format('D MMM')}
                      </Badge>
                    )}
                    <Text size="sm" c="dimmed" ta="right" visibleFrom={week.paid_on ? 'sm' : undefined}>
                      {week.totals
                        ? `${formatAud(week.totals.earned)} of ${formatAud(week.totals.potential)}`
                        : `${week.lines.length} tasks`}
                    </Text>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {week.totals && (week.totals.cash_collected > 0 || week.totals.paid > 0) && <WeekOwed totals={week.totals} />}
                  {weekExtras?.(earnings, week)}
                  <EarningsLines lines={week.lines} settles={settles} phone={phone} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Card>
  );
}

export function EarningsCardLoading() {
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Skeleton h={24} w="40%" />
        <Skeleton h={48} />
        <Skeleton h={120} />
      </Stack>
    </Card>
  );
}

export function EarningsCardError({ message }: { message: string }) {
  return (
    <Alert color="red" title="Earnings could not be loaded">
      {message}
    </Alert>
  );
}
