/**
 * Every change to a client's visits or task groups starts by locking the client's row (`for no key update`,
 * which still lets others read it and reference it), inside the change's transaction. Generation takes the
 * same lock, so a save and the nightly job never plan the same date at once.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { clients } from './clients.table';

/** The client, locked; 404 when there is none. */
export async function lockClient(db: Db, clientId: number) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId)).for('no key update');
  if (!client) throw notFound();
  return client;
}

/** Several clients at once, always in id order, so two batches never wait for each other in a circle. */
export async function lockClients(db: Db, clientIds: readonly number[]) {
  if (clientIds.length === 0) return;
  await db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.id, [...clientIds]))
    .orderBy(asc(clients.id))
    .for('no key update');
}
