// The server the browser journeys run against: an embedded database with the demo business, of its own. Started by
// the journeys (e2e/journey-test.ts), it copies the demo data directory their global set-up seeded for this run
// (E2E_DEMO_DIR, scripts/e2e-setup.mjs; decision 048); started by hand, it makes a fresh one, migrated and seeded
// at start as `npm start` does.
import fs from 'node:fs';

process.env.DATA_DIR = `.tmp/e2e-data-${process.env.PORT ?? '3100'}`;
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
if (process.env.E2E_DEMO_DIR) fs.cpSync(process.env.E2E_DEMO_DIR, process.env.DATA_DIR, { recursive: true });
await import('./start.mjs');
