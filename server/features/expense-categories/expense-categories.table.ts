import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CategoryColor } from '../../../shared/api/expense-categories';

/** What an expense is for (fuel, supplies, insurance…), with its number in the business's chart of accounts. */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: text('number'),
    color: text('color').$type<CategoryColor>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expense_categories_name_sort').on(t.name, t.id),
    uniqueIndex('expense_categories_number_unique').on(sql`lower(${t.number})`),
  ],
);
