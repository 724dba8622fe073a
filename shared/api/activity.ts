import { z } from 'zod';
import { blankAsAbsent, listQuery, newestFirst, paged } from './paging';

/**
 * Sign-ins (signing in, assuming a user and returning) are one kind, and everything else is a change: every
 * member of staff signs in each day, so the log offers them apart rather than burying the changes under them.
 */
export const signInActions = ['login', 'assume', 'assume_return'] as const;
export const activityKinds = ['changes', 'sign_ins'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** `filters={"kind":"changes"|"sign_ins"}`; without it, both. */
export const activityListQuery = listQuery({
  sorts: ['created_at'],
  ...newestFirst,
  search: true,
  filters: z.object({ kind: blankAsAbsent(z.enum(activityKinds, { error: 'The kind must be changes or sign_ins.' })) }),
});

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
