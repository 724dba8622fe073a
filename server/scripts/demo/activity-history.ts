/**
 * A believable fortnight in the activity log, written as the product's own actions word it: staff signing in on
 * working mornings (the sign-ins kind), contractors completing their visits and adding photos, notes, time away,
 * and the bookkeeper sending invoices and marking them paid. Read from what the demo already holds, so every
 * entry names a real client, visit or invoice; deterministic through the demo's seeded generator.
 */
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { dayRangeText, dayText } from '../../../shared/date-text';
import { addDays, dayOfWeek, type IsoDate, instantOf } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { audits } from '../../features/audit/audit.table';
import { clients, contacts } from '../../features/clients/clients.table';
import { invoices, payments } from '../../features/invoices/invoices.table';
import { notes } from '../../features/notes/notes.table';
import { scheduleAssets, schedules, scheduleUsers } from '../../features/schedules/schedules.table';
import { users } from '../../features/users/users.table';
import type { SeededAwayEvent } from './away-events';
import type { Random } from './random';

const DAYS = 14;
type Entry = typeof audits.$inferInsert;
type Person = { id: number; name: string; email: string | null };
type Context = { db: Db; random: Random; today: IsoDate; timeZone: string; since: Date; people: Map<number, Person> };

const at = (context: Context, date: IsoDate, from: number, to: number) => {
  const minutes = context.random.int(from * 60, to * 60);
  return instantOf(date, context.timeZone, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
};

/** An audit row as the product writes it: who, when, what was done to which record (by type and id), in its words. */
function entry(
  person: Person | undefined,
  createdAt: Date,
  action: string,
  [subjectType, id]: [string, number | null],
  description: string,
): Entry {
  const subjectId = id === null ? null : String(id);
  return {
    userId: person?.id ?? null,
    originalUserId: null,
    userName: person?.name ?? 'System',
    createdAt,
    action,
    subjectType,
    subjectId,
    description,
  };
}

/** Who wrote a row: null when nobody is recorded, or that person has gone. */
const writer = (context: Context, userId: number | null) => (userId === null ? undefined : context.people.get(userId));

/** The visit an entry names, joined to its client, and how the log words it. */
const visitFields = { visitId: schedules.id, dueDate: schedules.dueDate, client: clients.name };
const visitWords = (visit: { client: string; dueDate: IsoDate }) => `the visit of ${visit.client} on ${dayText(visit.dueDate)}`;

/** Office staff sign in on working days, contractors most days they work. */
function signIns(context: Context): Entry[] {
  const rows: Entry[] = [];
  for (let back = DAYS; back >= 0; back--) {
    const date = addDays(context.today, -back);
    const weekday = dayOfWeek(date) >= 1 && dayOfWeek(date) <= 5;
    for (const person of context.people.values()) {
      const staff = !!person.email && /^(admin|office|office2|bookkeeper)@/.test(person.email);
      if (!(staff ? weekday && context.random.chance(0.9) : context.random.chance(0.35))) continue;
      const when = at(context, date, staff ? 7.5 : 6, staff ? 9.5 : 8);
      if (when.getTime() > Date.now()) continue;
      rows.push(entry(person, when, 'login', ['users', person.id], `${person.name} signed in`));
    }
  }
  return rows;
}

async function completedVisits(context: Context): Promise<Entry[]> {
  const rows = await context.db
    .select({ ...visitFields, completedAt: schedules.completedAt, userId: scheduleUsers.userId })
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .innerJoin(scheduleUsers, eq(scheduleUsers.scheduleId, schedules.id))
    .where(and(eq(schedules.complete, true), isNotNull(schedules.completedAt), gte(schedules.completedAt, context.since)));
  const seen = new Set<number>();
  return rows.flatMap((visit) => {
    if (seen.has(visit.visitId) || !visit.completedAt) return [];
    seen.add(visit.visitId);
    return [
      entry(context.people.get(visit.userId), visit.completedAt, 'update', ['schedules', visit.visitId], `completed ${visitWords(visit)}`),
    ];
  });
}

async function photos(context: Context): Promise<Entry[]> {
  const rows = await context.db
    .select({ ...visitFields, name: scheduleAssets.name, userId: scheduleAssets.userId, createdAt: scheduleAssets.createdAt })
    .from(scheduleAssets)
    .innerJoin(schedules, eq(schedules.id, scheduleAssets.scheduleId))
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .where(gte(scheduleAssets.createdAt, context.since));
  return rows.map((photo) =>
    entry(
      writer(context, photo.userId),
      photo.createdAt,
      'update',
      ['schedules', photo.visitId],
      `added the photo ${photo.name} to ${visitWords(photo)}`,
    ),
  );
}

async function clientNotes(context: Context): Promise<Entry[]> {
  const rows = await context.db
    .select()
    .from(notes)
    .where(and(eq(notes.parentType, 'clients'), gte(notes.createdAt, context.since)));
  return rows.map((note) =>
    entry(writer(context, note.userId), note.createdAt, 'create', ['notes', note.id], `Added a note to clients #${note.parentId}`),
  );
}

/** Invoices sent in the fortnight, to the client's accounts contact, and payments recorded by hand, by the bookkeeper. */
async function invoicing(context: Context, bookkeeper: Person | undefined): Promise<Entry[]> {
  const sent = await context.db
    .select({ id: invoices.id, number: invoices.number, lastSent: invoices.lastSent, clientId: invoices.clientId })
    .from(invoices)
    .where(and(isNotNull(invoices.lastSent), gte(invoices.lastSent, context.since)));
  const emails = new Map<number, string>();
  const ids = [...new Set(sent.map((invoice) => invoice.clientId))];
  if (ids.length > 0) {
    const rows = await context.db
      .select({ clientId: contacts.clientId, email: contacts.email, type: contacts.type })
      .from(contacts)
      .where(inArray(contacts.clientId, ids));
    // The accounts contact first: invoices go to them.
    for (const row of [...rows.filter((r) => r.type === 'account'), ...rows])
      if (row.clientId && row.email && !emails.has(row.clientId)) emails.set(row.clientId, row.email);
  }
  const paid = await context.db
    .select({ id: invoices.id, number: invoices.number, paidAt: payments.paidAt })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.source, 'manual'), gte(payments.paidAt, addDays(context.today, -DAYS))));
  return [
    ...sent.flatMap((invoice) => {
      const to = emails.get(invoice.clientId);
      if (!to || !invoice.lastSent) return [];
      return [entry(bookkeeper, invoice.lastSent, 'send', ['invoices', invoice.id], `Sent invoice #${invoice.number} to ${to}`)];
    }),
    ...paid.map((payment) =>
      // Recorded when the bank statement showed it, in office hours.
      entry(bookkeeper, at(context, payment.paidAt, 9, 16), 'update', ['invoices', payment.id], `Marked invoice #${payment.number} paid`),
    ),
  ];
}

function timeAway(context: Context, events: SeededAwayEvent[]): Entry[] {
  return events.map((event) => {
    const written = addDays(context.today, -context.random.int(1, DAYS));
    const description = `Added away event ${dayRangeText(event.start, event.end)}`;
    return entry(context.people.get(event.userId), at(context, written, 17, 20), 'create', ['away_events', null], description);
  });
}

export async function seedActivityHistory(
  db: Db,
  random: Random,
  options: { today: IsoDate; timeZone: string; awayEvents: SeededAwayEvent[] },
): Promise<number> {
  const since = instantOf(addDays(options.today, -DAYS), options.timeZone);
  const people = new Map((await db.select({ id: users.id, name: users.name, email: users.email }).from(users)).map((u) => [u.id, u]));
  const context: Context = { db, random, today: options.today, timeZone: options.timeZone, since, people };
  const bookkeeper = [...people.values()].find((person) => person.email === 'bookkeeper@example.com');
  const rows = [
    ...signIns(context),
    ...(await completedVisits(context)),
    ...(await photos(context)),
    ...(await clientNotes(context)),
    ...(await invoicing(context, bookkeeper)),
    ...timeAway(context, options.awayEvents),
  ]
    .filter((row) => row.createdAt instanceof Date && row.createdAt.getTime() <= Date.now())
    .sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  for (let start = 0; start < rows.length; start += 1000) await db.insert(audits).values(rows.slice(start, start + 1000));
  return rows.length;
}
