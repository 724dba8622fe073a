import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentTypes } from '../../../shared/api/tasks';

/**
 * What a task is and what it costs and pays: the catalogue's columns, which a task group's line copies (and may
 * change) from the task it names. A function, since each table needs columns of its own.
 */
export const taskColumns = () => ({
  name: text('name').notNull(),
  invoiceDescription: text('invoice_description'),
  description: text('description'),
  price: bigint('price', { mode: 'number' }).notNull().default(0),
  paymentType: text('payment_type', { enum: paymentTypes }).notNull().default('percentage'),
  contractorPercentage: integer('contractor_percentage').notNull().default(80),
  contractorAmount: bigint('contractor_amount', { mode: 'number' }).notNull().default(0),
  consumable: boolean('consumable').notNull().default(false),
});

/** A service in the catalogue. Money in cents, ex GST. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    ...taskColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_name_sort').on(t.name, t.id),
    index('tasks_price_sort').on(t.price, t.id),
    index('tasks_percentage_sort').on(t.contractorPercentage, t.id),
    index('tasks_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
