import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from '../roles/roles.table';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    passwordHash: text('password_hash').notNull(),
    abn: text('abn'),
    bankBsb: text('bank_bsb'),
    bankAccount: text('bank_account'),
    legalName: text('legal_name'),
    legalBusinessName: text('legal_business_name'),
    avatarPath: text('avatar_path'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_name_sort').on(t.name, t.id),
    index('users_email_sort').on(t.email, t.id),
    index('users_role').on(t.roleId),
    index('users_search_trgm').using('gin', sql`(${t.name} || ' ' || ${t.email}) gin_trgm_ops`),
  ],
);
