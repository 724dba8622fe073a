import type { Database } from '../server/db/client';

type Explainable = { toSQL(): { sql: string; params: unknown[] } };

/** The scans the planner picks for a list's page and count statements (from EXPLAIN), so a missing or unused index shows. */
export async function plannedScans(
  database: Database,
  statements: { page: Explainable; total: Explainable },
): Promise<{ page: string[]; total: string[] }> {
  const scansOf = async (statement: Explainable) => {
    const { sql: text, params } = statement.toSQL();
    const explained = await database.executeSql(`EXPLAIN ${text}`, params);
    const lines = explained.rows.map((r) => String(Object.values(r)[0]));
    const scans = lines.filter((l) => / Scan /.test(` ${l} `)).map((l) => l.replace(/^[\s->]*/, '').replace(/\s+\(cost=.*$/, ''));
    return [...new Set(scans)];
  };
  return { page: await scansOf(statements.page), total: await scansOf(statements.total) };
}
