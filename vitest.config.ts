import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files of a project share their worker's modules (`isolate: false`): importing the server or Mantine again
 * for every file was most of the suite's time. What a file changes globally it puts back (`unstubGlobals`, its
 * own database, its own app). A file that replaces a module (`vi.mock`) cannot share: it goes in `ownModules`.
 */
const ownModules = ['web/lib/use-upload-with-fields.test.ts', 'web/features/jobs/report-email-form.test.tsx'];

const apiProject = (db: 'pglite' | 'pg') => ({
  test: {
    name: `api-${db}`,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});

const webProject = (name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) => ({
  test: {
    name,
    ...files,
    environment: 'jsdom',
    isolate,
    unstubGlobals: true,
    testTimeout: 30_000,
    setupFiles: ['scripts/test-clock.ts', 'web/test/setup.ts'],
  },
});

/**
 * Time limits are generous: on a busy two-core machine a jsdom page or a boundary check over the whole tree can
 * take several seconds, and a slow machine is not a failing product.
 */
export default defineConfig({
  test: {
    // A worker per core, not vitest's one less: the API files wait on PostgreSQL and the disk as much as they
    // compute. On the 2-core machine the whole vitest run took 590 s with one worker, 382 s with two, 393 s with three.
    maxWorkers: availableParallelism(),
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          setupFiles: ['scripts/test-clock.ts'],
        },
      },
      webProject('web', { include: ['web/**/*.test.tsx', 'web/**/*.test.ts'], exclude: ownModules }, false),
      webProject('web-own-modules', { include: ownModules }, true),
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('pg')] : []),
    ],
  },
});
