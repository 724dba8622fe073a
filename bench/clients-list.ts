/**
 * `GET /api/clients` over 10,000 clients: a page sorted by name, a deep page, a search and a state filter,
 * each beside the statements listClients (server/features/clients/clients.queries.ts) issues: the page and the
 * count, and the page's accounts (owing, last issued) that app.ts hands in from the invoices feature.
 */
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import { clientPage } from '../shared/api/clients';
import { plannedScans as planned } from './explain';
import type { Database, Db } from '../server/db/client';
import { addressColumns } from '../server/features/clients/client-addresses.queries';
import { clientAddresses, clients } from '../server/features/clients/clients.table';
import { clientAccounts } from '../server/features/invoices/invoices.queries';
import { regions } from '../server/features/suburbs/suburbs.table';
import { likePattern } from '../server/platform/paging';
import { demoPassword } from '../server/scripts/demo/people';
import { createHttp, getOk, signIn } from './http-client';
import { measurePaired } from './stats';
import { listRow, type Row } from './table';
import type { Target } from './target';

type ClientQuery = { page: number; count: number; direction: 'asc' | 'desc'; search?: string; state?: 'active' | 'inactive' | 'suspended' };
export type ClientScenario = { label: string; query: ClientQuery };

export const clientScenarios: ClientScenario[] = [
  { label: 'page 1, by name', query: { page: 1, count: 20, direction: 'asc' } },
  { label: 'page 400, by name desc', query: { page: 400, count: 20, direction: 'desc' } },
  { label: 'search "dental"', query: { page: 1, count: 20, direction: 'asc', search: 'dental' } },
  { label: 'suspended, page 1', query: { page: 1, count: 20, direction: 'asc', state: 'suspended' } },
];

const rounds = { warmup: 20, measured: 200 };

export function clientListPath(query: ClientQuery): string {
  const params = new URLSearchParams({ page: String(query.page), count: String(query.count), sort: 'name', direction: query.direction });
  if (query.search) params.set('search', query.search);
  if (query.state) params.set('filters', JSON.stringify({ state: query.state }));
  return `/api/clients?${params}`;
}

/** listClients' page and count statements, written out so the bench times the SQL alone. */
function listStatements(db: Db, query: ClientQuery) {
  const search = query.search ? ilike(clients.name, likePattern(query.search)) : undefined;
  const state =
    query.state === undefined
      ? undefined
      : query.state === 'suspended'
        ? eq(clients.suspended, true)
        : eq(clients.active, query.state === 'active');
  const where = and(search, state);
  const order = query.direction === 'asc' ? asc : desc;
  const page = db
    .select({ client: clients, address: addressColumns })
    .from(clients)
    .leftJoin(clientAddresses, and(eq(clientAddresses.id, clients.addressId), eq(clientAddresses.clientId, clients.id)))
    .leftJoin(regions, eq(regions.id, clientAddresses.regionId))
    .where(where)
    .orderBy(order(clients.name), order(clients.id))
    .limit(query.count)
    .offset((query.page - 1) * query.count);
  const total = db.select({ n: count() }).from(clients).where(where);
  return { page, total };
}

/** The page then its accounts, beside the count, as pagedSelect runs them. */
export async function directClientList(db: Db, query: ClientQuery): Promise<{ ids: number[]; total: number }> {
  const statements = listStatements(db, query);
  const [ids, [{ n }]] = await Promise.all([
    (async () => {
      const ids = (await statements.page).map((r) => r.client.id);
      await clientAccounts(db, ids);
      return ids;
    })(),
    statements.total,
  ]);
  return { ids, total: Number(n) };
}

/** The planner's scans for the page and count statements (bench/explain.ts). */
function plannedScans(database: Database, query: ClientQuery) {
  return planned(database, listStatements(database.db, query));
}

export async function benchClientsList(target: Target): Promise<{ rows: Row[]; notes: string[] }> {
  const http = createHttp(target.port);
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    const admin = http.client();
    await signIn(admin, 'admin@example.com', demoPassword);
    for (const scenario of clientScenarios) {
      const url = clientListPath(scenario.query);
      const fetchPage = getOk(admin, url);
      // The comparison only means something if the direct SQL returns what the endpoint returns.
      const served = clientPage.parse(JSON.parse(await fetchPage()));
      const direct = await directClientList(target.app.db, scenario.query);
      if (served.data.map((c) => c.id).join(',') !== direct.ids.join(',') || served.meta.total !== direct.total) {
        notes.push(`WARNING: the direct query for "${scenario.label}" no longer matches GET /api/clients (has listClients changed?)`);
      }
      if (served.data.length === 0) notes.push(`WARNING: "${scenario.label}" returned no rows`);
      const scans = await plannedScans(target.app.database, scenario.query);
      notes.push(`${scenario.label}: ${decodeURIComponent(url)} → ${served.data.length} rows of ${served.meta.total}`);
      notes.push(`    page: ${scans.page.join('; ')} | count: ${scans.total.join('; ')}`);
      const figures = await measurePaired(rounds, fetchPage, () => directClientList(target.app.db, scenario.query));
      rows.push(listRow(`GET /api/clients ${scenario.label}`, figures));
    }
    return { rows, notes };
  } finally {
    http.close();
  }
}
