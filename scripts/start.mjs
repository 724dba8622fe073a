// `npm start`: build the web app when it is missing or older than its sources, then serve it and the
// API on one port. The server runs in this process (tsx), and the npm script execs node, so npm's own signal
// reaches it directly (through a shell it did not: the server lived on, an orphan holding the port and the
// data directory).
import { register } from 'tsx/esm/api';
import buildWebIfStale from './web-build.mjs';

buildWebIfStale();
// Should npm die without passing its signal on (killed with -9), this process is orphaned: stop all the same.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

register();
await import('../server/main.ts');
