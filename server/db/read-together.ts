import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Reads = readonly (() => unknown)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Several independent reads of one step, for code that may be handed the pool or a transaction
 * (docs/decisions/032-one-query-at-a-time-on-a-connection.md). On the pool each read takes a connection of its
 * own, so they run side by side; a transaction is one connection, which runs one query at a time: there they
 * run in turn, since node-postgres queues a second query on a busy connection only under protest (a deprecation
 * warning now, an error in pg@9). Pass functions, not promises, so no read starts before its turn.
 */
export async function readTogether<const T extends Reads>(db: Db, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
