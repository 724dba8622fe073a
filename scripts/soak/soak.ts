// `npm run soak`: writers over HTTP against the real server while it is killed (`kill -9`) or its PostgreSQL
// database goes away, at random, `--cycles` times; then every acknowledged write, invoice number, outbox mail and
// money invariant is checked and the counts printed (docs/operations.md "Fault soak"). Loopback only,
// bounded by `--seconds`; exits 1 when anything was lost or invented.
import net from 'node:net';
import { parseArgs } from 'node:util';
import { todayIn } from '../../shared/dates';
import { demoPassword } from '../../server/scripts/demo/people';
import { checkSoak } from './checks';
import { type AnswerCounts, createSession } from './http-session';
import { printReport, soakFailed } from './report';
import { startSmtpSink } from './smtp-sink';
import { type Fault, prepareTarget } from './target';
import { createWriter, seededRandom, type Write } from './writers';

const { values: args } = parseArgs({
  options: {
    cycles: { type: 'string', default: '3' },
    seed: { type: 'string' },
    seconds: { type: 'string' },
    writers: { type: 'string', default: '4' },
    db: { type: 'string' },
    port: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const cycles = Number(args.cycles);
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);
// The faults' phase: past it no new fault starts (the writers still finish what they began).
const seconds = Number(args.seconds ?? 30 + 15 * cycles);
const db = args.db ?? (process.env.DATABASE_URL ? 'pg' : 'pglite');
if (![cycles, seed, seconds, Number(args.writers)].every(Number.isFinite) || !['pg', 'pglite'].includes(db)) {
  console.error('Usage: npm run soak -- [--cycles 3] [--seed N] [--seconds S] [--writers 4] [--db pg|pglite] [--port P] [--keep]');
  process.exit(2);
}
if (db === 'pg' && !process.env.DATABASE_URL) {
  console.error('--db pg needs DATABASE_URL (a server where a scratch database may be created and dropped)');
  process.exit(2);
}

const random = seededRandom(seed);
const timeZone = 'Australia/Sydney';
const port = args.port ? Number(args.port) : await freePort();
// `--port P` takes three ports: the server's, the SMTP sink's (P + 1) and the database proxy's (P + 2).
const sink = await startSmtpSink(args.port ? port + 1 : 0);
const target = await prepareTarget({
  serverUrl: db === 'pg' ? process.env.DATABASE_URL : undefined,
  port,
  smtpPort: sink.port,
  proxyPort: args.port ? port + 2 : 0,
  timeZone,
});
// Interrupted (Ctrl-C): leave no server, scratch database or data directory behind.
process.once('SIGINT', () => {
  void (async () => {
    await target.kill().catch(() => {});
    await target.remove().catch(() => {});
    process.exit(130);
  })();
});
const started = Date.now();
let exitCode = 1;
try {
  console.log(`Fault soak on ${target.label}, seed ${seed}, ${cycles} cycles within ${seconds} s; starting the server…`);
  await target.start();
  const run = `${seed.toString(36)}${Date.now().toString(36)}`;
  const ledger: Write[] = [];
  const counts: AnswerCounts = new Map();
  const today = todayIn(timeZone);
  let writing = true;
  const writers = Array.from({ length: Number(args.writers) }, async (_, i) => {
    const session = createSession({ port, email: 'admin@example.com', password: demoPassword, retryForMs: 60_000, counts });
    // A server just seeded on a busy machine may answer the first sign-ins 503: try for a minute.
    for (let tries = 1, status = await session.signIn(); status !== 204; tries++, status = await session.signIn()) {
      if (tries === 30) throw new Error(`Could not sign in as admin@example.com: the server answered ${status || 'nothing'}`);
      await pause(2000);
    }
    const tell = createWriter(session, ledger, { today, run });
    const own = seededRandom(seed + i + 1);
    while (writing) await tell(own);
  });

  // A writer that fails stops the faults; its error is thrown once the others have finished.
  let writerError: unknown = null;
  for (const writer of writers) writer.catch((error: unknown) => (writerError ??= error));
  const faultTimes: number[] = [];
  const faults: Fault[] = [];
  const phaseEnds = Date.now() + seconds * 1000;
  while (faults.length < cycles && Date.now() < phaseEnds && !writerError) {
    await pause(1000 + random() * 3000);
    const fault = target.faults[Math.floor(random() * target.faults.length)];
    faults.push(fault);
    faultTimes.push(Date.now());
    if (fault === 'kill -9 the server') {
      await target.kill();
      await target.start();
    } else {
      await target.databaseAway(fault === 'database connections terminated' ? 0 : 1000 + random() * 2000);
      await target.ready(60_000);
    }
    faultTimes.push(Date.now());
  }
  writing = false;
  await Promise.allSettled(writers);
  if (writerError) throw writerError;

  // Let the outbox drain: the delivery job polls every 2 s; stop once nothing new arrived for 6 s.
  const drain = async () => {
    let seen = -1;
    for (let waited = 0; waited < 60_000 && seen !== sink.deliveries.length; waited += 6000) {
      seen = sink.deliveries.length;
      await pause(6000);
    }
  };
  await drain();
  let stoppedInTime = await target.stop();
  // Later: what a killed process left `queued` or `sending` is the outbox sweep's, once it is a minute old or its
  // claim five minutes stale. Those rows are aged by ten minutes, as if the server had been down that long, and
  // the server started again: its start-up sweep delivers them (and a bug there shows as mails lost).
  const deliveredBefore = sink.deliveries.length;
  const aged = await target.open();
  const left = await aged
    .executeSql(
      `update mails set created_at = created_at - interval '10 minutes', claimed_at = claimed_at - interval '10 minutes'
       where status in ('queued', 'sending')`,
    )
    .finally(() => aged.close());
  if (left.rowCount > 0) {
    await target.start();
    await drain();
    stoppedInTime = (await target.stop()) && stoppedInTime;
  }
  const sweptLater = { rows: left.rowCount, delivered: sink.deliveries.length - deliveredBefore };
  const database = await target.open();
  try {
    const findings = await checkSoak(database, { id: run, ledger, deliveries: sink.deliveries, faultTimes });
    const crashes = target.crashes;
    const { serverErrors } = target;
    printReport({
      cycles,
      faults,
      seconds: (Date.now() - started) / 1000,
      ledger,
      counts,
      findings,
      stoppedInTime,
      crashes,
      serverErrors,
      sweptLater,
    });
    exitCode = soakFailed(findings) || !stoppedInTime || crashes.length > 0 || faults.length < cycles ? 1 : 0;
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error);
  console.error(target.stderr().slice(-4000));
} finally {
  await target.kill().catch(() => {});
  if (args.keep) console.log(`Kept: ${target.label}`);
  else await target.remove().catch((error: unknown) => console.error('Could not remove the scratch database:', error));
  await sink.close();
}
process.exit(exitCode);
