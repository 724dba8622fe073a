// The browser journeys' global set-up (decision 048): the web app built once, and the demo business seeded once
// into a data directory each worker's server starts from a copy of (scripts/e2e-server.mjs). Seeded in this run,
// never kept for the next: the demo's dates follow today in the business's time zone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import buildWebIfStale from './web-build.mjs';

/**
 * Starts migrating and seeding the demo into `dataDir` in a process of its own (`npm run seed:demo`'s script):
 * the process, and a promise of its success.
 */
function seedDemoInto(dataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const seeding = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/seed-demo.ts'], {
    // The journeys' servers run on the embedded database (e2e/journey-test.ts), even where DATABASE_URL is set.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const done = new Promise((resolve, reject) => {
    seeding.once('error', reject);
    seeding.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Seeding the journeys' demo database failed (exit ${code ?? signal})`));
    });
  });
  return { seeding, done };
}

export default async function setUp() {
  const demoDir = path.resolve(`.tmp/e2e-demo-${process.env.E2E_PORT ?? '3100'}`);
  // The seed runs in its own process while the build (when one is due) runs in this one.
  const { seeding, done } = seedDemoInto(demoDir);
  try {
    buildWebIfStale();
  } catch (error) {
    seeding.kill('SIGTERM');
    throw error;
  }
  await done;
  // Workers, and the servers they start, inherit it.
  process.env.E2E_DEMO_DIR = demoDir;
  return () => fs.rmSync(demoDir, { recursive: true, force: true });
}
