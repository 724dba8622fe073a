import { z } from 'zod';
import { optionalDateField } from './fields';
import { idParam, listQuery, newestFirst, paged } from './paging';
import { checkFileSize, uploadFileFields } from './uploads';

/** A user's private documents: insurance and vaccination certificates, PDF only. */
export const userDocumentNames = ['insurance', 'vaccination'] as const;
export type UserDocumentName = (typeof userDocumentNames)[number];
export const userDocumentMaxBytes = 20 * 1024 * 1024;

export const userDocumentListQuery = listQuery({
  sorts: ['created_at', 'name', 'expires_at'],
  ...newestFirst,
  search: true,
});

export const userDocumentsParams = z.object({ user: idParam });
export const userDocumentParams = z.object({ user: idParam, id: idParam });

/**
 * The first POST of the chunked upload: the non-file fields plus the file's name and size.
 * The answer's `id` is the upload id the pieces go to. Problems with the file itself are
 * reported under `file`, where the form shows its file input.
 */
export const userDocumentInput = z
  .object({
    name: z.enum(userDocumentNames, {
      error: (issue) => (issue.input === undefined ? 'The name field is required.' : 'The selected name is invalid.'),
    }),
    expires_at: optionalDateField('expires at'),
    ...uploadFileFields,
  })
  .superRefine((input, ctx) => {
    checkFileSize(input.size, userDocumentMaxBytes, ctx);
  });
export type UserDocumentInput = z.infer<typeof userDocumentInput>;

export const userDocumentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.enum(userDocumentNames),
  expires_at: z.string().nullable(),
  filename: z.string(),
  /** Bytes. */
  size: z.number(),
  created_at: z.string(),
  /** GET this to download the PDF. */
  download_url: z.string(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;
export const userDocumentPage = paged(userDocumentSchema);
