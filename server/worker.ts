import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { unhandledRejectionHandler } from './platform/unhandled-rejections';

/**
 * `npm run worker`: background jobs (mail delivery, nightly work) in a process of their own, for
 * installs that run several web processes with RUN_JOBS=0.
 */
const app = await buildApp(loadConfigOrExit({ runJobs: true, seedDemo: false }));
process.on(
  'unhandledRejection',
  unhandledRejectionHandler((message, err) => app.log.warn({ err }, message)),
);
await app.ready();
app.log.info('Job worker running');
const stop = async () => {
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
