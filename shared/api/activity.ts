import { z } from 'zod';
import { listQuery, paged } from './paging';

export const activityListQuery = listQuery({ sorts: ['created_at'], defaultSort: 'created_at', defaultDirection: 'desc', search: true });

export const activitySchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  /** While assuming: who really did it. */
  original_user_name: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  description: z.string(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityPage = paged(activitySchema);
