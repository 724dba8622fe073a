import { z } from 'zod';
import { isPermissionKey } from '../permissions';
import { requiredText } from './fields';
import { listQuery, paged } from './paging';

export const roleListQuery = listQuery({ sorts: ['name'], defaultSort: 'name', search: true });

export const roleInput = z.object({
  name: requiredText('name', 100),
  permissions: z
    .array(z.string().refine(isPermissionKey, 'Unknown permission.'), { error: 'The permissions field must be a list.' })
    .default([]),
});
export type RoleInput = z.infer<typeof roleInput>;

export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.string()),
  users_count: z.number(),
});
export type Role = z.infer<typeof roleSchema>;
export const rolePage = paged(roleSchema);
