import { buildApp } from './app';
import { insecureAppUrlWarning, loadConfigOrExit } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { unhandledRejectionHandler } from './platform/unhandled-rejections';

const config = loadConfigOrExit();
const app = await buildApp(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
process.on(
  'unhandledRejection',
  unhandledRejectionHandler((message, err) => app.log.warn({ err }, message)),
);

const cookieWarning = insecureAppUrlWarning(config.appUrl);
if (cookieWarning) app.log.warn(cookieWarning);

let stopping = false;
// SIGTERM: new requests get 503 while those in flight finish, then the server closes; the process exits within
// 10 s either way.
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.stopGracefully();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Files are kept in ${app.storage.describe}`);
