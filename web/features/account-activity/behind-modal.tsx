import { usePhone } from '../../lib/screen';
import { Badge, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { AccountActivity, ActivityExpense, ActivityReceipt } from '../../../shared/api/account-activity';
import { adjustmentNoteNumber } from '../../../shared/api/invoices';
import { formatAud } from '../../../shared/money';
import { type Column, PagedTable } from '../../components/paged-table';
import { formatDate } from '../../lib/format';
import { type Behind, useBehind } from './api';
import { quarterLabel } from './activity-view';

const receiptColumns: Column<ActivityReceipt>[] = [
  { key: 'paid_at', label: 'Received', render: (r) => formatDate(r.paid_at) },
  { key: 'invoice', label: 'Invoice', render: (r) => `#${r.invoice_number}` },
  { key: 'client', label: 'Client', render: (r) => r.client_name },
  {
    key: 'source',
    label: 'Source',
    render: (r) =>
      r.source === 'adjustment_note' ? (
        <Badge variant="light" color="orange" size="sm">
          {r.note_number === null ? 'Adjustment note' : adjustmentNoteNumber(r.note_number)}
        </Badge>
      ) : (
        <Badge variant="light" color="gray" size="sm">
          {r.source}
        </Badge>
      ),
  },
  { key: 'amount', label: 'Amount', align: 'right', render: (r) => formatAud(r.amount) },
  { key: 'gst', label: 'GST', align: 'right', render: (r) => formatAud(r.gst) },
];

const expenseColumns: Column<ActivityExpense>[] = [
  { key: 'spent_on', label: 'Date', render: (e) => formatDate(e.spent_on) },
  {
    key: 'description',
    label: 'Description',
    render: (e) =>
      e.kind === 'expense' ? (
        e.description
      ) : (
        <>
          <Badge variant="light" color="grape" size="sm" mr={6}>
            Contractor
          </Badge>
          {e.description}
        </>
      ),
  },
  { key: 'vendor', label: 'Vendor', render: (e) => e.vendor_name ?? '—' },
  { key: 'amount', label: 'Amount', align: 'right', render: (e) => formatAud(e.amount) },
  { key: 'use', label: 'Business use', align: 'right', render: (e) => `${e.business_use} %` },
  { key: 'part', label: 'Business part', align: 'right', render: (e) => formatAud(e.business_part) },
  { key: 'gst', label: 'GST credit', align: 'right', render: (e) => formatAud(e.gst) },
  { key: 'withheld', label: 'Withheld (W4)', align: 'right', render: (e) => (e.withheld ? formatAud(e.withheld) : '—') },
];

export type Opened = { kind: Behind; quarter: AccountActivity } | null;

/**
 * The receipts (behind incoming, G1, 1A) or what was paid out — expenses and contractor payments, behind
 * outgoing, 1B and W4 — of a quarter, 20 a page.
 */
export function BehindModal({ opened, onClose }: { opened: Opened; onClose: () => void }) {
  const phone = usePhone();
  const [page, setPage] = useState(1);
  const kind = opened?.kind ?? 'receipts';
  const query = useBehind(kind, opened?.quarter.id ?? null, page);
  const close = () => {
    setPage(1);
    onClose();
  };
  const q = opened?.quarter;
  const title = q ? `${kind === 'receipts' ? 'Receipts' : 'Expenses and contractors'} · ${quarterLabel(q)}` : '';
  const withheld = q?.withheld ? `, withheld (no ABN) ${formatAud(q.withheld)}` : '';
  const total = q
    ? kind === 'receipts'
      ? `${formatAud(q.incoming)} received, GST ${formatAud(q.incoming_tax)}`
      : `${formatAud(q.outgoing)} business use, GST credits ${formatAud(q.outgoing_tax)}${withheld}`
    : '';
  return (
    <Modal opened={opened !== null} onClose={close} title={title} size="xl" fullScreen={phone}>
      <Text size="sm" c="dimmed" mb="sm">
        {total}
      </Text>
      {kind === 'receipts' ? (
        <PagedTable<ActivityReceipt>
          rows={query.data?.data as ActivityReceipt[] | undefined}
          meta={query.data?.meta}
          columns={receiptColumns}
          rowKey={(r) => `${r.source === 'adjustment_note' ? 'note' : 'payment'}-${r.id}`}
          loading={query.isLoading}
          empty="No money was received in this quarter."
          onPage={setPage}
        />
      ) : (
        <PagedTable<ActivityExpense>
          rows={query.data?.data as ActivityExpense[] | undefined}
          meta={query.data?.meta}
          columns={expenseColumns}
          rowKey={(e) => `${e.kind}-${e.id}`}
          loading={query.isLoading}
          empty="Nothing was paid out in this quarter."
          onPage={setPage}
        />
      )}
    </Modal>
  );
}
