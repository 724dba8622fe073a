import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mailTemplateKinds } from '../../../shared/mail-templates';

/**
 * Settings → E-mail templates: the subject and message each kind of document is sent with, as edited. A kind
 * without a row uses the product's default (shared/mail-templates.ts), so an install that never edits one
 * sends exactly the texts it always did.
 */
export const mailTemplates = pgTable('mail_templates', {
  kind: text('kind', { enum: mailTemplateKinds }).primaryKey(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
