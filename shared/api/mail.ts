import { z } from 'zod';
import { listQuery, paged } from './paging';

export const mailListQuery = listQuery({ sorts: ['created_at'], defaultSort: 'created_at', defaultDirection: 'desc' });

export const mailSchema = z.object({
  id: z.number(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  status: z.string(),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type Mail = z.infer<typeof mailSchema>;
export const mailPage = paged(mailSchema);
