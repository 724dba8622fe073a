/**
 * Invoices, their lines and payments: calls under `/api/invoices`, the client's escalation
 * and statements under `/api/clients/{id}/…`, and the client's public link `/api/invoice-view/{token}`. Money
 * is integer cents; a quantity has at most two decimals. The rules are in docs/domain.md "Invoicing".
 */
import { z } from 'zod';
import { type InvoiceAction, invoiceActions, invoiceStateFilters, invoiceStates } from '../invoice-states';
import { idField, isoDateField, optionalText, requiredText } from './fields';
import { recipientsFields } from './recipients';
import { sendMailInput } from './send-mail';
import { blankAsAbsent, idParam, listQuery, maxId, paged } from './paging';

export const paymentSources = ['manual', 'cash', 'credit', 'transaction'] as const;
export type PaymentSource = (typeof paymentSources)[number];
/** How a recorded payment reached the business (docs/domain.md "Payments and what is owed"). */
export const paymentMethods = ['bank', 'cash', 'card', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** $1,000,000.00 a unit: a bigger price is a typing slip (as the service catalogue's limit). */
export const maxUnitPrice = 100_000_000;
/** 10,000 of anything on one line. */
export const maxQuantity = 10_000;
/** Terms up to a year. */
export const maxTerms = 365;

const invalidClient = 'The selected client is invalid.';

/**
 * `GET /api/invoices`: newest number first, 20 a page; search by number or client name;
 * `filters={"invoiceState": …, "client_id": …, "issued_from": …, "issued_to": …}`; `unmatched=true` keeps invoices with a balance (for matching
 * a payment to them).
 */
export const invoiceListQuery = listQuery({
  sorts: ['number', 'issued_at', 'last_sent', 'client', 'total'],
  defaultSort: 'number',
  defaultDirection: 'desc',
  defaultCount: 20,
  search: true,
  filters: z.object({
    invoiceState: blankAsAbsent(z.enum(invoiceStateFilters, { error: 'The selected state is invalid.' })),
    client_id: blankAsAbsent(
      z.coerce.number({ error: invalidClient }).int(invalidClient).positive(invalidClient).max(maxId, invalidClient),
    ),
    /** Issued on or after, on or before: the list's date range. */
    issued_from: blankAsAbsent(isoDateField('from date')),
    issued_to: blankAsAbsent(isoDateField('to date')),
  }),
}).extend({
  unmatched: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuery>;

/** The two ways to write a quantity: 1, 1.5, 0.25; never more than two decimals. */
export const quantityField = z.coerce
  .number({ error: 'The quantity must be a number.' })
  .refine((n) => Number.isFinite(n) && Math.round(n * 100) === Number((n * 100).toFixed(6)), 'The quantity may have at most two decimals.')
  .refine((n) => n > 0, 'The quantity must be greater than 0.')
  .refine((n) => n <= maxQuantity, `The quantity may not be greater than ${maxQuantity}.`);

export const unitPriceField = z.coerce
  .number({ error: 'The unit price must be a whole number of cents.' })
  .int('The unit price must be a whole number of cents.')
  .min(0, 'The unit price may not be negative.')
  .max(maxUnitPrice, 'The unit price may not be greater than $1,000,000.00.');

const termsField = z.coerce
  .number({ error: 'The terms must be a number of days.' })
  .int('The terms must be a whole number of days.')
  .min(0, 'The terms may not be negative.')
  .max(maxTerms, `The terms may not be greater than ${maxTerms} days.`);

export const invoiceLineInput = z.object({
  label: requiredText('label', 500),
  unit_price: unitPriceField,
  quantity: quantityField,
});
export type InvoiceLineInput = z.input<typeof invoiceLineInput>;
export const invoiceLineUpdateInput = invoiceLineInput.partial();

/**
 * `POST /api/invoices`: a client's new draft, dated today with the client's terms unless given; `visit_ids`
 * puts those complete, not yet invoiced visits of the client on it (one line per task and price).
 */
export const invoiceCreateInput = z.object({
  client_id: idField('client'),
  issued_at: isoDateField('issued date').optional(),
  terms: termsField.optional(),
  note: optionalText(5000).optional(),
  visit_ids: z.array(z.number().int().positive().max(maxId)).max(500).optional(),
});
export type InvoiceCreateInput = z.input<typeof invoiceCreateInput>;

/** `PUT /api/invoices/{id}`: the note, the issued date and the terms. */
export const invoiceUpdateInput = z.object({
  note: optionalText(5000).optional(),
  issued_at: isoDateField('issued date').optional(),
  terms: termsField.optional(),
});
export type InvoiceUpdateInput = z.input<typeof invoiceUpdateInput>;

export const invoiceLineSchema = z.object({
  id: z.number(),
  label: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  /** round(unit_price × quantity), cents. */
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceStateSchema = z.object({ state: z.enum(invoiceStates), class: z.string() });

/** An invoice as every list shows it: cents, dates as YYYY-MM-DD, the actions allowed now. */
export const invoiceSummarySchema = z.object({
  id: z.number(),
  number: z.number(),
  issued_at: z.string(),
  due_at: z.string(),
  last_sent: z.string().nullable(),
  client_id: z.number(),
  client: z.object({ id: z.number(), name: z.string() }),
  terms: z.number(),
  /** The client's average days from issue to full payment; null before any invoice was paid in full. */
  time_to_pay: z.number().nullable(),
  /** The subtotal before GST. */
  amount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** Amount applied: the sum of the payments. */
  paid: z.number(),
  balance: z.number(),
  state: invoiceStateSchema,
  actions: z.array(z.enum(invoiceActions)),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoicePage = paged(invoiceSummarySchema);

export const billToSchema = z.object({
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
});
export type BillTo = z.infer<typeof billToSchema>;

/** What the document prints about the business (Settings → General). */
export const invoiceConfigSchema = z.object({
  business_name: z.string(),
  legal_name: z.string().nullable(),
  abn: z.string().nullable(),
  gst_registered: z.boolean(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  header_title: z.string().nullable(),
  header_content: z.string().nullable(),
  footer_title: z.string().nullable(),
  footer_content: z.string().nullable(),
  account_name: z.string().nullable(),
  bsb: z.string().nullable(),
  account_number: z.string().nullable(),
});
export type InvoiceConfig = z.infer<typeof invoiceConfigSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  amount: z.number(),
  paid_at: z.string(),
  source: z.enum(paymentSources),
  /** How it was paid, when recorded by hand with a method; null for the other sources and one-click mark paid. */
  method: z.enum(paymentMethods).nullable(),
  reference: z.string().nullable(),
});

/** "AN-0001": the note's own series, beside the invoices' numbers. */
export const adjustmentNoteNumber = (number: number): string => `AN-${String(number).padStart(4, '0')}`;

/** A note as the invoice and the API show it: `amount` is GST-exclusive, `tax` its GST, `total` both. */
export const adjustmentNoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  issued_at: z.string(),
  reason: z.string(),
  amount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What of the total lowered the invoice's balance; the rest became the client's credit. */
  applied: z.number(),
  credited: z.number(),
});
export type AdjustmentNote = z.infer<typeof adjustmentNoteSchema>;

/** One invoice in full: the editor, the PDF and the client's link read the same fields. */
export const invoiceSchema = invoiceSummarySchema.extend({
  note: z.string().nullable(),
  /** "Tax invoice" when GST was charged, else "Invoice". */
  title: z.string(),
  gst: z.boolean(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(paymentSchema),
  /** Adjustment notes issued against it, oldest first (decision 031); `balance` is already lowered by them. */
  adjustment_notes: z.array(adjustmentNoteSchema),
  address: billToSchema,
  config: invoiceConfigSchema,
  visits: z.array(z.object({ id: z.number(), due_date: z.string(), task_group_name: z.string().nullable() })),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceParams = z.object({ id: idParam });
export const invoiceLineParams = invoiceParams.extend({ line: idParam });
export const invoiceViewParams = z.object({ token: z.string().min(20).max(100) });
export const invoiceViewNoteParams = invoiceViewParams.extend({ id: idParam });

/** `POST /api/invoices/auto`: invoice every period that ended before `until` (default today). */
export const autoInvoiceInput = z.object({ until: isoDateField('until').optional() });
export const autoInvoiceResult = z.object({ message: z.string(), created: z.number(), cash: z.number() });

const rangeFields = { from: isoDateField('from'), to: isoDateField('to') };
const inOrder = (range: { from: string; to: string }) => range.to >= range.from;
const outOfOrder = { path: ['to'], message: 'The end date must not be before the start date.' };

/** A statement's range: both ends inclusive, `to` not before `from`. */
export const statementRange = z.object(rangeFields).refine(inOrder, outOfOrder);

/**
 * `POST /api/clients/{id}/send-statement`: the range and the recipients (shared/api/recipients.ts). The
 * recipients' fields are typed here; that the contacts are the client's is checked once the client is found.
 * With `mail` (the send dialog: its To, CC, subject and message) the recipients' fields are not used.
 */
export const statementSendInput = z
  .object({ ...rangeFields, ...recipientsFields.shape, mail: sendMailInput.optional() })
  .refine(inOrder, outOfOrder);
export type StatementSendInput = z.input<typeof statementSendInput>;

export const clientConsumableSchema = z.object({
  id: z.number(),
  name: z.string(),
  default_price: z.number(),
  /** Of the quantities recorded on the client's visits in the last 6 months; null when none was. */
  average: z.number().nullable(),
  mode: z.number().nullable(),
});
export const clientConsumablePage = paged(clientConsumableSchema);
export const clientConsumablesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  count: z.coerce
    .number()
    .int()
    .refine((n) => n === 5, 'The count must be 5.')
    .default(5),
});

/** `GET /api/invoices/{id}/send` and `…/paid`: a message for the toast and the invoice as it now is. */
export const invoiceActionResult = z.object({ message: z.string(), data: invoiceSchema });

/**
 * `GET /api/invoice-view/{token}` (no sign-in): the invoice as its client reads it from the e-mailed link, with
 * its PDF at `pdf` and each adjustment note's at its own `pdf`. The office's own fields (actions, visits, average time
 * to pay) are left out.
 */
export const publicInvoiceSchema = invoiceSchema
  .omit({ actions: true, visits: true, time_to_pay: true })
  .extend({ pdf: z.string(), adjustment_notes: z.array(adjustmentNoteSchema.extend({ pdf: z.string() })) });
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export const clientEscalationResult = z.object({ message: z.string(), invoices: z.array(z.number()) });

/** Labels of the actions, for buttons and menus. */
export const invoiceActionLabels: Record<InvoiceAction, string> = {
  send: 'Send',
  edit: 'Edit',
  mark_paid: 'Mark paid',
  adjust: 'Adjustment note',
  delete: 'Delete',
  reminder: 'Send reminder',
  notice: 'Send notice to pay',
  warning: 'Send suspension warning',
  suspend: 'Suspend service',
};

/**
 * The list's status tabs, each an `invoiceState` filter value but All: drafts, sent and owing, owing past the
 * due date, paid in full, everything.
 */
export const invoiceTabs = ['open', 'unpaid', 'past_due', 'paid', 'all'] as const;
export type InvoiceTab = (typeof invoiceTabs)[number];

const tabFigures = z.object({
  count: z.number(),
  /** The sum of the invoices' totals, cents. */
  total: z.number(),
  /** The sum of what is still owed on them (their balances; a cancelled one owes nothing), cents. */
  due: z.number(),
});

/**
 * `GET /api/invoices/summary`: each tab's count and sums over every invoice the list's other filters (search,
 * client, issued range) keep; the `invoiceState` filter, if sent, is ignored.
 */
export const invoiceListSummary = z.object({ tabs: z.record(z.enum(invoiceTabs), tabFigures) });
export type InvoiceListSummary = z.infer<typeof invoiceListSummary>;

/** Invoices chosen on the list, for a bulk action: at most a page of 100. */
export const invoiceIdsInput = z.object({
  ids: z
    .array(z.number().int().positive().max(maxId))
    .min(1, 'Choose at least one invoice.')
    .max(100, 'Choose at most 100 invoices.')
    .transform((ids) => [...new Set(ids)]),
});
export type InvoiceIdsInput = z.input<typeof invoiceIdsInput>;

/** `POST /api/invoices/bulk-send` and `…/bulk-mark-sent`: each invoice's outcome, a refusal with its reason. */
export const invoiceBulkResult = z.object({
  message: z.string(),
  results: z.array(z.object({ id: z.number(), number: z.number().nullable(), ok: z.boolean(), message: z.string() })),
});
export type InvoiceBulkResult = z.infer<typeof invoiceBulkResult>;
