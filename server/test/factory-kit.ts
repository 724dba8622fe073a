/**
 * Test data the factory way (after Outline's server/test/factories.ts): each `build*` writes one record,
 * and the records it cannot exist without, straight to the tables and returns the row. A test names only
 * the fields it is about; the rest get plain defaults. One module per area, named for what it builds:
 * user-factories (roles, users, time away), client-factories (places, clients, notes), visit-factories
 * (services, task groups, visits), document-factories, invoice-factories, expense-factories,
 * transaction-factories (bank lines and rules), vendor-invoice-factories.
 */
import type { InferInsertModel, InferSelectModel, Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** What a factory may be told about a row of that table. */
export type Attrs<T extends Table> = Partial<InferInsertModel<T>>;
/** What a factory may be told about a child row, whose parent it is given or makes. */
export type ChildAttrs<T extends Table, Parent extends string> = Omit<Attrs<T>, Parent>;

let seq = 0;
/** A number no other record built with it has had, for default names and e-mails. */
export const next = () => ++seq;

/** Writes one row of `table`, as a factory has filled it in, and returns it as stored. */
export async function insertRow<T extends PgTable>(db: Db, table: T, values: InferInsertModel<T>): Promise<InferSelectModel<T>> {
  const [row] = await db.insert(table).values(values).returning();
  // Drizzle types `returning()` of a table it only knows as generic loosely; the row is that table's.
  return row as InferSelectModel<T>;
}
