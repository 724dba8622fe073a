import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/databases';
import { createJobs, type Jobs } from './jobs';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;
let database: TestDatabase;
let jobs: Jobs;

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobs(database, { mode: 'pgboss', timeZone: 'Australia/Sydney', log: () => {}, retryDelaySeconds: 1, pollingSeconds: 0.5 });
});
afterAll(async () => {
  await jobs.stop();
  await database.drop();
});

const waitFor = async (check: () => boolean, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the PostgreSQL-backed job queue', () => {
  it('runs a queued job through pg-boss and retries one that fails', async () => {
    const seen: unknown[] = [];
    let failures = 0;
    jobs.define('test.echo', async (data) => {
      seen.push(data.value);
    });
    jobs.define('test.flaky', async () => {
      failures++;
      if (failures === 1) throw new Error('first attempt fails');
    });
    await jobs.start();
    await jobs.send('test.echo', { value: 42 });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([42]);
    await jobs.send('test.flaky', {});
    await waitFor(() => failures === 2, 60_000);
    expect(failures).toBe(2);
  }, 90_000);

  it('refuses a job nobody defined', async () => {
    await expect(jobs.send('test.unknown', {})).rejects.toThrow(/Unknown job/);
  });
});
