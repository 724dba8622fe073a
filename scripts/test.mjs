// `npm test`: every test — unit, API (PGlite, and PostgreSQL when DATABASE_URL is set), component, and
// browser journeys in Chromium — then one plain closing line `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

fs.mkdirSync('.tmp', { recursive: true });
const node = process.execPath;
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;

const vitest = spawnSync(
  node,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.tmp/vitest.json',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
if (vitest.status !== 0) ok = false;
if (fs.existsSync('.tmp/vitest.json')) {
  const report = JSON.parse(fs.readFileSync('.tmp/vitest.json', 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  if (report.numTotalTests === 0) ok = false;
} else {
  ok = false;
}

if (fs.existsSync('/usr/bin/chromium')) {
  fs.rmSync('.tmp/playwright.json', { force: true });
  const e2e = spawnSync(node, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' },
  });
  if (e2e.status !== 0) ok = false;
  if (fs.existsSync('.tmp/playwright.json')) {
    const { stats } = JSON.parse(fs.readFileSync('.tmp/playwright.json', 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  } else {
    ok = false;
  }
} else {
  console.warn('\nChromium is not at /usr/bin/chromium: browser journeys skipped (apt-get install -y chromium).');
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
