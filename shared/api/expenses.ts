import { z } from 'zod';
import { categoryColors } from './expense-categories';
import { expenseDocumentStates } from '../expense-documents';
import { isoDateField, optionalIdField, optionalText, requiredText } from './fields';
import { idParam, listQuery, newestFirst, paged } from './paging';
import { checkFileSize, uploadFileFields } from './uploads';

/** Expenses: newest first, 20 a page (docs/domain.md "Screens and limits"). */
export const expenseListQuery = listQuery({
  sorts: ['created_at', 'amount', 'description'],
  ...newestFirst,
  defaultCount: 20,
  search: true,
});

/** The largest amount an expense may have: $9,999,999.99, far above any bill a cleaning business pays. */
export const maxExpenseCents = 999_999_999;

/** Whole cents, as every amount the API takes (docs/domain.md "Money and GST"). */
export const expenseAmountField = z
  .number({ error: 'The amount field is required.' })
  .int('The amount must be a whole number of cents.')
  .min(1, 'The amount must be greater than 0.')
  .max(maxExpenseCents, 'The amount may not be greater than $9,999,999.99.');

export const expenseInput = z.object({
  description: requiredText('description'),
  /** The date of the purchase, `YYYY-MM-DD` (called `created_at`, as the spec names it). */
  created_at: isoDateField('date'),
  /** GST inclusive, in cents. */
  amount: expenseAmountField,
  /** The share used for the business, a whole percent; 100 unless said. */
  business_use: z
    .number({ error: 'The business use must be a whole percent from 0 to 100.' })
    .int('The business use must be a whole percent from 0 to 100.')
    .min(0, 'The business use must be a whole percent from 0 to 100.')
    .max(100, 'The business use must be a whole percent from 0 to 100.')
    .default(100),
  /** Whether GST is claimed: only with a GST-registered vendor. */
  gst: z.boolean({ error: 'The GST field must be true or false.' }).default(false),
  category_id: optionalIdField('category'),
  vendor_id: optionalIdField('vendor'),
});
export type ExpenseInput = z.infer<typeof expenseInput>;

export const expenseDocumentStateSchema = z.object({ state: z.enum(expenseDocumentStates), class: z.string() });

/** A receipt or bill (decision 012), with what reading it found. */
export const expenseDocumentSchema = z.object({
  id: z.number(),
  filename: z.string(),
  /** `pdf` or `image`: how the viewer shows it. */
  doc_type: z.enum(['pdf', 'image']),
  state: expenseDocumentStateSchema,
  description: z.string().nullable(),
  /** Bytes. */
  size: z.number(),
  is_image: z.boolean(),
  /** The expense it is on (suggested or confirmed), if any. */
  expense_id: z.number().nullable(),
  confirmed: z.boolean(),
  /** How sure the suggestion is (0–100); null once confirmed by a person, or with no suggestion. */
  confidence: z.number().nullable(),
  /** Why it was suggested ("Amount $45.10 agrees", "Same date", …). */
  reasons: z.array(z.string()),
  found: z.object({
    amount: z.number().nullable(),
    /** The GST printed on it (0 when it says GST free); null when it prints none. */
    gst: z.number().nullable(),
    date: z.string().nullable(),
    abn: z.string().nullable(),
    /** The name at the top of the document, as read. */
    vendor_name: z.string().nullable(),
    /** The known vendor it was recognised as (by ABN or name). */
    vendor_id: z.number().nullable(),
  }),
  /** Why its printed GST needs a look before the BAS (none printed, GST free, or not the claim), else null. */
  gst_warning: z.string().nullable(),
  /** Why reading failed, when it did. */
  error: z.string().nullable(),
  created_at: z.string(),
  /** GET this to show the file inside the page. */
  stream_url: z.string(),
});
export type ExpenseDocument = z.infer<typeof expenseDocumentSchema>;
export const expenseDocumentPage = paged(expenseDocumentSchema);

export const expenseSchema = z.object({
  id: z.number(),
  description: z.string(),
  created_at: z.string(),
  amount: z.number(),
  business_use: z.number(),
  gst: z.boolean(),
  /** The GST claimed: round(amount × business_use ÷ 1100) when `gst`, else 0. */
  gst_amount: z.number(),
  category_id: z.number().nullable(),
  category: z.object({ id: z.number(), name: z.string(), number: z.string().nullable(), color: z.enum(categoryColors) }).nullable(),
  vendor_id: z.number().nullable(),
  vendor: z.object({ id: z.number(), name: z.string(), formatted_abn: z.string().nullable(), gst_registered: z.boolean() }).nullable(),
  documents: z.array(expenseDocumentSchema),
});
export type Expense = z.infer<typeof expenseSchema>;
export const expensePage = paged(expenseSchema);

export const expenseDocumentParams = z.object({ id: idParam, doc: idParam });

/** Expense documents: 10 a page, newest first; `filters={"unattached":"1"}` for those on no expense. */
export const expenseDocumentListQuery = listQuery({
  sorts: ['created_at'],
  ...newestFirst,
  search: true,
  filters: z.object({
    unattached: z.enum(['0', '1'], { error: 'The unattached filter must be 0 or 1.' }).optional(),
  }),
});

export const expenseDocumentMaxBytes = 20 * 1024 * 1024;

/** The first POST of a document's chunked upload: its description and the file's name and size; an expense to put it on, when dropped on one. */
export const expenseDocumentInput = z
  .object({
    description: optionalText(255),
    ...uploadFileFields,
    expense_id: optionalIdField('expense')
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((input, ctx) => {
    checkFileSize(input.size, expenseDocumentMaxBytes, ctx);
  });
export type ExpenseDocumentInput = z.infer<typeof expenseDocumentInput>;
