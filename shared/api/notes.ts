import { z } from 'zod';
import { requiredText } from './fields';
import { idParam, listQuery, newestFirst, paged } from './paging';
import { namedRef } from './refs';

export const noteListQuery = listQuery({
  sorts: ['created_at', 'updated_at'],
  ...newestFirst,
  search: true,
});

export const noteInput = z.object({ note: requiredText('note', 5000) });
export type NoteInput = z.infer<typeof noteInput>;

export const noteSchema = z.object({
  id: z.number(),
  parent_type: z.string(),
  parent_id: z.number(),
  note: z.string(),
  /** Who wrote it; null when that user has since been deleted. */
  user: namedRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export const notePage = paged(noteSchema);

/**
 * `/api/{parentType}/{parentId}/notes`: parentType is a pluralised kebab-case type (`clients` today). The server
 * keeps the whitelist (an unknown type or a missing parent is a 404), so a new parent is one server-side line.
 */
export const noteParentParams = z.object({
  parentType: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  parentId: idParam,
});
export const noteParams = noteParentParams.extend({ id: idParam });
