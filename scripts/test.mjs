// `npm test`: every test — unit, API (PGlite, and PostgreSQL when DATABASE_URL is set), component, and
// browser journeys in Chromium — then each part's wall time and one plain closing line `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

fs.mkdirSync('.tmp', { recursive: true });
fs.rmSync('.tmp/part-times.json', { force: true });
const node = process.execPath;
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
const began = Date.now();
const secondsSince = (start) => Math.round((Date.now() - start) / 1000);
const times = [];

const vitest = spawnSync(
  node,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/part-times-reporter.ts',
    '--outputFile.json=.tmp/vitest.json',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
if (vitest.status !== 0) ok = false;
times.push(['vitest: its set-up, then the projects below side by side', secondsSince(began)]);
if (fs.existsSync('.tmp/part-times.json')) {
  const parts = {
    unit: 'unit',
    web: 'component (jsdom)',
    'web-own-modules': 'component, files that replace a module',
    'api-pglite': 'API on PGlite',
    'api-pg': 'API on PostgreSQL',
  };
  const order = Object.keys(parts);
  const measured = JSON.parse(fs.readFileSync('.tmp/part-times.json', 'utf8'));
  measured.sort((a, b) => order.indexOf(a.project) - order.indexOf(b.project));
  for (const part of measured) {
    const what = `${part.files} file${part.files === 1 ? '' : 's'}; importing ${part.importSeconds} s, tests ${part.testSeconds} s, summed over files`;
    times.push([`  ${parts[part.project] ?? part.project} (${what})`, Math.round(part.spanSeconds)]);
  }
}
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
  const journeysBegan = Date.now();
  const e2e = spawnSync(node, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' },
  });
  if (e2e.status !== 0) ok = false;
  times.push(['browser journeys (Playwright, Chromium)', secondsSince(journeysBegan)]);
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

times.push(['npm test in all', secondsSince(began)]);
console.log('\nWall time of each part (seconds):');
for (const [part, seconds] of times) console.log(`${String(seconds).padStart(6)}  ${part}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
