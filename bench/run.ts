// `npm run bench`: sign-in, users-list, clients-list, jobs-list, contractor-progress, invoices-list and invoice PDF
// latency through the real HTTP server beside the same work done directly, visit generation for 2,000 task groups,
// auto-invoicing a month for 1,000 clients, and the web app's initial JavaScript size. Prints figures; exits
// non-zero only on a crash.
// `npm run bench -- jobs progress` runs only the sections named (see `sections` below), `--db=` picks databases.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { userPage } from '../shared/api/users';
import { todayIn } from '../shared/dates';
import { clients } from '../server/features/clients/clients.table';
import { schedules } from '../server/features/schedules/schedules.table';
import { users } from '../server/features/users/users.table';
import { findUserByEmail } from '../server/features/users/users.queries';
import { verifyPassword } from '../server/platform/passwords';
import { demoPassword } from '../server/scripts/demo/people';
import { benchClientsList } from './clients-list';
import { generateClients, insertClients } from './clients-data';
import { benchContractorProgress } from './contractor-progress';
import { benchContractorEarnings } from './contractor-earnings';
import { benchHorizon } from './horizon';
import { benchAccountActivity } from './account-activity';
import { benchAutoInvoice } from './auto-invoice';
import { benchBankFile } from './bank-file';
import { benchBankTransactions } from './bank-transactions';
import { insertInvoiceBusiness, invoiceShape } from './invoices-data';
import { benchInvoicesList } from './invoices-list';
import { benchInvoicePdf } from './invoice-pdf';
import { createHttp, getOk, signIn } from './http-client';
import { benchJobsList } from './jobs-list';
import { benchMatching } from './matching';
import { generatePeople } from './people';
import { measurePaired } from './stats';
import { formatTable, kb, listRow, pairedColumns, pairedRow, type Row, verdict } from './table';
import { type DatabaseKind, startTarget, type Target } from './target';
import { benchPassword, directList, insertPeople, listPath, listScenarios, plannedScans } from './users-list';
import { insertVisitBusiness, visitCount, visitShape } from './visits-data';
import { measureInitialJs } from './web-size';

const userCount = 10_000;
const clientCount = 10_000;
const signInRounds = { warmup: 5, measured: 50 };
const listRounds = { warmup: 20, measured: 200 };
const jsBudgetBytes = 150 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm run bench -- <name> …` can choose; no names = all of them. */
const sections = {
  users: 'sign-in and GET /api/users over 10,000 users',
  clients: 'GET /api/clients over 10,000 clients',
  horizon: 'visit generation for 2,000 task groups',
  jobs: 'GET /api/users/0/schedules over 200,000 visits',
  progress: 'GET /api/contractor-monthly-progress, a month of 50 contractors',
  earnings: 'GET /api/contractor-earnings/{user}, a month of each of 50 contractors',
  'invoices-list': 'GET /api/invoices over 100,000 invoices of 10,000 clients',
  'auto-invoice': 'auto-invoicing a month for 1,000 clients',
  invoices: 'GET /api/invoices/{id}/pdf, one tax invoice of 12 lines with a logo',
  activity: 'GET /api/account-activity, a year of 200,000 payments and 50,000 expenses',
  bank: 'bank transactions: a 200,000-line CSV through the server, a 10,000-line OFX import, suggestions for 5,000 lines × 20,000 invoices, GET /api/transactions over 200,000 lines',
  'bank-file': 'bank transactions: only the 200,000-line CSV through the server (part of `bank`)',
  web: "the web app's initial JavaScript",
  matching: 'the matching golden set: recall of each kind of payment, precision, noise suggested (no database)',
} as const;
/** Sections that need no database. */
const pureSections: readonly Section[] = ['web', 'matching'];
type Section = keyof typeof sections;

async function benchSignIn(target: Target, emails: readonly string[]): Promise<Row> {
  const http = createHttp(target.port);
  try {
    const figures = await measurePaired(
      signInRounds,
      (round) => signIn(http.client(), emails[round], benchPassword),
      async (round) => {
        const user = await findUserByEmail(target.app.db, emails[round]);
        if (!(await verifyPassword(user?.active ? user.passwordHash : null, benchPassword)))
          throw new Error(`Direct sign-in as ${emails[round]} failed`);
      },
    );
    return pairedRow('sign-in: csrf-cookie + POST /login', figures);
  } finally {
    http.close();
  }
}

async function benchUsersList(target: Target): Promise<{ rows: Row[]; notes: string[] }> {
  const http = createHttp(target.port);
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    const admin = http.client();
    await signIn(admin, 'admin@example.com', demoPassword);
    for (const scenario of listScenarios) {
      const url = listPath(scenario.query);
      const fetchPage = getOk(admin, url);
      // The comparison only means something if the direct SQL returns what the endpoint returns.
      const served = userPage.parse(JSON.parse(await fetchPage()));
      const direct = await directList(target.app.db, scenario.query);
      const servedIds = served.data.map((u) => u.id).join(',');
      if (servedIds !== direct.ids.join(',') || served.meta.total !== direct.total) {
        notes.push(`WARNING: the direct query for "${scenario.label}" no longer matches GET /api/users (has listUsers changed?)`);
      }
      if (served.data.length === 0) notes.push(`WARNING: "${scenario.label}" returned no rows`);
      const scans = await plannedScans(target.app.database, scenario.query);
      notes.push(`${scenario.label}: ${url} → ${served.data.length} rows of ${served.meta.total}`);
      notes.push(`    page: ${scans.page.join('; ')} | count: ${scans.total.join('; ')}`);
      const figures = await measurePaired(listRounds, fetchPage, () => directList(target.app.db, scenario.query));
      rows.push(listRow(`GET /api/users ${scenario.label}`, figures));
    }
    return { rows, notes };
  } finally {
    http.close();
  }
}

/** The people and clients sections share one app: 10,000 users, then 10,000 clients beside them. */
async function benchPeopleAndClients(kind: DatabaseKind, chosen: ReadonlySet<Section>): Promise<void> {
  const started = performance.now();
  const target = await startTarget(kind, process.env.DATABASE_URL);
  try {
    console.log(`\n== ${target.label} ==`);
    const rows: Row[] = [];
    const notes: string[] = [];
    if (chosen.has('users')) {
      const people = generatePeople(userCount);
      const insertStart = performance.now();
      await insertPeople(target.app.database, people);
      const [{ n }] = await target.app.db.select({ n: count() }).from(users);
      console.log(
        `app up in ${((insertStart - started) / 1000).toFixed(1)} s; inserted ${userCount.toLocaleString('en-AU')} users in ` +
          `${((performance.now() - insertStart) / 1000).toFixed(1)} s (${n.toLocaleString('en-AU')} in total); server on 127.0.0.1:${target.port}`,
      );
      // A different account each round, so the lower(email) lookup is not answered from one hot page.
      const emails = people.filter((_, i) => i % 97 === 0).map((p) => p.email);
      rows.push(await benchSignIn(target, emails));
      const list = await benchUsersList(target);
      rows.push(...list.rows);
      notes.push(...list.notes);
    }
    if (chosen.has('clients')) {
      const clientsStart = performance.now();
      await insertClients(target.app.database, generateClients(clientCount));
      const [{ clientTotal }] = await target.app.db.select({ clientTotal: count() }).from(clients);
      console.log(
        `inserted ${clientCount.toLocaleString('en-AU')} clients with an address each in ${((performance.now() - clientsStart) / 1000).toFixed(1)} s ` +
          `(${clientTotal.toLocaleString('en-AU')} in total, with the demo's)`,
      );
      const clientList = await benchClientsList(target);
      rows.push(...clientList.rows);
      notes.push(...clientList.notes);
    }
    console.log(formatTable(pairedColumns, rows));
    for (const note of notes) console.log(`  ${note}`);
  } finally {
    await target.close();
  }
}

/** The jobs list and contractor progress share one app with the demo business and 200,000 visits beside it. */
async function benchVisits(kind: DatabaseKind, chosen: ReadonlySet<Section>): Promise<void> {
  const started = performance.now();
  const target = await startTarget(kind, process.env.DATABASE_URL);
  try {
    const { timeZone } = target.app.config;
    const today = todayIn(timeZone);
    console.log(`\n-- visits (${target.label}) --`);
    const seedStart = performance.now();
    const data = await insertVisitBusiness(target.app.database, { today, timeZone });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const [{ n }] = await target.app.db.select({ n: count() }).from(schedules);
    console.log(
      `app up in ${((seedStart - started) / 1000).toFixed(1)} s; inserted ${visitShape.clients} clients, ${data.contractorIds.length} contractors and ` +
        `${data.visits.toLocaleString('en-AU')} visits (${visitCount.toLocaleString('en-AU')} planned; ${n.toLocaleString('en-AU')} with the demo's) ` +
        `with their contractors, lines and photos in ${seedSeconds.toFixed(1)} s`,
    );
    console.log(
      `  seeding by step: ${Object.entries(data.seconds)
        .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
        .join(', ')}`,
    );
    if (seedSeconds > 30)
      console.log(`  (seeding took over 30 s: row-by-row foreign key and index upkeep on ~1.3 million rows; the statements are bulk)`);
    const rows: Row[] = [];
    const notes: string[] = [];
    for (const [section, bench] of [
      ['jobs', benchJobsList],
      ['progress', benchContractorProgress],
      ['earnings', benchContractorEarnings],
    ] as const) {
      if (!chosen.has(section)) continue;
      const result = await bench(target, today);
      rows.push(...result.rows);
      notes.push(...result.notes);
    }
    console.log(formatTable(pairedColumns, rows));
    for (const note of notes) console.log(`  ${note}`);
  } finally {
    await target.close();
  }
}

/** The invoices list on an app of its own: the demo business and 100,000 invoices of 10,000 clients beside it. */
async function benchInvoices(kind: DatabaseKind): Promise<void> {
  const started = performance.now();
  const target = await startTarget(kind, process.env.DATABASE_URL);
  try {
    const today = todayIn(target.app.config.timeZone);
    console.log(`\n-- invoices (${target.label}) --`);
    const seedStart = performance.now();
    const { clientIds } = await insertInvoiceBusiness(target.app.database, today);
    console.log(
      `app up in ${((seedStart - started) / 1000).toFixed(1)} s; inserted ${invoiceShape.clients.toLocaleString('en-AU')} clients and ` +
        `${invoiceShape.invoices.toLocaleString('en-AU')} invoices with their lines and payments in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const result = await benchInvoicesList(target, today, clientIds[Math.floor(clientIds.length / 3)]);
    console.log(formatTable(pairedColumns, result.rows));
    for (const note of result.notes) console.log(`  ${note}`);
  } finally {
    await target.close();
  }
}

async function benchDatabase(kind: DatabaseKind, chosen: ReadonlySet<Section>): Promise<void> {
  const started = performance.now();
  if (chosen.has('users') || chosen.has('clients')) await benchPeopleAndClients(kind, chosen);
  if (chosen.has('horizon')) {
    console.log(`\n-- visit generation (${kind}, a database of its own) --`);
    console.log(await benchHorizon(kind, process.env.DATABASE_URL));
  }
  if (chosen.has('jobs') || chosen.has('progress') || chosen.has('earnings')) await benchVisits(kind, chosen);
  if (chosen.has('invoices')) {
    console.log(`\n-- invoice PDF (${kind}, a database of its own) --`);
    console.log(await benchInvoicePdf(kind, process.env.DATABASE_URL));
  }
  if (chosen.has('invoices-list')) await benchInvoices(kind);
  if (chosen.has('activity')) {
    console.log(`\n-- account activity (${kind}, a database of its own) --`);
    console.log(await benchAccountActivity(kind, process.env.DATABASE_URL));
  }
  if (chosen.has('auto-invoice')) {
    console.log(`\n-- auto-invoicing (${kind}, a database of its own) --`);
    console.log(await benchAutoInvoice(kind, process.env.DATABASE_URL));
  }
  if (chosen.has('bank') || chosen.has('bank-file')) {
    console.log(`\n-- a 200,000-line bank file through the server (${kind}, a database of its own, jobs running) --`);
    console.log(await benchBankFile(kind, process.env.DATABASE_URL));
  }
  if (chosen.has('bank')) {
    console.log(`\n-- bank transactions (${kind}, a database of its own) --`);
    console.log(await benchBankTransactions(kind, process.env.DATABASE_URL));
  }
  console.log(`  (${kind} section took ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

function reportWebSize(): void {
  console.log('\n== Web app: initial JavaScript ==');
  const size = measureInitialJs(root);
  if (size.state === 'no-app') {
    console.log('web app not built yet (no index.html at the project root)');
    return;
  }
  if (size.state === 'build-failed') {
    console.log(`vite build failed, size not measured: ${size.message}`);
    return;
  }
  if (size.built) console.log('(built dist/ with vite first)');
  const rows: Row[] = size.files.map((f) => ({ file: f.file, 'gzip -9': kb(f.gzipBytes), target: '', result: '' }));
  rows.push({
    file: 'total (entry + modulepreload)',
    'gzip -9': kb(size.totalGzipBytes),
    target: `< ${kb(jsBudgetBytes)}`,
    result: verdict(size.totalGzipBytes < jsBudgetBytes),
  });
  console.log(formatTable(['file', 'gzip -9', 'target', 'result'], rows));
}

function databaseKinds(): DatabaseKind[] {
  const choice = process.argv.find((a) => a.startsWith('--db='))?.slice('--db='.length) ?? (process.env.DATABASE_URL ? 'both' : 'pglite');
  if (choice === 'both') return ['pglite', 'pg'];
  if (choice === 'pglite' || choice === 'pg') return [choice];
  throw new Error(`--db must be pglite, pg or both, not ${choice}`);
}

function chosenSections(): Set<Section> {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const known = Object.keys(sections) as Section[];
  const unknown = names.filter((n) => !known.includes(n as Section));
  if (unknown.length) {
    throw new Error(`No bench called ${unknown.join(', ')}; choose from:\n${known.map((k) => `  ${k}: ${sections[k]}`).join('\n')}`);
  }
  return new Set(names.length ? (names as Section[]) : known);
}

async function main() {
  const started = performance.now();
  const chosen = chosenSections();
  const kinds = databaseKinds();
  if (kinds.includes('pg') && !process.env.DATABASE_URL)
    throw new Error('--db=pg needs DATABASE_URL (the server to make a temporary database on)');
  const cpus = os.cpus();
  console.log(
    `CleanUp benchmark: node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${os.platform()} ${os.release()}`,
  );
  console.log(`benches: ${[...chosen].join(', ')}`);
  const databaseSections = [...chosen].filter((s) => !pureSections.includes(s));
  if (databaseSections.length) {
    console.log(
      `databases: ${kinds.map((k) => (k === 'pg' ? 'PostgreSQL (DATABASE_URL server, temporary database)' : 'PGlite (embedded, temp dir)')).join(' and ')}`,
    );
    console.log(`HTTP = real requests to 127.0.0.1, one at a time; direct = the same SQL (and argon2 verify) on the app's own connection`);
    for (const kind of kinds) await benchDatabase(kind, chosen);
  }
  if (chosen.has('matching')) console.log(`\n== Matching golden set ==\n${benchMatching()}`);
  // Last, because a vite build creates dist/, which the app then serves.
  if (chosen.has('web')) reportWebSize();
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
