import { z } from 'zod';
import { listQuery, newestFirst, paged } from './paging';

/** queued → sending → sent | failed (retried); `kept` when no SMTP is configured: the outbox is the end of the line. */
export const mailStatuses = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailListQuery = listQuery({ sorts: ['created_at'], ...newestFirst, search: true });

export const mailSchema = z.object({
  id: z.number(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  status: z.enum(mailStatuses),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type Mail = z.infer<typeof mailSchema>;
export const mailPage = paged(mailSchema);
