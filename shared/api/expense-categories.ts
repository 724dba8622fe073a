import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import { listQuery, paged } from './paging';

/** The 13 colours a category may have, shown as a swatch. */
export const categoryColors = [
  'blue',
  'indigo',
  'purple',
  'pink',
  'red',
  'light-red',
  'orange',
  'light-orange',
  'yellow',
  'light-yellow',
  'green',
  'teal',
  'cyan',
] as const;
export type CategoryColor = (typeof categoryColors)[number];

export const expenseCategoryListQuery = listQuery({ sorts: ['name', 'number'], defaultSort: 'name', search: true });

export const expenseCategoryInput = z.object({
  name: requiredText('name', 100),
  /** The accounting number (chart of accounts code, e.g. `6-1400`); unique when given. */
  number: optionalText(20),
  color: z.enum(categoryColors, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'The colour field is required.'
        : 'The selected colour is invalid.',
  }),
});
export type ExpenseCategoryInput = z.infer<typeof expenseCategoryInput>;

export const expenseCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  number: z.string().nullable(),
  color: z.enum(categoryColors),
});
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;
export const expenseCategoryPage = paged(expenseCategorySchema);
