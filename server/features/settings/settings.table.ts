import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { australianStates } from '../../../shared/api/public-holidays';

/**
 * The business itself (Settings → General): one row, id 1. Its name, ABN, GST registration, address and
 * payment details are printed on every invoice and statement; the reminder days pace auto-remind.
 */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    businessName: text('business_name').notNull().default(''),
    legalName: text('legal_name'),
    abn: text('abn'),
    gstRegistered: boolean('gst_registered').notNull().default(true),
    /** Street, suburb, state and postcode as printed, one line each. */
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    /** The logo's upload (an image); shown once that upload is complete. */
    logoUploadId: text('logo_upload_id'),
    headerTitle: text('header_title'),
    headerContent: text('header_content'),
    footerTitle: text('footer_title'),
    footerContent: text('footer_content'),
    accountName: text('account_name'),
    bsb: text('bsb'),
    accountNumber: text('account_number'),
    /** The state or territory whose public holidays the schedule keeps (docs/decisions/034). */
    state: text('state', { enum: australianStates }).notNull().default('NSW'),
    /** Days from issue to due, for invoices of clients without their own terms. */
    defaultTerms: integer('default_terms').notNull().default(14),
    /** Auto-remind: a reminder this many days after the due date, a notice to pay after that, then a warning. */
    reminderDays: integer('reminder_days').notNull().default(7),
    noticeDays: integer('notice_days').notNull().default(14),
    warningDays: integer('warning_days').notNull().default(7),
    /** A visit not checked in this many minutes after its due time is late: listed and e-mailed to the office once. */
    lateCheckInMinutes: integer('late_check_in_minutes').notNull().default(30),
    /**
     * The invoice number counter. A number is taken by `update … set next = next + 1` inside the transaction
     * that creates the invoice, so numbers never repeat and, unlike a sequence, a rolled-back creation gives its
     * number back. `last_invoice_number` is the highest ever taken: the next may not be set at or below it.
     */
    nextInvoiceNumber: integer('next_invoice_number').notNull().default(1),
    lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('settings_one_row', sql`${t.id} = 1`),
    check('settings_numbers_ahead', sql`${t.nextInvoiceNumber} > ${t.lastInvoiceNumber}`),
  ],
);
