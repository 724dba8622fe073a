/**
 * An invoice's state and what each state allows (docs/domain.md "Invoice states"). The state is
 * derived from stored facts and today, never stored: an invoice turns overdue at midnight without anyone
 * writing it. The server's list filter has an SQL twin of `invoiceState` (invoice-rows.queries.ts), and
 * `isIssued` and `isDraft` have theirs in invoices/invoice-money.sql.ts, each tested to agree; every invoice
 * the API returns carries `invoiceActions(state)`, and the server refuses (422) any other action.
 */
import { compareDates, type IsoDate } from './dates';
import { isPaidInFull } from './ledger';
import { type PresentedState, presentState } from './presented-state';

/** How far an invoice got on its way to the client; null while it was never sent (a draft). */
export const deliveries = ['sending', 'sent', 'seen'] as const;
export type Delivery = (typeof deliveries)[number];

/** The steps of chasing a client's overdue money, in order. A step never goes back. */
export const escalations = ['reminded', 'notice', 'warning', 'suspended'] as const;
export type Escalation = (typeof escalations)[number];

/** The states of an invoice the client was sent and has not settled. */
export const unpaidStates = [...deliveries, 'overdue', 'partial', ...escalations] as const;

/** Every state: a draft (open), the unpaid ones in the order they come, then the settled. */
export const invoiceStates = ['open', ...unpaidStates, 'paid', 'cash', 'cancelled'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/**
 * The list's state filter: every state, `unpaid` (sent, in any later state, with a balance) and `past_due`
 * (unpaid and its due date passed, whatever chasing step it reached: the list's Overdue tab).
 */
export const invoiceStateFilters = [...invoiceStates, 'unpaid', 'past_due'] as const;
export type InvoiceStateFilter = (typeof invoiceStateFilters)[number];

/** The facts an invoice's state is derived from (cents; dates in the business time zone). */
export type InvoiceFacts = {
  cancelled: boolean;
  /** A cash client's invoice, paid at the door. */
  cash: boolean;
  delivery: Delivery | null;
  escalation: Escalation | null;
  total: number;
  /** Payments and what adjustment notes took off (shared/ledger.ts `appliedOf`). */
  applied: number;
  /** What adjustment notes took off (decision 031): a note is no part payment. */
  adjusted?: number;
  due_date: IsoDate;
};

/**
 * In this order: cancelled wins over everything; then paid (a total above zero fully applied); a cash
 * client's invoice; a draft never sent is open whatever its date; then the chasing step reached; a part
 * payment (money received, not an adjustment note); a due date passed with a balance; and last how far delivery got.
 */
export function invoiceState(invoice: InvoiceFacts, today: IsoDate): InvoiceState {
  if (invoice.cancelled) return 'cancelled';
  if (isPaidInFull(invoice.total, invoice.applied)) return 'paid';
  if (invoice.cash) return 'cash';
  if (invoice.delivery === null) return 'open';
  if (invoice.escalation !== null) return invoice.escalation;
  if (invoice.applied - (invoice.adjusted ?? 0) > 0) return 'partial';
  if (compareDates(invoice.due_date, today) < 0) return 'overdue';
  return invoice.delivery;
}

/**
 * The state an invoice has on its due date: its state leaving today out, since today only decides whether a
 * sending, sent or seen invoice is overdue (`invoiceState` is the standing, but overdue for those once the due
 * date passed). The database keeps it on the invoice's row (decision 036), so the list's state filters are
 * index ranges over it and the due date.
 */
export const invoiceStanding = (invoice: InvoiceFacts): InvoiceState => invoiceState(invoice, invoice.due_date);

/** `invoiceState` from the standing: overdue when a sending, sent or seen invoice's due date has passed. */
export const stateOfStanding = (standing: InvoiceState, pastDue: boolean): InvoiceState =>
  pastDue && (deliveries as readonly InvoiceState[]).includes(standing) ? 'overdue' : standing;

/**
 * An issued invoice: the client was sent it (or opened it) or it is a cash visit's, and it is not cancelled.
 * What a client owes on: statements, balances owing, credit and the matching of bank lines read only these.
 */
export const isIssued = (invoice: Pick<InvoiceFacts, 'cancelled' | 'cash' | 'delivery'>): boolean =>
  !invoice.cancelled && (invoice.cash || invoice.delivery !== null);

/** A draft: never sent, not a cash visit's, not cancelled (the navigation's badge counts these). */
export const isDraft = (invoice: Pick<InvoiceFacts, 'cancelled' | 'cash' | 'delivery'>): boolean =>
  !invoice.cancelled && !invoice.cash && invoice.delivery === null;

/** The `unpaid` filter: sent, not settled, and money still owed on it. */
export const isUnpaid = (state: InvoiceState, balance: number) => balance > 0 && (unpaidStates as readonly InvoiceState[]).includes(state);

/** The `past_due` filter: unpaid, and its due date is before today (the business's day). */
export const isPastDue = (state: InvoiceState, balance: number, dueDate: IsoDate, today: IsoDate) =>
  isUnpaid(state, balance) && compareDates(dueDate, today) < 0;

/** Badge colour per state (docs/domain.md "Invoice states"). */
export const invoiceStateClasses = {
  open: 'gray',
  sending: 'cyan',
  sent: 'blue',
  seen: 'indigo',
  overdue: 'orange',
  partial: 'yellow',
  reminded: 'light-orange',
  notice: 'red',
  warning: 'light-red',
  suspended: 'purple',
  paid: 'green',
  cash: 'teal',
  cancelled: 'gray',
} as const satisfies Record<InvoiceState, string>;

export type PresentedInvoiceState = PresentedState<InvoiceState>;
export const presentInvoiceState = (state: InvoiceState): PresentedInvoiceState => presentState(state, invoiceStateClasses);

export const invoiceActions = ['send', 'edit', 'mark_paid', 'adjust', 'delete', 'reminder', 'notice', 'warning', 'suspend'] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

/** The primary action of each state; null is view only. */
export const primaryAction: Record<InvoiceState, InvoiceAction | null> = {
  open: 'send',
  sending: null,
  sent: 'mark_paid',
  seen: 'mark_paid',
  suspended: 'mark_paid',
  overdue: 'reminder',
  partial: 'reminder',
  reminded: 'notice',
  notice: 'warning',
  warning: 'suspend',
  paid: null,
  cash: null,
  cancelled: null,
};

/**
 * The primary action of one invoice: its state's, except that a part-paid invoice not yet due is not chased
 * (the rest is not owed before the due date), so its button is mark paid as for a sent one.
 */
export function primaryActionOf(state: InvoiceState, dueDate: IsoDate, today: IsoDate): InvoiceAction | null {
  if (state === 'partial' && compareDates(dueDate, today) >= 0) return 'mark_paid';
  return primaryAction[state];
}

/**
 * The states an invoice may be edited in. `sending` is left out: the message is on its way, and editing now
 * would change what the client is about to read (docs/decisions/010-invoicing.md).
 */
export const editableStates: readonly InvoiceState[] = ['open', 'sent', 'seen', 'overdue', 'notice', 'reminded', 'suspended', 'warning'];

const settled: readonly InvoiceState[] = ['cancelled', 'paid', 'cash'];

/**
 * Every action allowed in a state: the secondary menu (send always; edit in the editable states;
 * mark paid unless cancelled, paid or cash; an adjustment note once issued and until cancelled (decision 031);
 * delete unless partial, cancelled, paid or cash; a reminder again for reminded and notice) and the primary action. Sending a paid or cancelled invoice sends the client a copy
 * that says so; it changes nothing. An invoice an adjustment note corrected is corrected again by another note,
 * never deleted or cancelled: the note the client holds would then correct nothing (decision 031).
 */
export function allowedInvoiceActions(state: InvoiceState, facts: { adjusted: boolean } = { adjusted: false }): InvoiceAction[] {
  const allowed = new Set<InvoiceAction>(['send']);
  if (editableStates.includes(state)) allowed.add('edit');
  if (!settled.includes(state)) allowed.add('mark_paid');
  if (state !== 'open' && state !== 'cancelled') allowed.add('adjust');
  if (!settled.includes(state) && state !== 'partial' && !facts.adjusted) allowed.add('delete');
  if (state === 'reminded' || state === 'notice') allowed.add('reminder');
  const primary = primaryAction[state];
  if (primary) allowed.add(primary);
  return invoiceActions.filter((action) => allowed.has(action));
}

/** The 422 message for an action the state refuses, or null when it is allowed. */
export function invoiceActionRefusal(
  state: InvoiceState,
  action: InvoiceAction,
  facts: { adjusted: boolean } = { adjusted: false },
): string | null {
  if (allowedInvoiceActions(state, facts).includes(action)) return null;
  if (action === 'delete' && facts.adjusted)
    return 'An invoice with an adjustment note cannot be cancelled: issue another adjustment note for what is left.';
  return `A${/^[aeiou]/.test(state) ? 'n' : ''} ${state} invoice cannot be ${actionPast[action]}.`;
}

const actionPast: Record<InvoiceAction, string> = {
  send: 'sent',
  edit: 'edited',
  mark_paid: 'marked paid',
  adjust: 'adjusted',
  delete: 'deleted',
  reminder: 'reminded',
  notice: 'given a notice to pay',
  warning: 'given a suspension warning',
  suspend: 'suspended',
};
