import { z } from 'zod';
import { isIsoDate, isValidAbn, isValidBsb, normaliseAbn, normaliseBsb } from '../validation';

/** Optional text from a form: blank means "none" (null). */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, `This field may not be greater than ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** A checkbox or a select as a form may send it: true/false, 1/0, "1"/"0", "true"/"false". */
export const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const emailField = z
  .string({ error: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(255)
  .pipe(z.email('The email must be a valid email address.'));

export const passwordField = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(256, 'The password may not be greater than 256 characters.');

/** On an edit: "Only include a password here if you want to set or change it"; blank keeps the current one (null). */
export const newPasswordField = z
  .string()
  .nullish()
  .transform((v) => v || null)
  .pipe(passwordField.nullable());

/** An optional number as people type it (spaces, dashes): blank is null, anything else is normalised, then checked. */
const optionalNumberField = (normalise: (v: string) => string, isValid: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? normalise(v) : null))
    .refine((v) => v === null || isValid(v), message);

export const abnField = optionalNumberField(normaliseAbn, isValidAbn, 'The ABN is not a valid Australian business number.');

export const bsbField = optionalNumberField(normaliseBsb, isValidBsb, 'The BSB must be 6 digits.');

export const isoDateField = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .refine((v) => v.length === 10 && isIsoDate(v), `The ${label} must be a date in the form YYYY-MM-DD.`);

/** A date a form may leave blank: blank or absent is null. */
export const optionalDateField = (label: string) =>
  z
    .string()
    .nullish()
    .transform((v) => v || null)
    .pipe(isoDateField(label).nullable());

/**
 * An id in a body: a whole number, or its digits as text, within the database's integer (`0x10` and `1e6` are
 * not ids, as `Number` would have them).
 */
export const idField = (label: string) => {
  const message = `The ${label} field is required.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).positive(message).max(2_147_483_647, `The selected ${label} is invalid.`));
};

/** An Australian postcode: four digits. */
export const postcodeField = optionalNumberField(
  (v) => v,
  (v) => /^\d{4}$/.test(v),
  'The postcode must be four digits.',
);

/**
 * A phone number as people write one: digits with spaces, dashes, dots or brackets, perhaps a leading +;
 * 8 to 15 digits (a landline without its area code is 8, an international number at most 15).
 */
export const phoneField = z
  .string()
  .trim()
  .max(50, 'The phone number may not be greater than 50 characters.')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(
    (v) => v === null || (/^\+?[\d\s().-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, ''))),
    'The phone number is not a valid phone number.',
  );

/** An optional id in a body: blank or null is none; anything but a whole number within the database's integer is refused. */
export const optionalIdField = (label: string) => {
  const message = `The selected ${label} is invalid.`;
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message).nullable(),
  );
};
