/**
 * The bulk writes of a generation batch: its new visits, their contractors and lines, and the ledger rows, one
 * statement each whatever the row count. The rows travel as columns (`unnest` of one array parameter a
 * column), and a visit's lines as pairs (visit, line) against the batch's few distinct lines: a group line is
 * copied onto a dozen visits, and sending its text and pay with each copy made the statement's input ten times
 * larger than its rows (parsing it was a good part of the insert on PGlite).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import type { Outcome } from './schedules.table';
import type { VisitLineRow } from './visit-lines';

/**
 * A PostgreSQL array literal, sent as one text parameter and cast in SQL. Only for values that need no
 * quoting: numbers, ISO dates and instants, the ledger's outcome words.
 */
export function arrayOf(values: readonly (number | string | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}

// Both drivers answer `execute` with `{ rows }`; parsing gives it a type without a cast.
const idList = z.object({ rows: z.array(z.object({ ids: z.string().nullable() })) });

/**
 * `n` fresh visit ids from the table's own sequence, ascending, so child rows can name their visit before it
 * is inserted. The sequence is looked up once (an uncorrelated subquery): `pg_get_serial_sequence` per row cost
 * more than `nextval`.
 */
export async function allocateVisitIds(db: Db, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await db.execute(sql`
    select string_agg(nextval((select pg_get_serial_sequence('schedules', 'id'))::regclass)::text, ',' order by g) as ids
    from generate_series(1, ${n}::int) g`);
  return (idList.parse(result).rows[0].ids ?? '').split(',').map(Number);
}

export type NewVisit = {
  id: number;
  clientId: number;
  taskGroupId: number | null;
  addressId: number | null;
  dueAt: string;
  dueDate: IsoDate;
};

export async function insertVisits(db: Db, visits: readonly NewVisit[]) {
  if (visits.length === 0) return;
  await db.execute(sql`
    insert into schedules (id, client_id, task_group_id, address_id, due_at, due_date)
    select * from unnest(${arrayOf(visits.map((v) => v.id))}::int[], ${arrayOf(visits.map((v) => v.clientId))}::int[],
      ${arrayOf(visits.map((v) => v.taskGroupId))}::int[], ${arrayOf(visits.map((v) => v.addressId))}::int[],
      ${arrayOf(visits.map((v) => v.dueAt))}::timestamptz[], ${arrayOf(visits.map((v) => v.dueDate))}::date[])`);
}

/** A merged visit may already have the contractor: that pair is left as it is. */
export async function insertVisitContractors(db: Db, pairs: readonly { scheduleId: number; userId: number }[]) {
  if (pairs.length === 0) return;
  await db.execute(sql`
    insert into schedule_users (schedule_id, user_id)
    select * from unnest(${arrayOf(pairs.map((p) => p.scheduleId))}::int[], ${arrayOf(pairs.map((p) => p.userId))}::int[])
    on conflict do nothing`);
}

/**
 * Lines in the order given (their ids follow it, as a visit's lines of equal position are shown by id). Rows
 * are the shared copies `linesOn` hands out, so the same object stands for the same line.
 */
export async function insertVisitLines(db: Db, lines: readonly { scheduleId: number; line: VisitLineRow }[]) {
  if (lines.length === 0) return;
  const distinct = new Map<VisitLineRow, number>();
  for (const { line } of lines) if (!distinct.has(line)) distinct.set(line, distinct.size);
  const defs = [...distinct.keys()].map((line, k) => ({ ...line, k }));
  await db.execute(sql`
    insert into schedule_tasks (schedule_id, task_group_task_id, task_id, task_group_id, name, invoice_description,
      description, price, contractor_total, consumable, position)
    select v.schedule_id, d.task_group_task_id, d.task_id, d.task_group_id, d.name, d.invoice_description,
      d.description, d.price, d.contractor_total, d.consumable, d.position
    from unnest(${arrayOf(lines.map((l) => l.scheduleId))}::int[], ${arrayOf(lines.map((l) => distinct.get(l.line) ?? null))}::int[])
      with ordinality as v(schedule_id, k, n)
    join json_to_recordset(${JSON.stringify(defs)}::json) as d(k int, task_group_task_id int, task_id int,
      task_group_id int, name text, invoice_description text, description text, price bigint,
      contractor_total bigint, consumable boolean, position int) on d.k = v.k
    order by v.n`);
}

export type LedgerRow = { taskGroupId: number; date: IsoDate; outcome: Outcome; scheduleId: number | null };

export async function insertLedger(db: Db, rows: readonly LedgerRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into schedule_occurrences (task_group_id, origin_date, outcome, schedule_id)
    select * from unnest(${arrayOf(rows.map((r) => r.taskGroupId))}::int[], ${arrayOf(rows.map((r) => r.date))}::date[],
      ${arrayOf(rows.map((r) => r.outcome))}::text[], ${arrayOf(rows.map((r) => r.scheduleId))}::int[])`);
}
