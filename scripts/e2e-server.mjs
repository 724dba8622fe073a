// The server the browser journeys run against: a fresh embedded database with the demo business.
import fs from 'node:fs';

process.env.DATA_DIR = `.tmp/e2e-data-${process.env.PORT ?? '3100'}`;
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('./start.mjs');
