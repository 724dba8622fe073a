import { z } from 'zod';
import { keysOf } from '../closed-lists';
import { optionalDateField, optionalText, requiredText } from './fields';
import { listQuery, newestFirst, paged } from './paging';
import { checkFileSize, uploadFileFields } from './uploads';

/** Documents every signed-in person sees: safety data sheets (`msds`) of the chemicals the cleaners use. */
export const sharedDocumentLabels = { msds: 'Safety data sheet' } satisfies Record<string, string>;
export const sharedDocumentNames = keysOf(sharedDocumentLabels);
export type SharedDocumentName = (typeof sharedDocumentNames)[number];
export const sharedDocumentMaxBytes = 20 * 1024 * 1024;

/** 10 a page, newest first (docs/domain.md "Screens and limits"). */
export const sharedDocumentListQuery = listQuery({
  sorts: ['created_at', 'description', 'expires_at'],
  ...newestFirst,
  search: true,
});

/** The first POST of the chunked upload: the document's fields and the file's name and size (PDF or image). */
export const sharedDocumentInput = z
  .object({
    name: z.enum(sharedDocumentNames, { error: 'The selected type is invalid.' }).default('msds'),
    description: requiredText('description'),
    /** What it is about: the product or chemical, or the site. */
    subject: optionalText(255),
    expires_at: optionalDateField('expiry date'),
    ...uploadFileFields,
  })
  .superRefine((input, ctx) => {
    checkFileSize(input.size, sharedDocumentMaxBytes, ctx);
  });
export type SharedDocumentInput = z.infer<typeof sharedDocumentInput>;

export const sharedDocumentSchema = z.object({
  id: z.number(),
  /** Who added it. */
  owner: z.object({ id: z.number(), name: z.string() }).nullable(),
  name: z.enum(sharedDocumentNames),
  description: z.string(),
  subject: z.string().nullable(),
  filename: z.string(),
  /** Bytes. */
  size: z.number(),
  expires_at: z.string().nullable(),
  /** Its expiry date is before today (in the business's time zone). */
  expired: z.boolean(),
  created_at: z.string(),
  /** GET this to download the file. */
  download_url: z.string(),
});
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;
export const sharedDocumentPage = paged(sharedDocumentSchema);
