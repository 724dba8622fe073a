// The web app's build in dist/, made when it is missing or older than its sources: by `npm start`, and once
// before the browser journeys' servers start side by side (their global set-up: two building into dist/ at
// once would race).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'dist/index.html';

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

/** Builds the web app unless dist/ is newer than every source; paths are the repository's (run from its root). */
export default function buildWebIfStale() {
  const sourcesTime = Math.max(
    newest('web'),
    newest('shared'),
    newest('public'),
    fs.statSync('index.html').mtimeMs,
    fs.statSync('vite.config.ts').mtimeMs,
  );
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= sourcesTime) return;
  console.log('Building the web app…');
  // Always the production build: started from a test runner (NODE_ENV=test), Vite built React's development
  // bundle without the service worker, and that build stayed in dist/ for the browser journeys after it.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
