import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemoIfEmpty } from './seed';

/** `npm run seed:demo`: seed the demo business into an empty database (never over real users). */
const app = await buildApp(loadConfig(process.env, { seedDemo: false, runJobs: false }), { logger: false });
const seeded = await seedDemoIfEmpty(app.db, app.storage, console);
if (!seeded) console.log('The database already has users; nothing was seeded.');
await app.close();
