import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, contactListQuery } from '../../../shared/api/contacts';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { contacts } from './clients.table';

type ContactRow = typeof contacts.$inferSelect;

export const presentContact = (row: ContactRow): Contact => ({
  id: row.id,
  client_id: row.clientId,
  name: row.name,
  number: row.number,
  email: row.email,
  type: row.type,
  notes: row.notes,
});

export async function findContact(db: Db, clientId: number, id: number): Promise<Contact | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.clientId, clientId)));
  return row ? presentContact(row) : null;
}

const sortColumns = { name: contacts.name, type: contacts.type } as const;

export async function listContacts(db: Db, clientId: number, query: z.infer<typeof contactListQuery>) {
  const where = and(eq(contacts.clientId, clientId), searchIn(query.search, contacts.name, contacts.email, contacts.number));
  const order = orderOf(query.direction);
  const rows = db.select().from(contacts).where(where).orderBy(order(sortColumns[query.sort]), order(contacts.name), order(contacts.id));
  return pagedSelect(query, rows, countWhere(db, contacts, where), (page) => page.map(presentContact));
}

/** Every contact of a client, by name: the recipient choices of the report e-mail form. */
export async function allContacts(db: Db, clientId: number): Promise<Contact[]> {
  const rows = await db.select().from(contacts).where(eq(contacts.clientId, clientId)).orderBy(asc(contacts.name), asc(contacts.id));
  return rows.map(presentContact);
}

/** A client's contacts that have an e-mail address, by name: who the client's e-mails (reports, notices) can go to. */
export async function contactsWithEmail(db: Db, clientId: number): Promise<(Contact & { email: string })[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.clientId, clientId), isNotNull(contacts.email), ne(contacts.email, '')))
    .orderBy(asc(contacts.name), asc(contacts.id));
  return rows.flatMap((row) => (row.email ? [{ ...presentContact(row), email: row.email }] : []));
}
