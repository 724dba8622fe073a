import { z } from 'zod';
import { blankAsAbsent, listQuery, maxId, paged } from './paging';
import { passwordConfirmed, passwordMismatch, payeeFields } from './profile';
import { emailField, idField, newPasswordField, passwordField, phoneField, requiredText } from './fields';
import { namedRef } from './refs';

const roleInvalid = 'The selected role is invalid.';

/**
 * `filters={"role_id": 3}`: the people of one role; `filters={"does_visits": true}`: those whose role holds no
 * office permission (`doesVisits` in shared/policies.ts, decision 014), for contractor pickers.
 */
export const userListQuery = listQuery({
  sorts: ['name', 'email'],
  defaultSort: 'name',
  search: true,
  filters: z.object({
    role_id: blankAsAbsent(z.coerce.number({ error: roleInvalid }).int(roleInvalid).positive(roleInvalid).max(maxId, roleInvalid)),
    does_visits: blankAsAbsent(
      z.enum(['true', 'false'], { error: 'The does_visits filter must be true or false.' }).transform((v) => v === 'true'),
    ),
  }),
});

const userFields = {
  name: requiredText('name'),
  email: emailField,
  phone: phoneField,
  role_id: idField('role'),
  ...payeeFields,
};

const userInput = z.object({ ...userFields, password: passwordField, password_confirmation: z.string().nullish() });

export const userCreateInput = userInput.refine(passwordConfirmed, passwordMismatch);

/** On edit the password is optional: "Only include a password here if you want to set or change it". */
export const userUpdateInput = userInput.extend({ password: newPasswordField }).refine(passwordConfirmed, passwordMismatch);

export type UserCreateInput = z.infer<typeof userCreateInput>;
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role_id: z.number(),
  role: namedRef,
  abn: z.string().nullable(),
  bank_bsb: z.string().nullable(),
  bank_account: z.string().nullable(),
  legal_name: z.string().nullable(),
  legal_business_name: z.string().nullable(),
  avatar: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userPage = paged(userSchema);

/** `GET /api/user`: the signed-in user with permission keys, and who is assuming them. */
export const currentUserSchema = userSchema.extend({
  permissions: z.array(z.string()),
  assumed_by: namedRef.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const passwordHelp = 'Only include a password here if you want to set or change it';
