/**
 * `GET /api/users/0/schedules` (the jobs list, all contractors) over 200,000 visits (visits-data.ts), as the
 * office (`users` and `manage_schedules`): the page the jobs page opens on (from today), a later page, the
 * newest first over all dates, and the oldest not invoiced. Each beside every statement listUserSchedules
 * (server/features/schedules/user-schedules.queries.ts) issues: the page and the count together, then the
 * page's contractors, lines, photos, addresses and last-done, one after another as `present` runs them.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { userSchedulePage } from '../shared/api/user-schedules';
import { addDays, type IsoDate } from '../shared/dates';
import type { Database, Db } from '../server/db/client';
import { clientAddresses, clients } from '../server/features/clients/clients.table';
import { schedules, scheduleTasks, scheduleUsers } from '../server/features/schedules/schedules.table';
import { completePhotos } from '../server/features/schedules/user-schedules.queries';
import { regions } from '../server/features/suburbs/suburbs.table';
import { taskGroups } from '../server/features/task-groups/task-groups.table';
import { users } from '../server/features/users/users.table';
import { demoPassword } from '../server/scripts/demo/people';
import { createHttp, signIn } from './http-client';
import { measurePaired } from './stats';
import { listTarget, pairedRow, type Row } from './table';
import type { Target } from './target';

type JobsQuery = { page: number; count: number; direction: 'asc' | 'desc'; from?: IsoDate; invoice?: '0' | '1' };
type JobsScenario = { label: string; query: JobsQuery };

/** The jobs page opens on 10 a page from today; the office pages on, looks back, and hunts what is not invoiced. */
export function jobsScenarios(today: IsoDate): JobsScenario[] {
  return [
    { label: 'page 1 from today', query: { page: 1, count: 10, direction: 'asc', from: today } },
    { label: 'page 50 from today', query: { page: 50, count: 20, direction: 'asc', from: today } },
    { label: 'all dates, due desc', query: { page: 1, count: 20, direction: 'desc' } },
    { label: 'not invoiced, from 90 days back', query: { page: 1, count: 20, direction: 'asc', from: addDays(today, -90), invoice: '0' } },
  ];
}

const rounds = { warmup: 10, measured: 100 };

export function jobsListPath(query: JobsQuery): string {
  const params = new URLSearchParams({ page: String(query.page), count: String(query.count), sort: 'due_at', direction: query.direction });
  if (query.from) params.set('from', query.from);
  if (query.invoice) params.set('invoice', query.invoice);
  return `/api/users/0/schedules?${params}`;
}

/** listUserSchedules' page and count statements for user 0, written out so the bench times the SQL alone. */
function listStatements(db: Db, query: JobsQuery) {
  const where = and(
    query.from ? gte(schedules.dueDate, query.from) : undefined,
    query.from ? gte(schedules.dueAt, new Date(`${addDays(query.from, -1)}T00:00:00Z`)) : undefined,
    query.invoice === '1' ? isNotNull(schedules.invoiceId) : query.invoice === '0' ? isNull(schedules.invoiceId) : undefined,
  );
  const order = query.direction === 'asc' ? asc : desc;
  const page = db
    .select({
      id: schedules.id,
      clientId: schedules.clientId,
      clientName: clients.name,
      clientActive: clients.active,
      clientSuspended: clients.suspended,
      paymentMethod: clients.paymentMethod,
      requirePhotos: clients.requirePhotos,
      dueAt: schedules.dueAt,
      dueDate: schedules.dueDate,
      addressId: schedules.addressId,
      notes: schedules.notes,
      skip: schedules.skip,
      taskGroupId: schedules.taskGroupId,
      taskGroupName: taskGroups.name,
      rotation: taskGroups.rotation,
      frequency: taskGroups.frequency,
      weekOfMonth: taskGroups.weekOfMonth,
      dayOfWeek: taskGroups.dayOfWeek,
      daysOfWeek: taskGroups.daysOfWeek,
      startAt: taskGroups.startAt,
      complete: schedules.complete,
      completedAt: schedules.completedAt,
      invoiceId: schedules.invoiceId,
      paid: schedules.paid,
      locked: schedules.locked,
      attended: schedules.attended,
      ignoreMissingPhotos: schedules.ignoreMissingPhotos,
    })
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .leftJoin(taskGroups, eq(taskGroups.id, schedules.taskGroupId))
    .where(where)
    .orderBy(order(schedules.dueAt), order(schedules.id))
    .limit(query.count)
    .offset((query.page - 1) * query.count);
  const total = db.select({ n: count() }).from(schedules).where(where);
  return { page, total };
}

type PageRow = Awaited<ReturnType<typeof listStatements>['page']>[number];

/** The lookups `present` makes for a page, in its order: a fixed number of statements whatever the page size. */
async function presentStatements(db: Db, rows: PageRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await db
    .select({ scheduleId: scheduleUsers.scheduleId, id: users.id, name: users.name })
    .from(scheduleUsers)
    .innerJoin(users, eq(users.id, scheduleUsers.userId))
    .where(inArray(scheduleUsers.scheduleId, ids))
    .orderBy(asc(users.name), asc(users.id));
  await db.select().from(scheduleTasks).where(inArray(scheduleTasks.scheduleId, ids)).orderBy(asc(scheduleTasks.position), asc(scheduleTasks.id));
  await completePhotos(db, ids);
  const addressIds = [...new Set(rows.flatMap((r) => (r.addressId === null ? [] : [r.addressId])))];
  if (addressIds.length) {
    await db
      .select({ id: clientAddresses.id, address1: clientAddresses.address1, address2: clientAddresses.address2, address3: clientAddresses.address3, city: clientAddresses.city, postcode: clientAddresses.postcode, regionCode: regions.code })
      .from(clientAddresses)
      .leftJoin(regions, eq(regions.id, clientAddresses.regionId))
      .where(inArray(clientAddresses.id, addressIds));
  }
  const grouped = rows.filter((r) => r.taskGroupId !== null);
  if (grouped.length) {
    const json = JSON.stringify(grouped.map((r) => ({ id: r.id, g: r.taskGroupId, d: r.dueDate })));
    await db.execute(sql`
      select r.id, (
        select s.due_date::text from schedules s
        where s.task_group_id = r.g and s.due_date < r.d and s.complete
        order by s.due_date desc limit 1
      ) as last_done
      from json_to_recordset(${json}::json) as r(id int, g int, d date)`);
  }
}

/** Every statement the route issues, in the same order: page and count together (as paginate), then the lookups. */
export async function directJobsList(db: Db, query: JobsQuery): Promise<{ ids: number[]; total: number }> {
  const statements = listStatements(db, query);
  const [rows, [{ n }]] = await Promise.all([statements.page, statements.total]);
  await presentStatements(db, rows);
  return { ids: rows.map((r) => r.id), total: Number(n) };
}

/** The scans the planner picks (from EXPLAIN) for the page and the count, so a missing or unused index shows. */
async function plannedScans(database: Database, query: JobsQuery): Promise<{ page: string[]; total: string[] }> {
  const statements = listStatements(database.db, query);
  const scansOf = async (statement: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = statement.toSQL();
    const explained = await database.executeSql(`EXPLAIN ${text}`, params);
    const lines = explained.rows.map((r) => String(Object.values(r)[0]));
    const scans = lines.filter((l) => / Scan /.test(` ${l} `)).map((l) => l.replace(/^[\s->]*/, '').replace(/\s+\(cost=.*$/, ''));
    return [...new Set(scans)];
  };
  return { page: await scansOf(statements.page), total: await scansOf(statements.total) };
}

export async function benchJobsList(target: Target, today: IsoDate): Promise<{ rows: Row[]; notes: string[] }> {
  const http = createHttp(target.port);
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    // The demo's Office role: `users` (all contractors) and `manage_schedules`, and `task_price`, so pay shows.
    const office = http.client();
    await signIn(office, 'office@example.com', demoPassword);
    for (const scenario of jobsScenarios(today)) {
      const url = jobsListPath(scenario.query);
      const fetchPage = async () => {
        const response = await office.get(url);
        if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${response.body}`);
        return response.body;
      };
      // The comparison only means something if the direct SQL returns what the endpoint returns.
      const served = userSchedulePage.parse(JSON.parse(await fetchPage()));
      const direct = await directJobsList(target.app.db, scenario.query);
      if (served.data.map((v) => v.id).join(',') !== direct.ids.join(',') || served.meta.total !== direct.total) {
        notes.push(`WARNING: the direct query for "${scenario.label}" no longer matches GET /api/users/0/schedules (has listUserSchedules changed?)`);
      }
      if (served.data.length === 0) notes.push(`WARNING: "${scenario.label}" returned no rows`);
      const scans = await plannedScans(target.app.database, scenario.query);
      notes.push(`${scenario.label}: ${url} → ${served.data.length} visits of ${served.meta.total.toLocaleString('en-AU')}`);
      notes.push(`    page: ${scans.page.join('; ')} | count: ${scans.total.join('; ')}`);
      const figures = await measurePaired(rounds, fetchPage, () => directJobsList(target.app.db, scenario.query));
      rows.push(pairedRow(`GET /api/users/0/schedules ${scenario.label}`, figures, listTarget(figures)));
    }
    return { rows, notes };
  } finally {
    http.close();
  }
}
