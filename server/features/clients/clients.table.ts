import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentTypes as clientPaymentTypes, invoiceSchedules, paymentMethods } from '../../../shared/api/clients';
import { contactTypes } from '../../../shared/api/contacts';
import { cities, regions, suburbs } from '../suburbs/suburbs.table';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    suspended: boolean('suspended').notNull().default(false),
    suspendReason: text('suspend_reason'),
    /** Service resumes by itself on this date (business time zone). */
    suspendTo: date('suspend_to', { mode: 'string' }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Only for payment method terms. */
    invoiceSchedule: text('invoice_schedule', { enum: invoiceSchedules }).notNull().default('month'),
    invoiceStart: date('invoice_start', { mode: 'string' }),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('terms'),
    /** Days until an invoice is due. */
    paymentTerms: integer('payment_terms').notNull().default(14),
    paymentType: text('payment_type', { enum: clientPaymentTypes }).notNull().default('postpaid'),
    autoInvoice: boolean('auto_invoice').notNull().default(false),
    autoRemind: boolean('auto_remind').notNull().default(false),
    requirePhotos: boolean('require_photos').notNull().default(false),
    billingAddress1: text('billing_address1'),
    billingAddress2: text('billing_address2'),
    billingAddress3: text('billing_address3'),
    billingCity: text('billing_city'),
    /** The client's main site (one of its addresses). */
    addressId: integer('address_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_name_sort').on(t.name, t.id),
    index('clients_active_name').on(t.active, t.name, t.id),
    index('clients_suspended_name').on(t.suspended, t.name, t.id),
    index('clients_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name'),
    phone1: text('phone1'),
    phone2: text('phone2'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    address3: text('address3'),
    /** The suburb's name as shown on the address. */
    city: text('city'),
    postcode: text('postcode'),
    suburbId: integer('suburb_id').references(() => suburbs.id, { onDelete: 'set null' }),
    regionId: integer('region_id').references(() => regions.id),
    cityId: integer('city_id').references(() => cities.id),
    /** The site's location in decimal degrees (both or neither), against which check-ins are measured. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** How far from the site's point a check-in still counts as on site. */
    radiusM: integer('radius_m').notNull().default(150),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_addresses_client').on(t.clientId, t.id),
    check(
      'client_addresses_site',
      sql`(${t.lat} is null) = (${t.lng} is null) and ${t.lat} between -90 and 90 and ${t.lng} between -180 and 180 and ${t.radiusM} between 10 and 5000`,
    ),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number'),
    email: text('email'),
    /** The account contact receives invoices and statements. */
    type: text('type', { enum: contactTypes }).notNull().default('contact'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_client').on(t.clientId, t.name)],
);
