/**
 * Visit generation over the rolling horizon for 2,000 task groups (targets under 1 s on PGlite and 0.5 s on
 * PostgreSQL on the 2-core box, docs/operations.md), with its own fixture (horizon-fixture.ts): it builds the
 * groups directly in the database, then times the first full run and the nightly re-run, which finds nothing to do.
 */
import { todayIn } from '../shared/dates';
import { generateHorizonBench } from './horizon-fixture';
import { formatTable, ms, type Row, verdict } from './table';
import { type DatabaseKind, startTarget } from './target';

const groupCount = 2000;
/** The embedded database runs on one core (WebAssembly); PostgreSQL takes the two batches at once. */
const firstRunTargetMs: Record<DatabaseKind, number> = { pglite: 1000, pg: 500 };

export async function benchHorizon(kind: DatabaseKind, serverUrl?: string): Promise<string> {
  // A database of its own without the demo business: the fixture expects an empty one, and the demo's groups
  // would otherwise be generated in the same run.
  const target = await startTarget(kind, serverUrl, { seedDemo: false });
  try {
    const timeZone = target.app.config.timeZone;
    const result = await generateHorizonBench(target.app.db, { groups: groupCount, today: todayIn(timeZone) });
    const rows: Row[] = [
      {
        // The fixture runs the default horizon, whatever HORIZON_WEEKS says.
        measure: 'first generation, 12-week horizon',
        groups: result.groups.toLocaleString('en-AU'),
        visits: result.visits.toLocaleString('en-AU'),
        time: ms(result.firstRunMs),
        target: `< ${ms(firstRunTargetMs[kind])}`,
        result: verdict(result.firstRunMs < firstRunTargetMs[kind]),
      },
      {
        measure: 'nightly re-run (nothing new)',
        groups: result.groups.toLocaleString('en-AU'),
        visits: '—',
        time: ms(result.rerunMs),
        target: 'none set',
        result: '—',
      },
    ];
    return formatTable(['measure', 'groups', 'visits', 'time', 'target', 'result'], rows);
  } finally {
    await target.close();
  }
}
