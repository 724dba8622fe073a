// `npm start`: build the web app when it is missing or older than its sources, then serve it and the
// API on one port. The server runs in this process (tsx), and the npm script execs node, so npm's own signal
// reaches it directly (through a shell it did not: the server lived on, an orphan holding the port and the
// data directory).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const built = 'dist/index.html';
function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}
const sourcesTime = Math.max(
  newest('web'),
  newest('shared'),
  newest('public'),
  fs.statSync('index.html').mtimeMs,
  fs.statSync('vite.config.ts').mtimeMs,
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sourcesTime) {
  console.log('Building the web app…');
  // Always the production build: started from a test runner (NODE_ENV=test), Vite built React's development
  // bundle without the service worker, and that build stayed in dist/ for the browser journeys after it.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
// Should npm die without passing its signal on (killed with -9), this process is orphaned: stop all the same.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

register();
await import('../server/main.ts');
