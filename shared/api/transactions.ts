/**
 * Bank transactions (docs/domain.md "Bank transactions"): imports under
 * `/api/transaction-imports`, the list and its matching under `/api/transactions`, rules under
 * `/api/transaction-rules`. Money is integer cents; incoming positive, outgoing negative.
 */
import { z } from 'zod';
import { bankFormats } from '../bank-files/types';
import { dateFilters } from '../dates';
import { transactionStates } from '../transaction-states';
import { expenseAmountField } from './expenses';
import { linkedPayRun } from './pay-run-bank';
import { idField, isoDateField, optionalIdField, requiredText } from './fields';
import { blankAsAbsent, idParam, listQuery, newestFirst, paged } from './paging';
import { presentedState } from './refs';

/** `matching` while the suggestions for the lines it added are being made (the import dialog waits for them). */
export const transactionImportStates = ['uploading', 'processing', 'matching', 'imported', 'failed'] as const;

const column = (label: string) =>
  z
    .number({ error: `The ${label} column must be a column number.` })
    .int()
    .min(0)
    .max(50);

/** Which column of an unrecognised CSV holds what (0-based), as the bookkeeper chose. */
export const columnMappingSchema = z
  .object({
    date: column('date'),
    description: column('description'),
    amount: column('amount').optional(),
    debit: column('debit').optional(),
    credit: column('credit').optional(),
    dateOrder: z.enum(['dmy', 'mdy']).optional(),
    skipRows: z.number().int().min(0).max(20).optional(),
  })
  .refine(
    (m) => m.amount !== undefined || (m.debit !== undefined && m.credit !== undefined),
    'Choose the amount column, or the debit and credit columns.',
  );

/** A statement export is at most 20 MB. */
export const transactionImportMaxBytes = 20 * 1024 * 1024;

/** `POST /api/transaction-imports`: the file's name and size (and a column mapping for another bank's CSV); answers `{ id }` for the chunked upload. */
export const transactionImportInput = z.object({
  filename: requiredText('filename'),
  size: z
    .number({ error: 'The size field is required.' })
    .int()
    .min(1, 'The file is empty.')
    .max(transactionImportMaxBytes, 'The file may not be greater than 20 MB.'),
  mapping: columnMappingSchema.nullish(),
});

export const fileErrorSchema = z.object({ line: z.number(), message: z.string() });
/** Where the file's own balances stop adding up (decision 030): the balance it expected and the one the file has, in cents. */
export const balanceBreakSchema = z.object({ date: z.string(), expected: z.number(), found: z.number() });

/** `GET /api/transaction-imports/{id}` (the id the POST gave). */
export const transactionImportSchema = z.object({
  id: z.string(),
  filename: z.string(),
  state: z.enum(transactionImportStates),
  format: z.enum(bankFormats).nullable(),
  /** Lines added. */
  created: z.number(),
  /** Lines already there (the same file again, or the overlap of an earlier export). */
  duplicates: z.number(),
  errors: z.array(fileErrorSchema),
  /** The file's transactions (null until the file is read) and how many of them are stored or found already there. */
  progress: z.object({ lines_read: z.number(), lines_total: z.number().nullable() }),
  /** Empty when the file carries no balances or they agree with its lines; known once the import is done. */
  balance_breaks: z.array(balanceBreakSchema),
});
export type TransactionImport = z.infer<typeof transactionImportSchema>;

/** The largest bank line entered by hand: $10 million either way. */
export const maxTransactionCents = 1_000_000_000;

const signedAmount = z
  .number({ error: 'The amount field is required.' })
  .int('The amount must be a whole number of cents.')
  .refine((n) => n !== 0, 'The amount may not be 0.')
  .refine((n) => Math.abs(n) <= maxTransactionCents, 'The amount may not be more than $10,000,000.00 either way.');

/** `POST /api/transactions`: a line entered by hand (cash banked, a bank the product cannot read). */
export const transactionInput = z.object({
  created_at: isoDateField('date'),
  description: requiredText('description', 500),
  amount: signedAmount,
  /** A card or merchant fee taken from it, GST inclusive. */
  fee_total: z
    .number()
    .int('The fee must be a whole number of cents.')
    .min(0, 'The fee may not be negative.')
    .max(maxTransactionCents)
    .default(0),
});
export type TransactionInput = z.infer<typeof transactionInput>;

export const transactionDirections = ['incoming', 'outgoing'] as const;

/** `GET /api/transactions`: newest first, 20 a page; search; `filters={"transactionDirection", "from", "state"}`. */
export const transactionListQuery = listQuery({
  sorts: ['created_at', 'amount', 'description'],
  ...newestFirst,
  defaultCount: 20,
  search: true,
  filters: z.object({
    transactionDirection: blankAsAbsent(z.enum(transactionDirections, { error: 'The direction must be incoming or outgoing.' })),
    from: blankAsAbsent(z.enum(dateFilters, { error: 'The selected date filter is invalid.' })),
    state: blankAsAbsent(z.enum([...transactionStates, 'to_match'], { error: 'The selected state is invalid.' })),
  }),
});
export type TransactionListQuery = z.input<typeof transactionListQuery>;

const linkedInvoice = z.object({
  id: z.number(),
  number: z.number(),
  client_id: z.number(),
  client: z.string(),
  issued_at: z.string(),
  total: z.number(),
  balance: z.number(),
  /** Applied from this transaction (linked), or proposed (suggested). */
  amount: z.number(),
  confirmed: z.boolean(),
});
const linkedExpense = z.object({
  id: z.number(),
  description: z.string(),
  created_at: z.string(),
  amount: z.number(),
  confirmed: z.boolean(),
});
/** A contractor's vendor invoice an outgoing line pays (linked) or may pay (suggested); amount is its total. */
const linkedVendorInvoice = z.object({
  id: z.number(),
  number: z.string(),
  user_id: z.number(),
  contractor: z.string(),
  vendor: z.string().nullable(),
  issued_at: z.string(),
  amount: z.number(),
  paid_at: z.string().nullable(),
  confirmed: z.boolean(),
});
const credit = z.object({ id: z.number(), client_id: z.number(), name: z.string(), pivot: z.object({ amount: z.number() }) });
/** A new expense a rule or a read receipt proposes for an outgoing line. */
export const proposedExpenseSchema = z.object({
  description: z.string(),
  amount: z.number(),
  gst: z.boolean(),
  business_use: z.number(),
  category_id: z.number().nullable(),
  vendor_id: z.number().nullable(),
  rule_id: z.number().nullable(),
  /** The receipt it would be made from (and put on). */
  document_id: z.number().nullable(),
});

/** A transaction as the list shows it, with the suggestion inside it (`confirmed: false`, `confidence`, `reasons`). */
export const transactionSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  /** `manual`, or the format it was imported from. */
  source: z.string(),
  description: z.string(),
  amount: z.number(),
  remainder: z.number(),
  fee_total: z.number(),
  fee_tax: z.number(),
  state: presentedState(transactionStates),
  /** True once a link is confirmed; false while only suggested. */
  confirmed: z.boolean(),
  /** The suggestion's confidence, 0–100; null without one. */
  confidence: z.number().nullable(),
  reasons: z.array(z.string()),
  credit: z.boolean(),
  credits: z.array(credit),
  invoices: z.array(linkedInvoice),
  expenses: z.array(linkedExpense),
  vendor_invoices: z.array(linkedVendorInvoice),
  /** Recorded pay runs this outgoing line pays (or is suggested against). */
  pay_runs: z.array(linkedPayRun),
  /** A new expense a rule suggests. */
  expense: proposedExpenseSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * `GET /api/transactions/{id}/vendor-invoice-choices`: the unpaid vendor invoices an outgoing line can still pay by
 * hand (total within what is left of it), oldest first; none for money received.
 */
export const vendorInvoiceChoicesSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      contractor: z.string().nullable(),
      vendor: z.string().nullable(),
      issued_at: z.string(),
      amount: z.number(),
    }),
  ),
});
export type VendorInvoiceChoice = z.infer<typeof vendorInvoiceChoicesSchema>['data'][number];
export const transactionPage = paged(transactionSchema);

const positiveCents = (label: string) =>
  z
    .number({ error: `The ${label} is required.` })
    .int(`The ${label} must be a whole number of cents.`)
    .min(1, `The ${label} must be greater than 0.`)
    .max(maxTransactionCents);

/**
 * `PUT /api/transactions/{id}`, one of: `{confirm: true}`, `{dismiss: true}`, `{invoices: [{id, amount}]}`,
 * `{client_id, credit: true, remainder?}`, `{expense_id}`, `{expense: {...}}`, `{vendor_invoice_id}`, `{pay_run, payee_id?}`; `save_rule` with an expense
 * link also keeps "description contains X" as a rule.
 */
export const transactionUpdateInput = z
  .object({
    confirm: z.literal(true).optional(),
    dismiss: z.literal(true).optional(),
    invoices: z
      .array(z.object({ id: idField('invoice'), amount: positiveCents('amount') }))
      .min(1, 'Choose at least one invoice.')
      .max(50)
      .optional(),
    client_id: idField('client').optional(),
    credit: z.literal(true).optional(),
    /** Credit only what the invoices did not take (true), or the whole amount (false, the default). */
    remainder: z.boolean().optional(),
    expense_id: idField('expense').optional(),
    /** A contractor's vendor invoice this outgoing line pays (for its total). */
    vendor_invoice_id: idField('vendor invoice').optional(),
    /** A recorded pay run (its week) this outgoing line pays: its whole batch, or with `payee_id` one payee's row. */
    pay_run: isoDateField('pay run').optional(),
    payee_id: idField('payee').optional(),
    expense: z
      .object({
        description: requiredText('description'),
        amount: expenseAmountField,
        gst: z.boolean().default(false),
        business_use: z
          .number()
          .int()
          .min(0, 'The business use must be a whole percent from 0 to 100.')
          .max(100, 'The business use must be a whole percent from 0 to 100.')
          .default(100),
        category_id: optionalIdField('category'),
        vendor_id: optionalIdField('vendor'),
      })
      .optional(),
    save_rule: z.object({ contains: requiredText('rule text', 100) }).optional(),
  })
  .refine(
    (v) =>
      [v.confirm, v.dismiss, v.invoices || v.credit ? true : undefined, v.expense_id, v.expense, v.vendor_invoice_id, v.pay_run].filter(
        (x) => x !== undefined,
      ).length === 1,
    {
      message: 'Send one of confirm, dismiss, invoices, credit, expense_id, expense, vendor_invoice_id or pay_run.',
    },
  )
  .refine((v) => !v.credit || v.client_id !== undefined, { message: 'The client field is required.', path: ['client_id'] })
  .refine((v) => v.payee_id === undefined || v.pay_run !== undefined, { message: 'A payee goes with a pay run.', path: ['payee_id'] });
export type TransactionUpdate = z.infer<typeof transactionUpdateInput>;

export const transactionLinkParams = z.object({
  id: idParam,
  tag: z.enum(['invoices', 'expenses', 'credits', 'vendor-invoices']),
  link: idParam,
});
export const transactionPayRunParams = z.object({ id: idParam, week: isoDateField('week') });

/** A rule: "description contains X → expense of this vendor and category at this business use". */
export const transactionRuleInput = z.object({
  contains: requiredText('text to look for', 100),
  vendor_id: optionalIdField('vendor'),
  category_id: optionalIdField('category'),
  business_use: z.number().int().min(0).max(100).default(100),
  gst: z.boolean().default(false),
  /** How sure a match of this rule is, as stated by whoever saved it. */
  confidence: z.number().int().min(60, 'A rule suggests from 60 %.').max(100).default(85),
});
export const transactionRuleSchema = z.object({
  id: z.number(),
  contains: z.string(),
  vendor_id: z.number().nullable(),
  category_id: z.number().nullable(),
  business_use: z.number(),
  gst: z.boolean(),
  confidence: z.number(),
});
export type TransactionRule = z.infer<typeof transactionRuleSchema>;

export const transactionSuggestInput = z.object({ ids: z.array(idField('transaction')).max(1000).optional() });
