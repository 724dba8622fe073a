/**
 * A guard for the tests on PostgreSQL: a pooled connection (and so a transaction) must run one query at a time.
 * node-postgres still queues a second query on a busy connection, but warns once per process ("Calling
 * client.query() when the client is already executing a query is deprecated and will be removed in pg@9.0")
 * and pg@9 refuses it. A `Promise.all` of queries on a transaction is the usual cause; on the pool itself each
 * query gets a connection of its own, so the same code outside a transaction is fine. Watching every
 * connection catches each case, not only the first one of the process.
 */
import type pg from 'pg';

type LooseQuery = (...args: unknown[]) => unknown;

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';

// The statement names the culprit: a Promise.all awaits drizzle's thenable from a microtask, so the stack
// rarely reaches the app's own frames.
const sqlText = (first: unknown): string =>
  typeof first === 'string' ? first : typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '';

/** Wraps the connection's `query`; `report` gets a stack for each query sent while another is still running. */
export function watchOneQueryAtATime(client: pg.PoolClient, report: (stack: string) => void): void {
  const query = client.query.bind(client) as LooseQuery;
  let running = 0;
  const wrapped: LooseQuery = (...args) => {
    // A submittable (a cursor, a stream) reports its end by events; none of the app's queries are one.
    const submittable = typeof args[0] === 'object' && args[0] !== null && 'submit' in args[0];
    if (submittable) return query(...args);
    if (running > 0) report(`${sqlText(args[0]).slice(0, 300)}\n${new Error('sent while another query was running').stack ?? ''}`);
    running++;
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        running--;
        callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (!isThenable(result)) {
      running--;
      return result;
    }
    return result.finally(() => {
      running--;
    });
  };
  Object.assign(client, { query: wrapped });
}
