import path from 'node:path';
import { z } from 'zod';
import { ConfigError, parseStorageUrl } from './platform/storage-url';

const configSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(3000),
  host: z.string().default('0.0.0.0'),
  dataDir: z.string().default('./data'),
  databaseUrl: z.string().optional(),
  /** Files in an S3-compatible bucket (`s3://bucket?endpoint=…&region=…`); unset, in `storage/` of the data directory. */
  storageUrl: z.string().optional(),
  appUrl: z.string().default('http://localhost:3000'),
  smtpUrl: z.string().optional(),
  mailFrom: z.string().default('CleanUp <no-reply@example.com>'),
  timeZone: z.string().default('Australia/Sydney'),
  sessionIdleMinutes: z.coerce.number().int().positive().default(120),
  logLevel: z.string().default('info'),
  /** Trust X-Forwarded-* only behind a known proxy; otherwise a client could pick its own IP and dodge the login throttle. */
  trustProxy: z.boolean().default(false),
  /** Run the job queue inside the web process (the default); `npm run worker` runs it apart. */
  runJobs: z.boolean().default(true),
  /** Seed the demo business into an empty database at start. */
  seedDemo: z.boolean().default(true),
  /** How many weeks ahead visits are generated (docs/domain.md "The horizon"). */
  horizonWeeks: z.coerce.number().int().min(1).max(104).default(12),
  /**
   * A map tile server (`https://tile.example.com/{z}/{x}/{y}.png`) for the address form's site map, with the
   * credit its terms require; with none, the map is left out and the coordinates are typed.
   */
  mapTileUrl: z.string().optional(),
  mapAttribution: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

/** The only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const config = configSchema.parse({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    storageUrl: env.STORAGE_URL || undefined,
    appUrl: env.APP_URL,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    timeZone: env.TIME_ZONE,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === '1',
    seedDemo: env.SEED_DEMO === undefined ? undefined : env.SEED_DEMO !== '0',
    runJobs: env.RUN_JOBS === undefined ? undefined : env.RUN_JOBS !== '0',
    horizonWeeks: env.HORIZON_WEEKS || undefined,
    mapTileUrl: env.MAP_TILE_URL || undefined,
    mapAttribution: env.MAP_ATTRIBUTION || undefined,
    ...overrides,
  });
  // Checked here, so a mistyped STORAGE_URL stops the start with what to change, before anything is opened.
  if (config.storageUrl) parseStorageUrl(config.storageUrl);
  return { ...config, dataDir: path.resolve(config.dataDir) };
}

/** The configuration of a starting process: one that cannot start says why in one line, without a stack. */
export function loadConfigOrExit(overrides: Partial<Config> = {}): Config {
  try {
    return loadConfig(process.env, overrides);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Session cookies are `Secure` only when APP_URL is https. Over plain http they travel in the clear, which is
 * fine on this machine and nowhere else: a server started so for others is warned at start.
 */
export function insecureAppUrlWarning(appUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(appUrl);
  } catch {
    return null;
  }
  const local =
    ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost') || url.hostname.startsWith('127.');
  if (url.protocol !== 'http:' || local) return null;
  return `APP_URL ${url.origin} is not https: sign-in cookies will not be Secure and travel unencrypted. Serve the app over https and set APP_URL to its https address.`;
}
