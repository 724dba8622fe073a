import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { maintainDatabase, maintainDatabaseJob } from './maintenance';

/**
 * The embedded database's nightly upkeep (decision 049): without it PGlite never gathers statistics, never sets the
 * visibility map and never reclaims the space of changed rows; PostgreSQL's autovacuum does all three by itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stateRows = z.object({
  rows: z.array(z.object({ pages: z.coerce.number(), visible: z.coerce.number(), tuples: z.coerce.number(), stats: z.coerce.number() })),
});
/** What VACUUM and ANALYZE leave in the catalogue for `regions`: its pages, those all-visible, its row estimate, and column statistics. */
async function regionsState() {
  const result = await t.app.database.executeSql(
    `select c.relpages as pages, c.relallvisible as visible, c.reltuples as tuples,
       (select count(*) from pg_stats s where s.schemaname = 'public' and s.tablename = 'regions') as stats
     from pg_class c where c.oid = 'public.regions'::regclass`,
  );
  return stateRows.parse(result).rows[0];
}

/** 3,000 regions written, then two thirds deleted: 1,000 live rows among dead ones. */
async function churnRegions() {
  await t.app.database.executeSql(`insert into regions (name, code) select 'Region ' || g, 'R' || g from generate_series(1, 3000) g`);
  await t.app.database.executeSql(`delete from regions where id % 3 <> 0`);
}

describe.runIf(process.env.TEST_DB !== 'pg')('on the embedded database', () => {
  it('the nightly job vacuums and analyses every table: statistics gathered, pages all-visible, the row count known', async () => {
    await churnRegions();
    const before = await regionsState();
    expect(before.stats).toBe(0);
    expect(before.visible).toBe(0);

    await t.app.jobs.send(maintainDatabaseJob);

    const after = await regionsState();
    expect(after.tuples).toBe(1000);
    expect(after.stats).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);
    expect(after.pages).toBeGreaterThan(0);
    const { rows } = await t.app.database.executeSql(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname = 'public' and c.reltuples < 0`,
    );
    expect(rows[0].n, 'tables never vacuumed or analysed').toBe(0);
  });

  it('waits for a transaction in progress (VACUUM cannot run inside one), and the transaction commits', async () => {
    let vacuuming: Promise<{ tables: number }> | undefined;
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into regions (name, code) values ('Held', 'H')`);
      vacuuming = maintainDatabase(t.app.database, new AbortController().signal);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`insert into regions (name, code) values ('Held too', 'H')`);
    });
    expect((await vacuuming)?.tables).toBeGreaterThan(50);
    const { rows } = await t.app.database.executeSql(`select count(*)::int as n from regions where code = 'H'`);
    expect(rows[0].n).toBe(2);
  });

  it('stops between tables once the process is stopping', async () => {
    const stopping = new AbortController();
    stopping.abort();
    expect(await maintainDatabase(t.app.database, stopping.signal)).toEqual({ tables: 0 });
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('on PostgreSQL', () => {
  it('there is no such job: autovacuum keeps the tables', async () => {
    await expect(t.app.jobs.send(maintainDatabaseJob)).rejects.toThrow(`Unknown job ${maintainDatabaseJob}`);
    expect(await maintainDatabase(t.app.database, new AbortController().signal)).toEqual({ tables: 0 });
  });
});
