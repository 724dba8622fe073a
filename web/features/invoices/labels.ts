import type { PaymentSource } from '../../../shared/api/invoices';
import type { StatementShortcut } from '../../../shared/dates';
import type { InvoiceState, InvoiceStateFilter } from '../../../shared/invoice-states';

export const invoiceStateLabels: Record<InvoiceState, string> = {
  open: 'Open',
  sending: 'Sending',
  sent: 'Sent',
  seen: 'Seen',
  overdue: 'Overdue',
  partial: 'Part paid',
  reminded: 'Reminded',
  notice: 'Notice to pay',
  warning: 'Suspension warning',
  suspended: 'Suspended',
  paid: 'Paid',
  cash: 'Cash',
  cancelled: 'Cancelled',
};

/** The list's state filter, `unpaid` among them. */
export const stateFilterOptions: { value: InvoiceStateFilter; label: string }[] = [
  ...(['open', 'sending', 'sent', 'seen', 'overdue', 'reminded', 'notice', 'warning', 'suspended', 'partial', 'paid', 'cash'] as const).map(
    (state) => ({
      value: state,
      label: invoiceStateLabels[state],
    }),
  ),
  { value: 'unpaid', label: 'Unpaid (owing)' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const statementShortcutLabels: Record<StatementShortcut, string> = {
  last_month: 'Last month',
  last_30_days: 'Last 30 days',
  last_quarter: 'Last quarter',
  last_90_days: 'Last 90 days',
  last_financial_year: 'Last financial year',
  last_year: 'Last year',
  last_365_days: 'Last 365 days',
};

export const paymentSourceLabels: Record<PaymentSource, string> = {
  manual: 'Marked paid',
  cash: 'Cash collected',
  credit: 'Client credit',
  transaction: 'Bank transaction',
};

/** Terms short enough for a list's column (the document says them in full: `termsText`). */
export const shortTermsText = (terms: number) => (terms === 0 ? 'On receipt' : `${terms} day${terms === 1 ? '' : 's'}`);
