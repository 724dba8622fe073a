import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quarterOfDate } from '../../shared/bas';
import { addDays, fromDayNumber, toDayNumber } from '../../shared/dates';
import { openTestDatabase } from '../test/databases';

/**
 * The database's BAS quarter of a date (`account_activity_quarter`, which keys account activity's cache) is the
 * twin of shared/dates.ts's: a drift would file a write under the wrong quarter's counter and leave a stale sum.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const rows = z.object({ rows: z.array(z.object({ d: z.string(), id: z.coerce.number() })) });
async function sqlQuarterIds(dates: readonly string[]): Promise<Map<string, number>> {
  const result = await database.db.execute(
    sql`select d, account_activity_quarter(d::date) as id from unnest(${`{${dates.join(',')}}`}::text[]) as d`,
  );
  return new Map(rows.parse(result).rows.map((r) => [r.d, r.id]));
}

/** The last and first day of each quarter from 1999 to 2101, and the leap days and 1 March of the years around 2000 and 2100. */
const edges = Array.from({ length: 103 }, (_, i) => 1999 + i).flatMap((year) =>
  ['01-01', '04-01', '07-01', '10-01', '03-01'].flatMap((start) => [addDays(`${year}-${start}`, -1), `${year}-${start}`]),
);

describe('account_activity_quarter (SQL) and shared/dates.ts', () => {
  it('name the same quarter on every quarter edge and leap day', async () => {
    const ids = await sqlQuarterIds(edges);
    expect(edges.filter((d) => d.endsWith('-02-29'))).toEqual(expect.arrayContaining(['2000-02-29', '2024-02-29', '2096-02-29']));
    expect(edges).not.toContain('2100-02-29');
    for (const date of edges) expect([date, ids.get(date)]).toEqual([date, quarterOfDate(date).id]);
  });

  it('name the same quarter for generated dates', async () => {
    const day = fc.integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2200-12-31') }).map(fromDayNumber);
    await fc.assert(
      fc.asyncProperty(fc.array(day, { minLength: 1, maxLength: 200 }), async (dates) => {
        const ids = await sqlQuarterIds(dates);
        for (const date of dates) expect([date, ids.get(date)]).toEqual([date, quarterOfDate(date).id]);
      }),
      { numRuns: 25 },
    );
  });
});
