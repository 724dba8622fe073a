import { z } from 'zod';
import { DEFAULT_TIME_ZONE, todayIn } from '../dates';
import { clientAddressSchema } from './client-addresses';
import { isoDateField, optionalText, requiredText } from './fields';
import { blankAsAbsent, listQuery, paged } from './paging';

export const clientStates = ['active', 'inactive', 'suspended'] as const;
export type ClientState = (typeof clientStates)[number];
export const invoiceSchedules = ['month', 'fortnight', 'week'] as const;
export const paymentMethods = ['terms', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentTypes = ['postpaid', 'prepaid'] as const;

/**
 * Clients list: sort by name (default ascending), 20 a page, search by name, and the filter
 * `filters={"state":"active"|"inactive"|"suspended"}`.
 */
export const clientStateFilter = z.enum(clientStates, { error: 'The state must be active, inactive or suspended.' });
export const clientListQuery = listQuery({
  sorts: ['name'],
  defaultSort: 'name',
  defaultCount: 20,
  filters: z.object({ state: blankAsAbsent(clientStateFilter) }),
  search: true,
});

export const clientSchema = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  suspended: z.boolean(),
  suspend_reason: z.string().nullable(),
  /** Service resumes by itself on this date (YYYY-MM-DD, business time zone); null means until unsuspended. */
  suspend_to: z.string().nullable(),
  invoice_schedule: z.enum(invoiceSchedules),
  invoice_start: z.string().nullable(),
  /** Cents the client owes (docs/domain.md "Payments and what is owed"); only for holders of manage_accounts. */
  owing: z.number().nullable().optional(),
  /** Date of the latest invoice the client was sent; null before the first. */
  last_issued: z.string().nullable(),
  billing_address1: z.string().nullable(),
  billing_address2: z.string().nullable(),
  billing_address3: z.string().nullable(),
  billing_city: z.string().nullable(),
  address_id: z.number().nullable(),
  /** The main address (address_id) presented, or null when none is chosen. */
  address: clientAddressSchema.nullable(),
  payment_method: z.enum(paymentMethods),
  /** Days until an invoice is due. */
  payment_terms: z.number(),
  payment_type: z.enum(paymentTypes),
  auto_invoice: z.boolean(),
  auto_remind: z.boolean(),
  require_photos: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;
export const clientPage = paged(clientSchema);

/** The create and edit modal: name and active. */
export const clientCreateInput = z.object({
  name: requiredText('name'),
  active: z.boolean().default(true),
});
export type ClientCreateInput = z.infer<typeof clientCreateInput>;

const termsOnly = ['payment_terms', 'invoice_schedule', 'invoice_start'] as const;

/**
 * `PUT /api/clients/:id`: the modal's {name, active}, the settings page's fields, or just {active} (the toggle
 * saves at once). Only the fields sent change. Payment terms, invoice schedule and invoice start apply only when
 * the payment method is terms: with terms, payment_terms and invoice_schedule are required; with cash they are
 * ignored (left as stored, so switching back to terms restores them). When payment_method is not sent, the
 * server applies the same rule with the stored method.
 */
export const clientUpdateInput = z
  .object({
    name: requiredText('name').optional(),
    active: z.boolean().optional(),
    payment_method: z.enum(paymentMethods, { error: 'The payment method must be terms or cash.' }).optional(),
    payment_terms: z.coerce
      .number({ error: 'The payment terms must be a number of days.' })
      .int('The payment terms must be a whole number of days.')
      .min(0, 'The payment terms may not be negative.')
      .max(365, 'The payment terms may not be greater than 365 days.')
      .nullish(),
    invoice_schedule: z.enum(invoiceSchedules, { error: 'The invoice schedule must be month, fortnight or week.' }).nullish(),
    invoice_start: isoDateField('invoice start').nullish(),
    payment_type: z.enum(paymentTypes, { error: 'The payment type must be postpaid or prepaid.' }).optional(),
    billing_address1: optionalText().optional(),
    billing_address2: optionalText().optional(),
    billing_address3: optionalText().optional(),
    billing_city: optionalText(100).optional(),
    auto_invoice: z.boolean().optional(),
    auto_remind: z.boolean().optional(),
    require_photos: z.boolean().optional(),
    /** One of the client's own addresses, or null for none. */
    address_id: z.coerce.number().int().positive().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.payment_method !== 'terms') return;
    if (v.payment_terms == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment_terms'],
        message: 'The payment terms field is required when the payment method is terms.',
      });
    }
    if (v.invoice_schedule == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['invoice_schedule'],
        message: 'The invoice schedule field is required when the payment method is terms.',
      });
    }
  })
  .transform((v) => {
    if (v.payment_method !== 'cash') return v;
    const kept = { ...v };
    for (const key of termsOnly) delete kept[key];
    return kept;
  });
export type ClientUpdateInput = z.infer<typeof clientUpdateInput>;

/** `POST /api/clients/export`: the chosen clients; answers an .xlsx attachment. */
export const clientExportInput = z.object({
  clients: z
    .array(z.coerce.number().int().positive(), { error: 'The clients field is required.' })
    .min(1, 'Choose at least one client to export.')
    .max(10000),
});

/**
 * The suspend form. suspend_to is optional (blank = until unsuspended by hand) and may not be in the past in
 * the business time zone; the server builds this with its configured zone, the web app with the default.
 */
export function suspendInputFor(timeZone: string) {
  return z.object({
    suspend_reason: requiredText('suspend reason', 1000),
    suspend_to: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(isoDateField('suspend to').nullable())
      .refine((v) => v === null || v >= todayIn(timeZone), 'The suspend to date may not be in the past.'),
  });
}
export const suspendInput = suspendInputFor(DEFAULT_TIME_ZONE);
export type SuspendInput = z.infer<typeof suspendInput>;
