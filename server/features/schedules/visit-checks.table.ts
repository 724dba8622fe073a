import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mails } from '../mail/mail.table';
import { users } from '../users/users.table';
import { schedules } from './schedules.table';

/**
 * A contractor's arrival at a visit (`in`) or departure (`out`), with where the phone said they were: proof of
 * presence (docs/domain.md "Proof of presence"). One of each per contractor and visit; nothing is ever blocked
 * by it, an off-site or location-less check is recorded and flagged.
 */
export const visitChecks = pgTable(
  'visit_checks',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['in', 'out'] }).notNull(),
    /** When it happened on the phone (a check sent later, from a queue kept offline, keeps its own time). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null when the phone gave no location (refused, or none to be had). */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracyM: doublePrecision('accuracy_m'),
    /** Measured against the site's location as it was then; null without a reading or without a site location. */
    distanceM: integer('distance_m'),
    onSite: boolean('on_site'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_checks_one').on(t.scheduleId, t.userId, t.kind),
    index('visit_checks_at').on(t.at),
    check('visit_checks_reading', sql`(${t.lat} is null) = (${t.lng} is null) and (${t.lat} is null) = (${t.accuracyM} is null)`),
  ],
);

/**
 * The marker that a visit's late check-in was e-mailed to the office: its primary key is the visit, so however
 * often the job runs, and however many processes run it at once, one e-mail goes per visit (docs/decisions/035).
 */
export const lateCheckInAlerts = pgTable('late_check_in_alerts', {
  scheduleId: integer('schedule_id')
    .primaryKey()
    .references(() => schedules.id, { onDelete: 'cascade' }),
  /** Null when nobody in the office had an address to write to. */
  mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
