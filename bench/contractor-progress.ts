/**
 * `GET /api/contractor-monthly-progress` (the contractor progress page) for a month of 50 contractors
 * (visits-data.ts: about 4,300 visits a month, some 130 per contractor, with their lines, shares and photos)
 * plus the demo's, as the office. This month 50 a page by name (what the page opens on), the same by name
 * descending, and last month (all done, invoiced). Each beside contractorMonthlyProgress
 * (server/features/progress/progress.queries.ts) called directly on the app's connection: one statement that
 * pages the people and sums their weeks, with the few hundred sums folded in Node.
 */
import { contractorProgressPage } from '../shared/api/progress';
import { addMonths, type IsoDate, startOfMonth } from '../shared/dates';
import { contractorMonthlyProgress } from '../server/features/progress/progress.queries';
import { demoPassword } from '../server/scripts/demo/people';
import { createHttp, getOk, signIn } from './http-client';
import { measurePaired } from './stats';
import { pairedRow, type Row } from './table';
import type { Target } from './target';

type ProgressQuery = { month: IsoDate; page: number; count: number; direction: 'asc' | 'desc' };

export const progressTargetMs = 100;
const rounds = { warmup: 5, measured: 50 };

export function progressScenarios(today: IsoDate): { label: string; query: ProgressQuery }[] {
  const month = startOfMonth(today.slice(0, 7));
  return [
    { label: 'this month, 50 by name', query: { month, page: 1, count: 50, direction: 'asc' } },
    { label: 'this month, 50 by name desc', query: { month, page: 1, count: 50, direction: 'desc' } },
    { label: 'last month, 50 by name', query: { month: addMonths(month, -1), page: 1, count: 50, direction: 'asc' } },
  ];
}

export function progressPath(query: ProgressQuery): string {
  const params = new URLSearchParams({
    month: query.month,
    page: String(query.page),
    count: String(query.count),
    sort: 'name',
    direction: query.direction,
  });
  return `/api/contractor-monthly-progress?${params}`;
}

export async function benchContractorProgress(target: Target, today: IsoDate): Promise<{ rows: Row[]; notes: string[] }> {
  const http = createHttp(target.port);
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    const office = http.client();
    await signIn(office, 'office@example.com', demoPassword);
    for (const scenario of progressScenarios(today)) {
      const url = progressPath(scenario.query);
      const fetchPage = getOk(office, url);
      const direct = () => contractorMonthlyProgress(target.app.db, scenario.query.month, scenario.query);
      const served = contractorProgressPage.parse(JSON.parse(await fetchPage()));
      const same = await direct();
      if (
        served.data.map((r) => r.user.id).join(',') !== same.data.map((r) => r.user.id).join(',') ||
        served.meta.total !== same.meta.total
      ) {
        notes.push(`WARNING: the direct call for "${scenario.label}" no longer matches GET /api/contractor-monthly-progress`);
      }
      if (served.data.length === 0) notes.push(`WARNING: "${scenario.label}" returned no rows`);
      const visits = served.data.reduce((sum, r) => sum + r.tasks.visits.total, 0);
      const lines = served.data.reduce((sum, r) => sum + r.tasks.total.total, 0);
      notes.push(
        `${scenario.label}: ${url} → ${served.data.length} contractors of ${served.meta.total}, ` +
          `${visits.toLocaleString('en-AU')} visit assignments, ${lines.toLocaleString('en-AU')} task lines`,
      );
      const figures = await measurePaired(rounds, fetchPage, direct);
      rows.push(pairedRow(`GET /api/contractor-monthly-progress ${scenario.label}`, figures, { text: '', limitMs: progressTargetMs }));
    }
    return { rows, notes };
  } finally {
    http.close();
  }
}
