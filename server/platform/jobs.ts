import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** `signal` aborts when the process stops: a long job ends at its next safe point and leaves itself resumable. */
export type JobHandler = (data: Record<string, unknown>, signal: AbortSignal) => Promise<void>;
type Definition = { name: string; handler: JobHandler; cron?: string };

export type Jobs = {
  /** Declare a job (and optionally its nightly schedule, a cron in the business time zone). */
  define(name: string, handler: JobHandler, options?: { cron?: string }): void;
  /** Queue a job; `inline` mode (tests) runs it at once. */
  send(name: string, data?: Record<string, unknown>): Promise<void>;
  start(): Promise<void>;
  /** The process is stopping: jobs running see their signal aborted (`stop` does it too, later). */
  interrupt(): void;
  stop(): Promise<void>;
};

/**
 * Background work as rows in PostgreSQL through pg-boss (retried with back-off), so several server
 * processes share it. On the embedded database pg-boss talks to PGlite through `executeSql`.
 */
type JobsOptions = {
  mode: 'pgboss' | 'inline' | 'off';
  timeZone: string;
  log: (msg: string, err?: unknown) => void;
  /** First retry delay; later retries back off exponentially. */
  retryDelaySeconds?: number;
  pollingSeconds?: number;
};

export function createJobs(database: Database, options: JobsOptions): Jobs {
  const definitions = new Map<string, Definition>();
  let boss: PgBoss | null = null;
  const stopping = new AbortController();

  return {
    define(name, handler, opts = {}) {
      definitions.set(name, { name, handler, cron: opts.cron });
    },
    async send(name, data = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`Unknown job ${name}`);
      if (options.mode === 'inline') return definition.handler(data, stopping.signal);
      if (options.mode === 'off' || !boss) return;
      await boss.send(name, data, { retryLimit: 5, retryDelay: options.retryDelaySeconds ?? 30, retryBackoff: true });
    },
    async start() {
      if (options.mode !== 'pgboss') return;
      boss = new PgBoss({
        db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
        schema: 'pgboss',
        supervise: true,
        schedule: true,
      });
      boss.on('error', (err) => options.log('job queue error', err));
      const started = boss;
      // Processes starting together on a new database would each create pg-boss's schema and the same queues, and
      // collide (a duplicate schema, a deadlock between queue partitions): they take turns, as for migrations.
      await database.oneProcessAtATime(async () => {
        await started.start();
        for (const definition of definitions.values()) await started.createQueue(definition.name);
      });
      for (const definition of definitions.values()) {
        await boss.work<Record<string, unknown>>(
          definition.name,
          { batchSize: 5, pollingIntervalSeconds: options.pollingSeconds ?? 2 },
          async (jobs) => {
            for (const job of jobs) await definition.handler(job.data, stopping.signal);
          },
        );
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: options.timeZone });
      }
    },
    interrupt() {
      stopping.abort();
    },
    async stop() {
      stopping.abort();
      if (boss) await boss.stop({ graceful: true, timeout: 5000 });
      boss = null;
    },
  };
}
