import { defineConfig } from 'vitest/config';

const apiProject = (db: 'pglite' | 'pg') => ({
  test: {
    name: `api-${db}`,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});

/**
 * Time limits are generous: on a busy two-core machine a jsdom page or a boundary check over the whole tree can
 * take several seconds, and a slow machine is not a failing product.
 */
export default defineConfig({
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          setupFiles: ['scripts/test-clock.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['scripts/test-clock.ts', 'web/test/setup.ts'],
        },
      },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('pg')] : []),
    ],
  },
});
