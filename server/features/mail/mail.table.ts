import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mailStatuses } from '../../../shared/api/mail';

export type MailAttachment = { filename: string; storagePath: string; contentType: string };

/** The outbox: every message is stored here first, then delivered by a job. */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: jsonb('to').$type<string[]>().notNull(),
    /** Copied in (the send dialog's CC); empty for most mail. */
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: mailStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a delivery last claimed it (`sending`): a claim older than `staleClaimMs` belonged to a process that died. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('mails_created').on(t.createdAt, t.id)],
);
