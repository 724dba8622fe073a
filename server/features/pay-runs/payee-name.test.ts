import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type PayeeNames, payeeName } from '../../../shared/pay-runs';
import { openTestDatabase } from '../../test/databases';
import { payeeNameSql } from './contractor-payments.queries';

/** The BAS list names a contractor in SQL, the TPAR and the ABA file in TypeScript: the two must not drift. */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const rows = z.object({ rows: z.array(z.object({ i: z.number(), payee: z.string() })) });
/** `payeeNameSql` over `u` and `vd` rows made of the names (a vendor of null name stands for no vendor, as the left join gives). */
async function sqlPayeeNames(names: readonly PayeeNames[]): Promise<string[]> {
  const json = JSON.stringify(names.map((n, i) => ({ i, ...n })));
  const result = await database.db.execute(sql`
    select r.i, ${payeeNameSql} as payee
    from jsonb_to_recordset(${json}::jsonb) as r(i int, name text, legal_name text, legal_business_name text, vendor_name text)
    cross join lateral (select r.name, r.legal_name, r.legal_business_name) u
    cross join lateral (select r.vendor_name as name) vd
    order by r.i`);
  return rows.parse(result).rows.map((r) => r.payee);
}

describe('payeeNameSql and payeeName (shared/pay-runs.ts)', () => {
  it('give the same name for generated names, empty and missing ones included', async () => {
    const field = fc.option(fc.constantFrom('', ' ', 'Park Cleaning Pty Ltd', 'Nina Park', 'Sam Taylor', 'Ünïcode & Co'), { nil: null });
    const names = fc.record({
      legal_business_name: field,
      legal_name: field,
      vendor_name: field,
      name: fc.constantFrom('Nina', 'Sam', ''),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(names, { minLength: 1, maxLength: 50 }), async (batch) => {
        expect(await sqlPayeeNames(batch)).toEqual(batch.map(payeeName));
      }),
      { numRuns: 30 },
    );
  });
});
