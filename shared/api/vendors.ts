import { z } from 'zod';
import { abnField, optionalIdField, optionalText, phoneField, requiredText } from './fields';
import { listQuery, paged } from './paging';

/** Vendors are few (dozens): the list pages like every other, and the web app keeps them all (a cached collection). */
export const vendorListQuery = listQuery({ sorts: ['name', 'abn', 'email'], defaultSort: 'name', search: true });

export const vendorInput = z.object({
  name: requiredText('name', 150),
  trading_name: optionalText(150),
  /** Spaces are dropped; 11 digits with the ATO checksum (docs/domain.md "ABN and BSB"). */
  abn: abnField,
  phone: phoneField,
  email: z
    .string()
    .trim()
    .max(255, 'The email may not be greater than 255 characters.')
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email('The email must be a valid email address.').nullable()),
  /** The person who is this vendor (a contractor invoicing the business); at most one vendor each. */
  user_id: optionalIdField('user'),
  /** Whether its bills carry GST the business may claim. */
  gst_registered: z.boolean({ error: 'The GST registered field must be true or false.' }).default(false),
});
export type VendorInput = z.infer<typeof vendorInput>;

export const vendorSchema = z.object({
  id: z.number(),
  name: z.string(),
  trading_name: z.string().nullable(),
  /** 11 digits, as stored. */
  abn: z.string().nullable(),
  /** `51 824 753 556`. */
  formatted_abn: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  user_id: z.number().nullable(),
  /** The linked person's name, for those who cannot read the users list. */
  user_name: z.string().nullable(),
  gst_registered: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorPage = paged(vendorSchema);

/** The people a vendor may be linked to, for the vendor form's picker. */
export const vendorUserSchema = z.object({ id: z.number(), name: z.string(), abn: z.string().nullable() });
export type VendorUser = z.infer<typeof vendorUserSchema>;
export const vendorUsers = z.object({ data: z.array(vendorUserSchema) });
