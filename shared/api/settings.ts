/**
 * Settings → General (`GET|PUT /api/settings/general`, `settings`): the business as its invoices and
 * statements print it, the pace of auto-remind, and the next invoice number. The logo arrives through the
 * chunked upload (`POST /api/settings/logo`) and is served at `/api/settings/logo`.
 */
import { z } from 'zod';
import { abnField, bsbField, optionalText, phoneField, requiredText } from './fields';
import { invoiceConfigSchema } from './invoices';
import { australianStates } from './public-holidays';
import { fileTooLargeMessage } from './uploads';

export const logoMaxBytes = 5 * 1024 * 1024;

const days = (label: string, min: number) =>
  z.coerce
    .number({ error: `The ${label} must be a number of days.` })
    .int(`The ${label} must be a whole number of days.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(365, `The ${label} may not be greater than 365.`);

const optionalEmail = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, 'The email must be a valid email address.');

export const generalSettingsInput = z.object({
  business_name: requiredText('business name'),
  legal_name: optionalText(),
  abn: abnField,
  gst_registered: z.boolean({ error: 'The GST registered field must be true or false.' }),
  address: optionalText(500),
  /** Whose public holidays the schedule keeps (docs/decisions/034); absent keeps the stored one. */
  state: z.enum(australianStates, { error: 'The selected state is invalid.' }).optional(),
  phone: phoneField,
  email: optionalEmail,
  header_title: optionalText(),
  header_content: optionalText(2000),
  footer_title: optionalText(),
  footer_content: optionalText(2000),
  account_name: optionalText(),
  bsb: bsbField,
  account_number: optionalText(20),
  default_terms: days('default terms', 0),
  reminder_days: days('reminder days', 1),
  notice_days: days('notice days', 1),
  warning_days: days('warning days', 1),
  /** Minutes after its due time a visit may go unchecked-in before it is late (docs/decisions/035); absent keeps the stored one. */
  late_check_in_minutes: z.coerce
    .number({ error: 'The late check-in minutes must be a number.' })
    .int('The late check-in minutes must be a whole number.')
    .min(5, 'The late check-in minutes must be at least 5.')
    .max(720, 'The late check-in minutes may not be greater than 720.')
    .optional(),
  next_invoice_number: z.coerce
    .number({ error: 'The next invoice number must be a number.' })
    .int('The next invoice number must be a whole number.')
    .min(1, 'The next invoice number must be at least 1.')
    .max(999_999_999, 'The next invoice number is too large.'),
});
export type GeneralSettingsInput = z.input<typeof generalSettingsInput>;

/**
 * As stored: the business as its documents print it, then the rest of General. A new install's business name
 * is empty until someone fills it in.
 */
export const generalSettingsSchema = invoiceConfigSchema.extend({
  state: z.enum(australianStates),
  default_terms: z.number(),
  reminder_days: z.number(),
  notice_days: z.number(),
  warning_days: z.number(),
  late_check_in_minutes: z.number(),
  next_invoice_number: z.number(),
  /** The lowest next number allowed: one past the highest number used. */
  min_invoice_number: z.number(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const logoBeginInput = z.object({
  filename: requiredText('file name'),
  size: z.coerce.number().int().min(1, 'The file is empty.').max(logoMaxBytes, fileTooLargeMessage(logoMaxBytes)),
});
