/**
 * `GET /api/contractor-earnings/{user}` (the earnings page, one contractor's month) for the 50 contractors of
 * visits-data.ts (some 130 visits a month each, with their lines, shares and photos), as the office: this month
 * and last month (all done, invoiced), each round the next contractor. Beside presentEarnings
 * (server/features/earnings/earnings.queries.ts) called directly on the app's connection.
 */
import { contractorEarnings } from '../shared/api/earnings';
import { contractorProgressPage } from '../shared/api/progress';
import { addMonths, type IsoDate, startOfMonth } from '../shared/dates';
import { presentEarnings } from '../server/features/earnings/earnings.queries';
import { demoPassword } from '../server/scripts/demo/people';
import { createHttp, getOk, signIn } from './http-client';
import { measurePaired } from './stats';
import { pairedRow, type Row } from './table';
import type { Target } from './target';

export const earningsTargetMs = 100;
const rounds = { warmup: 5, measured: 50 };

export async function benchContractorEarnings(target: Target, today: IsoDate): Promise<{ rows: Row[]; notes: string[] }> {
  const http = createHttp(target.port);
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    const office = http.client();
    await signIn(office, 'office@example.com', demoPassword);
    const thisMonth = startOfMonth(today.slice(0, 7));
    const people = contractorProgressPage
      .parse(JSON.parse(await getOk(office, `/api/contractor-monthly-progress?month=${thisMonth}&count=50`)()))
      .data.map((r) => r.user);
    if (people.length === 0) notes.push('WARNING: no contractors with visits this month');
    for (const [label, month] of [
      ['this month', thisMonth],
      ['last month', addMonths(thisMonth, -1)],
    ] as const) {
      let next = 0;
      let nextDirect = 0;
      const fetchOne = () => getOk(office, `/api/contractor-earnings/${people[next++ % people.length]?.id}?month=${month}`)();
      const direct = () => {
        const user = people[nextDirect++ % people.length] ?? { id: 0, name: '' };
        return presentEarnings(
          target.app.db,
          user,
          month,
          { prices: true, pay: true, today },
          { vendor: false, vendorInvoices: new Map() },
        );
      };
      const sample = contractorEarnings.parse(JSON.parse(await fetchOne()));
      const lines = sample.weeks.reduce((sum, w) => sum + w.lines.length, 0);
      notes.push(
        `${label}: GET /api/contractor-earnings/{user}?month=${month}, ${people.length} contractors in turn; the first has ${lines} task lines`,
      );
      const figures = await measurePaired(rounds, fetchOne, direct);
      rows.push(pairedRow(`GET /api/contractor-earnings/{user} ${label}`, figures, { text: '', limitMs: earningsTargetMs }));
    }
    return { rows, notes };
  } finally {
    http.close();
  }
}
