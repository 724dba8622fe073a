/**
 * Upkeep of the embedded database (decision 049). PostgreSQL's autovacuum keeps every table's statistics (the
 * planner's row estimates) and visibility map (what lets an index-only scan skip the table) up to date, and
 * reclaims the space of rows updated or deleted. PGlite runs no background process, so without this none of that
 * ever happens: its plans would guess, the progress sums' index-only scans would read the table, and tables the
 * job queue churns all day would only grow.
 */
import { z } from 'zod';
import type { Database } from './client';

export const maintainDatabaseJob = 'database.maintain';
/**
 * 02:50 in the business's time zone: after the night's writes (visit generation at 01:30, auto-invoicing at 01:40,
 * the abandoned uploads at 02:45), so the morning's reads plan with what they made.
 */
export const maintainDatabaseCron = '50 2 * * *';

const tableRows = z.object({ rows: z.array(z.object({ name: z.string() })) });

/**
 * `VACUUM (ANALYZE)` of every table of the app and of its job queue, one at a time: the embedded database runs
 * in this process, so each table holds the event loop while it is vacuumed (tens of milliseconds, a second or two
 * the first time for a table of a million rows; later runs skip the pages nothing changed), and requests are
 * served between tables. Stops between tables when the process stops. On PostgreSQL it does nothing.
 */
export async function maintainDatabase(database: Database, signal: AbortSignal): Promise<{ tables: number }> {
  if (database.kind !== 'pglite') return { tables: 0 };
  const { rows } = tableRows.parse(
    await database.executeSql(
      `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname in ('public', 'pgboss')
       order by n.nspname, c.relname`,
    ),
  );
  let tables = 0;
  for (const { name } of rows) {
    if (signal.aborted) break;
    await database.executeSql(`VACUUM (ANALYZE) ${name}`);
    tables++;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { tables };
}
