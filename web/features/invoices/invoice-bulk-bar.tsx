import { Button, Group, List, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileZip, IconMailForward, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import type { InvoiceBulkResult } from '../../../shared/api/invoices';
import { bulkInvoiceAction, downloadInvoicePdfs, exportInvoices } from './api';

/** The outcome of a bulk send or mark sent: how many went, and each refusal with its reason. */
function report(result: InvoiceBulkResult) {
  const refused = result.results.filter((r) => !r.ok);
  notifications.show({
    color: refused.length === 0 ? 'teal' : 'orange',
    title: result.message,
    autoClose: refused.length === 0 ? 4000 : false,
    message: refused.length ? (
      <List size="sm" spacing={2}>
        {refused.map((r) => (
          <List.Item key={r.id}>{`${r.number === null ? 'An invoice' : `#${r.number}`}: ${r.message}`}</List.Item>
        ))}
      </List>
    ) : undefined,
  });
}

type Props = { ids: number[]; onDone: () => void };

/** What can be done to the ticked invoices: send, mark sent, their PDFs in one zip, the rows as a spreadsheet. */
export function InvoiceBulkBar({ ids, onDone }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const n = ids.length;
  const run = (what: string, work: () => Promise<unknown>) => {
    setBusy(what);
    // A refusal of the whole call is already on screen as the API client's toast.
    void work()
      .catch(() => {})
      .finally(() => setBusy(null));
  };
  const act = (action: 'bulk-send' | 'bulk-mark-sent') =>
    run(action, async () => {
      report(await bulkInvoiceAction(action, ids));
      onDone();
    });
  const confirmSend = () =>
    modals.openConfirmModal({
      title: `Send ${n} invoice${n === 1 ? '' : 's'}?`,
      children: (
        <Text size="sm">
          Each is e-mailed to its client’s invoice contacts with its PDF, as its own Send button does. Invoices that cannot be sent are
          listed afterwards; the others are sent.
        </Text>
      ),
      labels: { confirm: 'Send', cancel: 'Not now' },
      onConfirm: () => act('bulk-send'),
    });

  return (
    <Group gap="xs" wrap="wrap" p="xs" bg="blue.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} aria-label="Chosen invoices">
      <Text size="sm" fw={600} mr="xs">
        {n} selected
      </Text>
      <Button size="xs" leftSection={<IconSend size={14} />} loading={busy === 'bulk-send'} disabled={!!busy} onClick={confirmSend}>
        Send
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMailForward size={14} />}
        loading={busy === 'bulk-mark-sent'}
        disabled={!!busy}
        onClick={() => act('bulk-mark-sent')}
      >
        Mark sent
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileZip size={14} />}
        loading={busy === 'pdfs'}
        disabled={!!busy}
        onClick={() => run('pdfs', () => downloadInvoicePdfs(ids))}
      >
        Download PDFs
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileSpreadsheet size={14} />}
        loading={busy === 'export'}
        disabled={!!busy}
        onClick={() => run('export', () => exportInvoices(ids))}
      >
        Export
      </Button>
      <Button size="xs" variant="subtle" onClick={onDone} disabled={!!busy}>
        Clear
      </Button>
    </Group>
  );
}
