import { z } from 'zod';
import { idField, requiredText } from './fields';
import { listQuery, paged } from './paging';

export const suburbListQuery = listQuery({ sorts: ['name', 'state'], defaultSort: 'name', search: true });

export const suburbInput = z.object({
  name: requiredText('name', 100),
  region_id: idField('state'),
  code: z
    .string({ error: 'The postcode field is required.' })
    .trim()
    .regex(/^\d{4}$/, 'The postcode must be 4 digits.'),
});
export type SuburbInput = z.infer<typeof suburbInput>;

export const regionSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export type Region = z.infer<typeof regionSchema>;
export const citySchema = z.object({ id: z.number(), name: z.string(), region_id: z.number() });
export type City = z.infer<typeof citySchema>;

export const suburbSchema = z.object({
  id: z.number(),
  name: z.string(),
  region_id: z.number(),
  region: regionSchema,
  code: z.string(),
});
export type Suburb = z.infer<typeof suburbSchema>;
export const suburbPage = paged(suburbSchema);
