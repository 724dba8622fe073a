/**
 * For `npm run bench` (docs/operations.md: generating the horizon for 2,000 task groups, targets under 1 s on PGlite
 * and 0.5 s on PostgreSQL on the 2-core box). `generateHorizonBench(db)` seeds a business of 1,000 clients with 2,000 task groups in a realistic
 * mix and times the first generation of the 12-week horizon, then the nightly re-run (which finds nothing to
 * do). Give it a freshly migrated, empty database; it writes about 30,000 visits.
 */
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../server/db/client';
import { roles } from '../server/features/roles/roles.table';
import { generateVisits } from '../server/features/schedules/generate-visits';
import { users } from '../server/features/users/users.table';

const scalarRows = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });
const scalar = async (db: Db, query: SQL) => scalarRows.parse(await db.execute(query)).rows[0].n;

type PgType = 'int' | 'bigint' | 'text' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';

/**
 * Insert many rows in one statement: the rows travel as one JSON parameter and `jsonb_to_recordset` turns
 * them back into columns. One parameter whatever the row count, so there is no 65535-parameter limit and
 * no SQL text growing with the data; both drivers (pg and PGlite) take it the same way.
 */
async function insertRows(
  db: Db,
  table: string,
  columns: Record<string, PgType>,
  rows: readonly Record<string, unknown>[],
  onConflict: SQL = sql``,
) {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const list = sql.raw(names.join(', '));
  const types = sql.raw(names.map((name) => `${name} ${columns[name]}`).join(', '));
  await db.execute(
    // boundaries: unresolved write target: the bulk helper; each call names its table, and is checked.
    sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${types}) ${onConflict}`,
  );
}

export type HorizonBenchResult = { groups: number; visits: number; firstRunMs: number; rerunMs: number };

/** Mostly weekly cleans, some fortnightly, some monthly, some several days a week — an office's usual book. */
function ruleFor(i: number) {
  const kind = i % 20;
  if (kind < 10) return { rotation: 'weekly', frequency: 1, day_of_week: 1 + (i % 5), week_of_month: null, days_of_week: [] };
  if (kind < 14) return { rotation: 'weekly', frequency: 2, day_of_week: 1 + (i % 5), week_of_month: null, days_of_week: [] };
  if (kind < 17) return { rotation: 'monthly', frequency: 1, day_of_week: 1 + (i % 5), week_of_month: 1 + (i % 4), days_of_week: [] };
  return { rotation: 'daily', frequency: null, day_of_week: null, week_of_month: null, days_of_week: [1, 3, 5] };
}

export async function seedHorizonBench(db: Db, groupCount = 2000) {
  const clientCount = Math.ceil(groupCount / 2);
  const base = await scalar(db, sql`select coalesce(max(id), 0) as n from clients`);
  await insertRows(
    db,
    'clients',
    { id: 'int', name: 'text' },
    Array.from({ length: clientCount }, (_, i) => ({ id: base + i + 1, name: `Bench client ${i + 1}` })),
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('clients', 'id'), (select max(id) from clients))`);
  const [role] = await db
    .insert(roles)
    .values({ name: `Bench contractor ${base}`, permissions: [] })
    .returning();
  const [contractor] = await db
    .insert(users)
    .values({ name: 'Bench Contractor', email: `bench-${base}@example.com`, roleId: role.id, passwordHash: 'not-a-hash' })
    .returning();
  const userId = contractor.id;
  const groupBase = await scalar(db, sql`select coalesce(max(id), 0) as n from task_groups`);
  const groups = Array.from({ length: groupCount }, (_, i) => ({
    id: groupBase + i + 1,
    client_id: base + (i % clientCount) + 1,
    name: `Bench group ${i + 1}`,
    start_at: '2024-01-01',
    conflict: 'coexist',
    ...ruleFor(i),
  }));
  await insertRows(
    db,
    'task_groups',
    {
      id: 'int',
      client_id: 'int',
      name: 'text',
      rotation: 'text',
      frequency: 'int',
      day_of_week: 'int',
      week_of_month: 'int',
      days_of_week: 'jsonb',
      start_at: 'date',
      conflict: 'text',
    },
    groups,
  );
  await db.execute(sql`select setval(pg_get_serial_sequence('task_groups', 'id'), (select max(id) from task_groups))`);
  const lines = groups.flatMap((g) => [
    { task_group_id: g.id, name: 'General clean', price: 12000, position: 1 },
    { task_group_id: g.id, name: 'Bathrooms', price: 4500, position: 2 },
  ]);
  await insertRows(db, 'task_group_tasks', { task_group_id: 'int', name: 'text', price: 'bigint', position: 'int' }, lines);
  await insertRows(
    db,
    'task_group_users',
    { task_group_id: 'int', user_id: 'int' },
    groups.map((g) => ({ task_group_id: g.id, user_id: userId })),
  );
}

export async function generateHorizonBench(db: Db, options: { groups?: number; today?: string } = {}): Promise<HorizonBenchResult> {
  const groups = options.groups ?? 2000;
  await seedHorizonBench(db, groups);
  const run = { today: options.today ?? '2025-03-12', horizonWeeks: 12, timeZone: 'Australia/Sydney' };
  let started = performance.now();
  const first = await generateVisits(db, run);
  const firstRunMs = performance.now() - started;
  started = performance.now();
  await generateVisits(db, run);
  const rerunMs = performance.now() - started;
  return { groups, visits: first.created, firstRunMs: Math.round(firstRunMs), rerunMs: Math.round(rerunMs) };
}
