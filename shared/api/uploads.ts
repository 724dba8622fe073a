import { z } from 'zod';
import { requiredText } from './fields';

/**
 * Chunked upload (docs/domain.md "Chunked uploads"): the owning feature's POST returns `{ id }`, then the
 * client sends the file in pieces of at most `uploadPieceBytes` to `POST /api/uploads/{id}?offset=…&is_last=0|1`.
 */
export const uploadPieceBytes = 640_000;

/** The kinds of file an upload takes, each with its field error for a file of the wrong type (docs/domain.md "Chunked uploads"). */
export const uploadTypeMessages = {
  pdf: 'PDF files only',
  image: 'Images only (JPEG, PNG, WebP or HEIC)',
  pdf_or_image: 'PDF or image files only',
  bank_file: 'Bank statement files only (OFX, QFX, QIF, CAMT.053 or CSV)',
} satisfies Record<string, string>;
export type UploadKind = keyof typeof uploadTypeMessages;

export const fileTooLargeMessage = (maxBytes: number) => `The file may not be greater than ${formatMegabytes(maxBytes)}.`;

/** The file named in an upload's first POST: its name, and its size in bytes (held to a limit by `checkFileSize`). */
export const uploadFileFields = {
  filename: requiredText('filename'),
  size: z.number({ error: 'The size field is required.' }).int().nonnegative(),
};

/** An empty file, or one over its limit, is refused on `file`, where the form shows the file picker. */
export function checkFileSize(size: number, maxBytes: number, ctx: z.RefinementCtx) {
  if (size === 0) ctx.addIssue({ code: 'custom', path: ['file'], message: 'The file is empty.' });
  if (size > maxBytes) ctx.addIssue({ code: 'custom', path: ['file'], message: fileTooLargeMessage(maxBytes) });
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/** Upload ids are random base64url tokens; anything else cannot name an upload. */
export const uploadParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'The is last field must be 0 or 1.' })
  .transform((v) => v === '1' || v === 'true');

export const uploadPieceQuery = z.object({
  offset: z.coerce
    .number({ error: 'The offset field is required.' })
    .int('The offset must be a whole number of bytes.')
    .min(0, 'The offset must be a whole number of bytes.'),
  is_last: flag.default(false),
});

/** Where an upload stands, so a client can resume from `received`. */
export const uploadStateSchema = z.object({ received: z.number(), complete: z.boolean() });
export type UploadState = z.infer<typeof uploadStateSchema>;

/** 409 for a piece sent at the wrong offset: resume from `offset`. */
export const uploadOffsetConflict = z.object({ message: z.string(), offset: z.number() });

/** What an owning feature answers to the first POST of a chunked upload. */
export const uploadBegun = z.object({ id: z.string() });
