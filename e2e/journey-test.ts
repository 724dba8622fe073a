import { spawn } from 'node:child_process';
import path from 'node:path';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The address of the server a worker's journeys run against: one per worker, on `E2E_PORT` plus the worker's
 * parallel index (kept by a worker restarted after a failure, so its journeys find the same port).
 */
export function serverURL(parallelIndex: number) {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + parallelIndex}`;
}

async function answers(url: string) {
  try {
    return (await fetch(`${url}/readyz`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `scripts/e2e-server.mjs` (an embedded database of its own: a copy of the demo database the global set-up
 * seeded for this run, decision 048) and waits until it is ready; answers the process and a promise of its end.
 */
async function startServer(root: string, url: string) {
  if (await answers(url)) throw new Error(`${url} is already in use: stop what runs there, or choose another E2E_PORT`);
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: new URL(url).port, DATABASE_URL: '', LOG_LEVEL: 'warn', APP_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let running = true;
  const stopped = new Promise((resolve) => server.once('exit', resolve)).then(() => (running = false));
  try {
    while (!(await answers(url))) {
      if (!running) throw new Error(`The journeys' server on ${url} stopped while starting (exit code ${server.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { server, stopped };
}

/**
 * Playwright's `test`, with a server of its own for each worker: the journeys change shared data (a BAS quarter
 * marked complete refuses every expense dated in it), so two workers never share a database (decision 046).
 * The web app is built and the demo seeded once before the workers start (the config's global set-up).
 */
export const test = base.extend<object, { server: string }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter's pattern
    async ({}, use, workerInfo) => {
      const url = serverURL(workerInfo.parallelIndex);
      const { server, stopped } = await startServer(path.dirname(workerInfo.config.configFile ?? '.'), url);
      await use(url);
      server.kill('SIGTERM');
      await stopped;
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, use) => use(server),
});
