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

/** The total, and under it what is still owed once something was paid (a part payment) or nothing was. */
function TotalCell({ invoice }: { invoice: InvoiceSummary }) {
  const owing = invoice.paid > 0 && invoice.balance > 0 && invoice.state.state !== 'cancelled';
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatAud(invoice.total)}
      </Text>
      {owing && (
        <Text size="xs" c="orange.8" style={{ whiteSpace: 'nowrap' }}>
          {formatAud(invoice.balance)} owing
        </Text>
      )}
    </Stack>
  );
}

/**
 * The invoices list's columns: number, issued, last sent, client, payment terms, average time to pay,
 * total, state. Inside a client's tab the client column is left out: every row is theirs.
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
    { key: 'terms', label: 'Terms', render: (invoice) => nowrap(termsOf(invoice)) },
    {
      key: 'time_to_pay',
      // The client's average days from issue to payment in full (docs/domain.md "Payments and what is owed").
      label: 'Avg. to pay',
      render: (invoice) => (invoice.time_to_pay === null ? nowrap('No history', true) : nowrap(days(invoice.time_to_pay))),
    },
    { key: 'total', label: 'Total', sort: 'total', align: 'right', render: (invoice) => <TotalCell invoice={invoice} /> },
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
    {
      key: 'terms',
      label: 'Terms',
      render: (invoice) => `${termsOf(invoice)}${invoice.time_to_pay === null ? '' : ` · pays in ${days(invoice.time_to_pay)} on average`}`,
    },
    { key: 'total', label: 'Total', render: (invoice) => <TotalCell invoice={invoice} /> },
    { key: 'state', label: 'State', render: (invoice) => <InvoiceStateBadge state={invoice.state} size="sm" /> },
  ];
}
