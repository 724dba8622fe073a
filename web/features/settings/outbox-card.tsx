import { Text, Tooltip } from '@mantine/core';
import type { Mail } from '../../../shared/api/mail';
import { type Column, PagedTable } from '../../components/paged-table';
import { formatDateTime, fromNow } from '../../lib/format';
import { useListState } from '../../lib/list-state';
import { useMails } from './api';
import { MailModal } from './mail-modal';
import { MailStatus } from './mail-status';
import { SettingsCard } from './settings-card';
import { useEditor } from '../../components/use-editor';

const columns: Column<Mail>[] = [
  {
    key: 'to',
    label: 'To',
    render: (mail) => (
      <Text size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
        {mail.to.join(', ')}
      </Text>
    ),
  },
  {
    key: 'subject',
    label: 'Subject',
    render: (mail) => (
      <Text size="sm" fw={500} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
        {mail.subject}
      </Text>
    ),
  },
  { key: 'status', label: 'Status', render: (mail) => <MailStatus status={mail.status} /> },
  {
    key: 'created_at',
    label: 'Written',
    render: (mail) => (
      <Tooltip label={formatDateTime(mail.created_at)} withinPortal>
        <Text size="sm" c="dimmed" span style={{ whiteSpace: 'nowrap' }}>
          {fromNow(mail.created_at)}
        </Text>
      </Tooltip>
    ),
  },
];

/** Every message the product wrote, newest first; a row opens the full text. */
export function OutboxCard() {
  const list = useListState<'created_at'>({ sort: 'created_at', direction: 'desc' });
  const { data, isLoading, error } = useMails(list.query);
  const viewer = useEditor<Mail>();
  return (
    <SettingsCard title="Outbox" description="Every e-mail the app has written, newest first.">
      <PagedTable
        rows={data?.data}
        meta={data?.meta}
        columns={columns}
        rowKey={(mail) => mail.id}
        loading={isLoading}
        error={error?.message}
        empty="No e-mail has been written yet."
        onPage={list.setPage}
        onCount={list.setCount}
        onRowClick={(mail) => viewer.open(mail)}
      />
      <MailModal mail={viewer.record} opened={viewer.opened} onClose={viewer.close} />
    </SettingsCard>
  );
}
