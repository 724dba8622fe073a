import { defineConfig } from 'vitest/config';

const apiProject = (db: 'pglite' | 'pg') => ({
  test: {
    name: `api-${db}`,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      { test: { name: 'unit', include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.tsx', 'web/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('pg')] : []),
    ],
  },
});
