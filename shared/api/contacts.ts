import { z } from 'zod';
import { optionalText, phoneField, requiredText } from './fields';
import { idParam, listQuery, paged } from './paging';

export const contactTypes = ['contact', 'account'] as const;
export type ContactType = (typeof contactTypes)[number];

export const contactListQuery = listQuery({ sorts: ['name', 'type'], defaultSort: 'name', search: true });

/** `GET /api/contacts?client=`: every contact of one client, unpaged, for the report recipient choices. */
export const allContactsQuery = z.object({ client: z.coerce.number().int().positive() });

export const contactInput = z.object({
  name: requiredText('name'),
  number: phoneField,
  email: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email('The email must be a valid email address.').nullable()),
  /** The account contact receives invoices and statements. */
  type: z.enum(contactTypes, { error: 'The type must be contact or account.' }).default('contact'),
  notes: optionalText(2000),
});
export type ContactInput = z.infer<typeof contactInput>;

export const contactSchema = z.object({
  id: z.number(),
  client_id: z.number().nullable(),
  name: z.string(),
  number: z.string().nullable(),
  email: z.string().nullable(),
  type: z.enum(contactTypes),
  notes: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactPage = paged(contactSchema);
export const contactList = z.object({ data: z.array(contactSchema) });
export const contactParams = z.object({ client: idParam, id: idParam });
