// `npm run bench`: sign-in, users-list and clients-list latency through the real HTTP server beside the same
// work done directly, visit generation for 2,000 task groups, and the web app's initial JavaScript size.
// Prints figures; exits non-zero only on a crash.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { userPage } from '../shared/api/users';
import { clients } from '../server/features/clients/clients.table';
import { users } from '../server/features/users/users.table';
import { findUserByEmail } from '../server/features/users/users.queries';
import { verifyPassword } from '../server/platform/passwords';
import { demoPassword } from '../server/scripts/demo/people';
import { benchClientsList } from './clients-list';
import { generateClients, insertClients } from './clients-data';
import { benchHorizon } from './horizon';
import { createHttp, signIn } from './http-client';
import { generatePeople } from './people';
import { measurePaired } from './stats';
import { formatTable, kb, listTarget, pairedColumns, pairedRow, type Row, verdict } from './table';
import { type DatabaseKind, startTarget, type Target } from './target';
import { benchPassword, directList, insertPeople, listPath, listScenarios, plannedScans } from './users-list';
import { measureInitialJs } from './web-size';

const userCount = 10_000;
const clientCount = 10_000;
const signInRounds = { warmup: 5, measured: 50 };
const listRounds = { warmup: 20, measured: 200 };
const jsBudgetBytes = 250 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function benchSignIn(target: Target, emails: readonly string[]): Promise<Row> {
  const http = createHttp(target.port);
  try {
    const figures = await measurePaired(
      signInRounds,
      (round) => signIn(http.client(), emails[round], benchPassword),
      async (round) => {
        const user = await findUserByEmail(target.app.db, emails[round]);
        if (!(await verifyPassword(user?.active ? user.passwordHash : null, benchPassword))) throw new Error(`Direct sign-in as ${emails[round]} failed`);
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
      const fetchPage = async () => {
        const response = await admin.get(url);
        if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${response.body}`);
        return response.body;
      };
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
      rows.push(pairedRow(`GET /api/users ${scenario.label}`, figures, listTarget(figures)));
    }
    return { rows, notes };
  } finally {
    http.close();
  }
}

async function benchDatabase(kind: DatabaseKind): Promise<void> {
  const started = performance.now();
  const target = await startTarget(kind, process.env.DATABASE_URL);
  try {
    console.log(`\n== ${target.label} ==`);
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
    const signInRow = await benchSignIn(target, emails);
    const list = await benchUsersList(target);
    const clientsStart = performance.now();
    await insertClients(target.app.database, generateClients(clientCount));
    const [{ clientTotal }] = await target.app.db.select({ clientTotal: count() }).from(clients);
    console.log(
      `inserted ${clientCount.toLocaleString('en-AU')} clients with an address each in ${((performance.now() - clientsStart) / 1000).toFixed(1)} s ` +
        `(${clientTotal.toLocaleString('en-AU')} in total, with the demo's)`,
    );
    const clientList = await benchClientsList(target);
    console.log(formatTable(pairedColumns, [signInRow, ...list.rows, ...clientList.rows]));
    for (const note of [...list.notes, ...clientList.notes]) console.log(`  ${note}`);
  } finally {
    await target.close();
  }
  console.log(`\n-- visit generation (${kind}, a database of its own) --`);
  console.log(await benchHorizon(kind, process.env.DATABASE_URL));
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
  rows.push({ file: 'total (entry + modulepreload)', 'gzip -9': kb(size.totalGzipBytes), target: `< ${kb(jsBudgetBytes)}`, result: verdict(size.totalGzipBytes < jsBudgetBytes) });
  console.log(formatTable(['file', 'gzip -9', 'target', 'result'], rows));
}

function databaseKinds(): DatabaseKind[] {
  const choice = process.argv.find((a) => a.startsWith('--db='))?.slice('--db='.length) ?? (process.env.DATABASE_URL ? 'both' : 'pglite');
  if (choice === 'both') return ['pglite', 'pg'];
  if (choice === 'pglite' || choice === 'pg') return [choice];
  throw new Error(`--db must be pglite, pg or both, not ${choice}`);
}

async function main() {
  const started = performance.now();
  const kinds = databaseKinds();
  if (kinds.includes('pg') && !process.env.DATABASE_URL) throw new Error('--db=pg needs DATABASE_URL (the server to make a temporary database on)');
  const cpus = os.cpus();
  console.log(`CleanUp benchmark: node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${os.platform()} ${os.release()}`);
  console.log(`databases: ${kinds.map((k) => (k === 'pg' ? 'PostgreSQL (DATABASE_URL server, temporary database)' : 'PGlite (embedded, temp dir)')).join(' and ')}`);
  console.log(`HTTP = real requests to 127.0.0.1, one at a time; direct = the same SQL (and argon2 verify) on the app's own connection`);
  for (const kind of kinds) await benchDatabase(kind);
  // Last, because a vite build creates dist/, which the app then serves.
  reportWebSize();
  console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
