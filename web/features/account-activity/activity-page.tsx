import { Alert, Button, Card, Center, Loader, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { AccountActivity } from '../../../shared/api/account-activity';
import { quarterOfDate } from '../../../shared/bas';
import { PageHeader } from '../../components/page-header';
import { businessToday } from '../../lib/business-day';
import { useAction } from '../../lib/forms';
import { useCan } from '../../lib/session';
import { downloadQuarter, downloadYear, updateQuarter, useYearActivity } from './api';
import { ActivityCharts } from './activity-charts';
import { isUnderway, quarterLabel, yearChoices } from './activity-view';
import { BehindModal, type Opened } from './behind-modal';
import { EmailModal, PaygModal } from './quarter-forms';
import { type QuarterActions, QuarterTable } from './quarter-table';
import { NotAvailable } from '../../components/not-available';

function confirmToggle(quarter: AccountActivity, today: string) {
  const completing = !quarter.bas_complete;
  const name = quarterLabel(quarter);
  modals.openConfirmModal({
    title: completing ? `Mark the BAS for ${name} complete?` : `Reopen ${name}?`,
    children: (
      <Text size="sm">
        {completing
          ? `The quarter is locked: payments and expenses dated in it cannot be added, changed or deleted until it is reopened.${isUnderway(quarter, today) ? ' The quarter has not ended yet.' : ''}`
          : 'Payments and expenses dated in it can be changed again, and its figures may change from what was lodged. Reopening is recorded in the activity log.'}
      </Text>
    ),
    labels: { confirm: completing ? 'Mark complete' : 'Reopen', cancel: 'Cancel' },
    confirmProps: { color: completing ? 'teal' : 'orange' },
    onConfirm: () =>
      void updateQuarter(quarter.id, { bas_complete: completing })
        .then(() =>
          notifications.show({ color: 'teal', message: completing ? `${name} is complete and locked.` : `${name} is open again.` }),
        )
        .catch((error: Error) => notifications.show({ color: 'red', message: error.message })),
  });
}

/** /activity (manage_accounts): each BAS quarter of a financial year, what is behind its figures, and the charts. */
export function ActivityPage() {
  // Nothing of the page runs for someone who may not see it: no call, no refusal toast over the header.
  return useCan('manage_accounts') ? <ActivityYear /> : <NotAvailable title="Account activity" does="manage accounts" />;
}

function ActivityYear() {
  const today = businessToday();
  const [year, setYear] = useState(quarterOfDate(today).year);
  const activity = useYearActivity(year);
  const [opened, setOpened] = useState<Opened>(null);
  const [payg, setPayg] = useState<AccountActivity | null>(null);
  const [emailing, setEmailing] = useState<AccountActivity | null>(null);
  const downloading = useAction();
  const actions: QuarterActions = {
    open: (kind, quarter) => setOpened({ kind, quarter }),
    editPayg: setPayg,
    toggleComplete: (quarter) => confirmToggle(quarter, today),
    // A refusal is already on screen as the API client's toast.
    download: (quarter) => void downloadQuarter(quarter).catch(() => {}),
    email: setEmailing,
  };
  const download = () => void downloading.run(() => downloadYear(year));
  return (
    <Stack gap="md">
      <PageHeader title="Account activity">
        <Select
          aria-label="Financial year"
          w={150}
          data={yearChoices(today)}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
        />
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download} loading={downloading.busy}>
          Download year
        </Button>
      </PageHeader>
      <Card withBorder radius="md" padding="sm">
        {activity.error ? (
          <Alert color="red" title="Could not load">
            {activity.error.message}
          </Alert>
        ) : activity.data ? (
          <QuarterTable quarters={activity.data.data} actions={actions} />
        ) : (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
      </Card>
      <Text size="xs" c="dimmed">
        Cash basis: incoming is money received in the quarter and its GST (a part payment carries its share); outgoing is the business-use
        part of expenses dated in it and what contractors were paid in it (recorded pay runs, and vendor invoices paid through the bank),
        with the GST on their invoices; withheld is the 47 % kept from contractors without an ABN. Open a figure to see the receipts,
        expenses and payments behind it. The form takes whole dollars: under each figure is what to write in its box, the cents dropped as
        the law says (TAA 1953 Sch 1 s388-85), and under the net the net worked from those.
      </Text>
      <ActivityCharts year={year} />
      <BehindModal opened={opened} onClose={() => setOpened(null)} />
      <PaygModal key={payg?.id ?? 0} quarter={payg} onClose={() => setPayg(null)} />
      <EmailModal quarter={emailing} onClose={() => setEmailing(null)} />
    </Stack>
  );
}
