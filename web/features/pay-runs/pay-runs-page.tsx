import { usePhone } from '../../lib/screen';
import '@mantine/dates/styles.css';
import { Accordion, Alert, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { earningsWeekOf } from '../../../shared/earnings';
import { downloadFile } from '../../components/download';
import { PageHeader } from '../../components/page-header';
import { businessDay } from '../../lib/business-day';
import { useCan } from '../../lib/session';
import { usePayRun, usePayRunSettings } from './api';
import { PayeeTable } from './payee-table';
import { PayRunBankCard } from './pay-run-bank';
import { RecordedChanges } from './recorded-changes';
import { PayRunSettingsForm } from './pay-run-settings';
import { RecordPayRunForm } from './record-pay-run';
import { NotAvailable } from '../../components/not-available';
import { MonthPicker } from '../../components/month-picker';

const blockStarts = ['01', '08', '15', '22', '29'];

/** The earnings week before the one holding today: what is usually paid next. */
function lastWeek(): string {
  const today = businessDay();
  const start = blockStarts.filter((d) => Number(d) <= today.date()).at(-1) ?? '01';
  const current = today.format(`YYYY-MM-${start}`);
  const before = dayjs(current).subtract(1, 'day');
  return before.format(`YYYY-MM-${blockStarts.filter((d) => Number(d) <= before.date()).at(-1) ?? '01'}`);
}

function PayRun({ week, phone }: { week: string; phone: boolean }) {
  const { data: run, isLoading, error } = usePayRun(week);
  const { data: settings } = usePayRunSettings();
  const end = earningsWeekOf(week)?.end ?? week;
  const confirmRecord = () => {
    if (!run) return;
    const id = 'record-pay-run';
    modals.open({
      modalId: id,
      title: 'Record this pay run as paid?',
      children: <RecordPayRunForm week={week} toRecord={run.to_record} onDone={() => modals.close(id)} />,
    });
  };
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding={phone ? 'sm' : 'md'}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>
              {dayjs(week).format('D')}–{dayjs(end).format('D MMM YYYY')}
            </Text>
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                disabled={!run || run.problems.length > 0 || run.totals.net === 0}
                onClick={() => void downloadFile(`/api/pay-runs/${week}/aba`, { fallbackName: `pay-run-${week}.aba` })}
              >
                Download ABA file
              </Button>
              <Button leftSection={<IconCheck size={16} />} disabled={!run || run.to_record.payees === 0} onClick={confirmRecord}>
                Record as paid
              </Button>
            </Group>
          </Group>
          {run && run.problems.length > 0 && (
            <Alert color="red" title="The ABA file cannot be written yet">
              <Stack gap={2}>
                {run.problems.map((problem) => (
                  <Text key={problem} size="sm">
                    {problem}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {error && <Alert color="red">{error.message}</Alert>}
          {isLoading && <Skeleton h={160} />}
          {run && <RecordedChanges run={run} />}
          {run && <PayeeTable run={run} phone={phone} />}
          <PayRunBankCard week={week} />
          <Text size="xs" c="dimmed">
            To pay = earnings less cash collected from cash clients, less 47 % withheld where a contractor has no valid ABN and the week is
            over $75 before GST (W4 on the BAS, paid to the ATO with it). A recorded contractor shows the figures as recorded, which the BAS
            and the TPAR count; recording pays their vendor invoices of the week.
          </Text>
        </Stack>
      </Card>
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="settings">
          <Accordion.Control>Direct entry settings</Accordion.Control>
          <Accordion.Panel>{settings ? <PayRunSettingsForm settings={settings} /> : <Skeleton h={80} />}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}

/** /accounts/pay-runs: a week's contractor payments and the bank's ABA file (manage_accounts). */
export function PayRunsPage() {
  const allowed = useCan('manage_accounts');
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('week') ?? '';
  const week = earningsWeekOf(asked) ? asked : lastWeek();
  const month = week.slice(0, 8) + '01';
  const weeks = blockStarts.map((d) => `${week.slice(0, 8)}${d}`).filter((w) => earningsWeekOf(w));
  if (!allowed) {
    return <NotAvailable title="Pay runs" does="manage accounts" />;
  }
  return (
    <>
      <PageHeader title="Pay runs">
        <MonthPicker
          value={month}
          onChange={(value) => value && setParams({ week: value.slice(0, 10) }, { replace: true })}
          w={phone ? '100%' : 150}
        />
      </PageHeader>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Week"
          fullWidth={phone}
          value={week}
          onChange={(value) => setParams({ week: value }, { replace: true })}
          data={weeks.map((w, i) => ({ value: w, label: phone ? `W${i + 1}` : `Week ${i + 1} · ${dayjs(w).format('D MMM')}` }))}
        />
        <PayRun week={week} phone={phone} />
      </Stack>
    </>
  );
}
