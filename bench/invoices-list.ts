/**
 * `GET /api/invoices` over 100,000 invoices of 10,000 clients (invoices-data.ts), as the demo's bookkeeper: the
 * page the invoices page opens on, every state filter (ranges of the invoices_standing index, decision 036),
 * one client's invoices, and the status tabs' counts (`GET /api/invoices/summary`). Each beside the statements
 * listInvoices (server/features/invoices/invoices.queries.ts) issues, called directly: the page and the count
 * together, then the page's presenting (the clients' average time to pay); the tabs beside invoiceListSummary.
 * A state filter and the tabs must answer within 100 ms at p95 over HTTP (docs/operations.md).
 */
import { invoiceListQuery, invoiceListSummary, invoicePage } from '../shared/api/invoices';
import type { IsoDate } from '../shared/dates';
import { invoiceStateFilters } from '../shared/invoice-states';
import type { Database, Db } from '../server/db/client';
import { invoiceListSummary as invoiceListSummaryOf } from '../server/features/invoices/invoice-list-summary.queries';
import { invoiceListStatements, presentPage } from '../server/features/invoices/invoices.queries';
import { demoPassword } from '../server/scripts/demo/people';
import { plannedScans as planned } from './explain';
import { type BrowserLike, createHttp, getOk, signIn } from './http-client';
import { measurePaired } from './stats';
import { listRow, pairedRow, type Row } from './table';
import type { Target } from './target';

/** `stateTarget`: a state filter is held to a fixed p95 (decision 036) rather than to its own SQL. */
type Scenario = { label: string; query: Record<string, string>; rounds: { warmup: number; measured: number }; stateTarget?: true };

const rounds = { warmup: 20, measured: 200 };
/** Fifteen filters and the tabs: fewer rounds each keeps the section within a few minutes on PGlite. */
const stateRounds = { warmup: 5, measured: 60 };
const stateTargetMs = 100;

function scenarios(clientId: number): Scenario[] {
  return [
    { label: 'page 1 by number', query: {}, rounds },
    ...invoiceStateFilters.map((state) => ({
      label: `state ${state}`,
      query: { filters: JSON.stringify({ invoiceState: state }) },
      rounds: stateRounds,
      stateTarget: true as const,
    })),
    { label: 'one client', query: { filters: JSON.stringify({ client_id: clientId }) }, rounds },
  ];
}

const pathOf = (query: Record<string, string>) => `/api/invoices?${new URLSearchParams(query)}`;

function statementsOf(db: Db, query: Record<string, string>, today: IsoDate) {
  const parsed = invoiceListQuery.parse(query);
  const statements = invoiceListStatements(db, parsed, today);
  return { parsed, page: statements.rows.limit(parsed.count).offset((parsed.page - 1) * parsed.count), total: statements.total };
}

/** Every statement the route issues, in the same order: page and count together (as pagedSelect), then presenting. */
async function directList(db: Db, query: Record<string, string>, today: IsoDate) {
  const { page, total } = statementsOf(db, query, today);
  const [rows, [{ n }]] = await Promise.all([page, total]);
  await presentPage(db, rows, today);
  return { ids: rows.map((row) => row.invoice.id), total: Number(n) };
}

const plannedScans = (database: Database, query: Record<string, string>, today: IsoDate) =>
  planned(database, statementsOf(database.db, query, today));

/** The status tabs' counts and sums over every invoice (summed from the counts kept, decision 041), beside invoiceListSummary called directly. */
async function benchTabs(target: Target, bookkeeper: BrowserLike, today: IsoDate, notes: string[]): Promise<Row> {
  const fetchTabs = getOk(bookkeeper, '/api/invoices/summary');
  const served = invoiceListSummary.parse(JSON.parse(await fetchTabs()));
  const direct = await invoiceListSummaryOf(target.app.db, invoiceListQuery.parse({}), today);
  if (JSON.stringify(served) !== JSON.stringify(direct))
    notes.push('WARNING: invoiceListSummary no longer matches GET /api/invoices/summary');
  notes.push(
    `tabs: ${Object.entries(served.tabs)
      .map(([tab, figures]) => `${tab} ${figures.count.toLocaleString('en-AU')}`)
      .join(', ')}`,
  );
  // What the tabs sum (decision 041): the first read above compacted the deltas the seeding left.
  const kept = await target.app.database.executeSql(
    'select count(*) as n, count(*) filter (where not compacted) as deltas from invoice_tab_counts',
  );
  notes.push(`    kept counts: ${Number(kept.rows[0].n).toLocaleString('en-AU')} rows, ${kept.rows[0].deltas} of them deltas`);
  const figures = await measurePaired(stateRounds, fetchTabs, () => invoiceListSummaryOf(target.app.db, invoiceListQuery.parse({}), today));
  return pairedRow('GET /api/invoices/summary (status tabs)', figures, { text: '', limitMs: stateTargetMs });
}

export async function benchInvoicesList(target: Target, today: IsoDate, clientId: number): Promise<{ rows: Row[]; notes: string[] }> {
  const http = createHttp(target.port);
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    const bookkeeper = http.client();
    await signIn(bookkeeper, 'bookkeeper@example.com', demoPassword);
    for (const scenario of scenarios(clientId)) {
      const url = pathOf(scenario.query);
      const fetchPage = getOk(bookkeeper, url);
      // The comparison only means something if the direct SQL returns what the endpoint returns.
      const served = invoicePage.parse(JSON.parse(await fetchPage()));
      const direct = await directList(target.app.db, scenario.query, today);
      if (served.data.map((i) => i.id).join(',') !== direct.ids.join(',') || served.meta.total !== direct.total) {
        notes.push(`WARNING: the direct query for "${scenario.label}" no longer matches GET /api/invoices (has listInvoices changed?)`);
      }
      if (served.data.length === 0) notes.push(`WARNING: "${scenario.label}" returned no rows`);
      const scans = await plannedScans(target.app.database, scenario.query, today);
      notes.push(`${scenario.label}: ${url} → ${served.data.length} invoices of ${served.meta.total.toLocaleString('en-AU')}`);
      notes.push(`    page: ${scans.page.join('; ')} | count: ${scans.total.join('; ')}`);
      const figures = await measurePaired(scenario.rounds, fetchPage, () => directList(target.app.db, scenario.query, today));
      rows.push(
        listRow(`GET /api/invoices ${scenario.label}`, figures, scenario.stateTarget ? { text: '', limitMs: stateTargetMs } : undefined),
      );
    }
    rows.push(await benchTabs(target, bookkeeper, today, notes));
    return { rows, notes };
  } finally {
    http.close();
  }
}
