import { isDatabaseUnavailable } from './errors';

/**
 * What to do with a promise rejection nobody handled. pg-boss 10 ends each job with `complete()` or `fail()`
 * without awaiting them (`work()`'s fetch loop), so a database that goes away at that moment rejects into the
 * void and Node would exit: such a rejection is logged and survived (the job expires and is retried). Anything
 * else is a bug and still ends the process, as Node would have (rethrown, it becomes an uncaught exception).
 */
export function unhandledRejectionHandler(log: (message: string, error: unknown) => void) {
  return (reason: unknown) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log('unhandled rejection while the database is unavailable; carrying on', reason);
  };
}
