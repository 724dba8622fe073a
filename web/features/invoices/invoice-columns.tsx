import { Stack, Text } from '@mantine/core';
import type { InvoiceSummary } from '../../../shared/api/invoices';
import { DEFAULT_TIME_ZONE, localDateOf } from '../../../shared/dates';
import { formatAud } from '../../../shared/money';
import type { Column } from '../../components/paged-table';
import { formatDate } from '../../lib/format';
import { InvoiceStateBadge } from './invoice-state-badge';
import { shortTermsText } from './labels';

const nowrap = (text: string, dim = false) => (
  <Text size="sm" c={dim ? 'dimmed' : undefined} component="span" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Text>
);

// A time: the day it was in the business's time zone, not the browser's.
const sentOn = (lastSent: string) => formatDate(localDateOf(new Date(lastSent), DEFAULT_TIME_ZONE));
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const termsOf = (invoice: InvoiceSummary) => (invoice.state.state === 'cash' ? 'Cash' : shortTermsText(invoice.terms));

/** The total, and under it what was paid of it while part is still owed (the amount due is its own column). */
function TotalCell({ invoice }: { invoice: InvoiceSummary }) {
  const part = invoice.paid > 0 && invoice.balance > 0 && invoice.state.state !== 'cancelled';
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatAud(invoice.total)}
      </Text>
      {part && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatAud(invoice.paid)} paid
        </Text>
      )}
    </Stack>
  );
}

/** What is still owed: nothing on a cancelled invoice (owed by nobody), a dash once settled. */
const owed = (invoice: InvoiceSummary) => (invoice.state.state === 'cancelled' || invoice.balance <= 0 ? null : invoice.balance);
const pastDue = (invoice: InvoiceSummary) => ['overdue', 'reminded', 'notice', 'warning', 'suspended'].includes(invoice.state.state);

function DueCell({ invoice }: { invoice: InvoiceSummary }) {
  const amount = owed(invoice);
  return (
    <Text
      size="sm"
      fw={amount === null ? undefined : 500}
      c={amount === null ? 'dimmed' : pastDue(invoice) ? 'orange.9' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      component="span"
    >
      {amount === null ? '—' : formatAud(amount)}
    </Text>
  );
}

/** The due date, and the payment terms under it. */
function DueDateCell({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Stack gap={0}>
      {nowrap(formatDate(invoice.due_at))}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {termsOf(invoice)}
      </Text>
    </Stack>
  );
}

/**
 * The invoices list's columns: number, issued, due (with the payment terms), last sent, client, average time
 * to pay, total, amount due, state. Inside a client's tab the client column is left out: every row is theirs.
 */
export function invoiceColumns({ withClient, phone }: { withClient: boolean; phone?: boolean }): Column<InvoiceSummary>[] {
  if (phone) return phoneColumns(withClient);
  const columns: (Column<InvoiceSummary> | null)[] = [
    {
      key: 'number',
      label: 'Number',
      sort: 'number',
      render: (invoice) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          #{invoice.number}
        </Text>
      ),
    },
    { key: 'issued_at', label: 'Issued', sort: 'issued_at', render: (invoice) => nowrap(formatDate(invoice.issued_at)) },
    { key: 'due_at', label: 'Due', render: (invoice) => <DueDateCell invoice={invoice} /> },
    {
      key: 'last_sent',
      label: 'Last sent',
      sort: 'last_sent',
      render: (invoice) => (invoice.last_sent ? nowrap(sentOn(invoice.last_sent)) : nowrap('Not sent', true)),
    },
    withClient
      ? {
          key: 'client',
          label: 'Client',
          sort: 'client',
          render: (invoice) => (
            <Text size="sm" miw={120} style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
              {invoice.client.name}
            </Text>
          ),
        }
      : null,
    {
      key: 'time_to_pay',
      // The client's average days from issue to payment in full (docs/domain.md "Payments and what is owed").
      label: 'Avg. to pay',
      render: (invoice) => (invoice.time_to_pay === null ? nowrap('No history', true) : nowrap(days(invoice.time_to_pay))),
    },
    { key: 'total', label: 'Total', sort: 'total', align: 'right', render: (invoice) => <TotalCell invoice={invoice} /> },
    { key: 'due', label: 'Amount due', align: 'right', render: (invoice) => <DueCell invoice={invoice} /> },
    { key: 'state', label: 'State', render: (invoice) => <InvoiceStateBadge state={invoice.state} size="sm" /> },
  ];
  return columns.filter((column): column is Column<InvoiceSummary> => column !== null);
}

/** A phone's card: the same facts, two to a line, so a page of 20 stays a short scroll. */
function phoneColumns(withClient: boolean): Column<InvoiceSummary>[] {
  return [
    {
      key: 'invoice',
      label: 'Invoice',
      render: (invoice) => (
        <Text size="sm" fw={600} component="span">
          #{invoice.number}
          {withClient && <Text span size="sm" fw={400}>{` ${invoice.client.name}`}</Text>}
        </Text>
      ),
    },
    {
      key: 'dates',
      label: 'Issued',
      render: (invoice) => `${formatDate(invoice.issued_at)} · ${invoice.last_sent ? `sent ${sentOn(invoice.last_sent)}` : 'not sent'}`,
    },
    { key: 'due_at', label: 'Due', render: (invoice) => formatDate(invoice.due_at) },
    {
      key: 'terms',
      label: 'Terms',
      render: (invoice) => `${termsOf(invoice)}${invoice.time_to_pay === null ? '' : ` · pays in ${days(invoice.time_to_pay)} on average`}`,
    },
    { key: 'total', label: 'Total', render: (invoice) => <TotalCell invoice={invoice} /> },
    { key: 'due', label: 'Amount due', render: (invoice) => <DueCell invoice={invoice} /> },
    { key: 'state', label: 'State', render: (invoice) => <InvoiceStateBadge state={invoice.state} size="sm" /> },
  ];
}
