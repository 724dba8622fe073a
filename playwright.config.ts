import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in Debian's Chromium against the real server on an embedded database of its own: one server for each worker,
 * on E2E_PORT and the ports after it, started by the journeys' `test` (`e2e/journey-test.ts`, decision 046).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  workers: 2,
  // Both workers' servers serve the one build, made here first, and start from copies of one demo database seeded
  // here (decision 048).
  globalSetup: './scripts/e2e-setup.mjs',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '.tmp/test-results',
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    // A person who asked for less motion, as the theme honours it: a dialog is there when it opens, with no fade for
    // each check to wait out (decision 044's amendment).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
