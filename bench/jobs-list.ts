/**
 * `GET /api/users/0/schedules` (the jobs list, all contractors) over 200,000 visits (visits-data.ts), as the
 * office (`users` and `manage_schedules`): the page the jobs page opens on (from today), a later page, the
 * newest first over all dates, and the oldest not invoiced. Each beside the same statements listUserSchedules
 * (server/features/schedules/user-schedules.queries.ts) issues, called directly: the page and the count
 * together, then `present`'s lookups of the page's contractors, lines, photos, addresses and last-done.
 */
import { userSchedulePage } from '../shared/api/user-schedules';
import { addDays, type IsoDate } from '../shared/dates';
import { plannedScans as planned } from './explain';
import type { Database, Db } from '../server/db/client';
import type { VisitViewer } from '../server/features/schedules/schedule-context';
import { jobsListStatements, present } from '../server/features/schedules/user-schedules.queries';
import { demoPassword } from '../server/scripts/demo/people';
import { createHttp, getOk, signIn } from './http-client';
import { measurePaired } from './stats';
import { listRow, type Row } from './table';
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

/** The office as the route sees it: every visit, with prices. */
const office = (today: IsoDate): VisitViewer => ({ id: 0, permissions: ['users', 'manage_schedules', 'task_price'], today });

/** listUserSchedules' own page and count statements for user 0 (not a copy), so the bench times the SQL alone. */
function listStatements(db: Db, query: JobsQuery) {
  const statements = jobsListStatements(db, 0, query);
  return { page: statements.rows.limit(query.count).offset((query.page - 1) * query.count), total: statements.total };
}

/** Every statement the route issues, in the same order: page and count together (as pagedSelect), then `present`'s lookups. */
export async function directJobsList(db: Db, query: JobsQuery, today: IsoDate): Promise<{ ids: number[]; total: number }> {
  const statements = listStatements(db, query);
  const [rows, [{ n }]] = await Promise.all([statements.page, statements.total]);
  await present(db, rows, office(today));
  return { ids: rows.map((r) => r.id), total: Number(n) };
}

/** The planner's scans for the page and count statements (bench/explain.ts). */
function plannedScans(database: Database, query: JobsQuery) {
  return planned(database, listStatements(database.db, query));
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
      const fetchPage = getOk(office, url);
      // The comparison only means something if the direct SQL returns what the endpoint returns.
      const served = userSchedulePage.parse(JSON.parse(await fetchPage()));
      const direct = await directJobsList(target.app.db, scenario.query, today);
      if (served.data.map((v) => v.id).join(',') !== direct.ids.join(',') || served.meta.total !== direct.total) {
        notes.push(
          `WARNING: the direct query for "${scenario.label}" no longer matches GET /api/users/0/schedules (has listUserSchedules changed?)`,
        );
      }
      if (served.data.length === 0) notes.push(`WARNING: "${scenario.label}" returned no rows`);
      const scans = await plannedScans(target.app.database, scenario.query);
      notes.push(`${scenario.label}: ${url} → ${served.data.length} visits of ${served.meta.total.toLocaleString('en-AU')}`);
      notes.push(`    page: ${scans.page.join('; ')} | count: ${scans.total.join('; ')}`);
      const figures = await measurePaired(rounds, fetchPage, () => directJobsList(target.app.db, scenario.query, today));
      rows.push(listRow(`GET /api/users/0/schedules ${scenario.label}`, figures));
    }
    return { rows, notes };
  } finally {
    http.close();
  }
}
