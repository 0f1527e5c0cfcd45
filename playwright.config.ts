import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from './scripts/lib/chromium';

/** Journeys that change the shared demo data (see the projects below). */
const ADMIN_JOURNEYS = /admin(-settings)?\.spec\.ts$/;

const CHROMIUM = { executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/** Browser journeys on Debian's Chromium (its headless shell when installed) against the built app on the emulators. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Each HTTP function's emulator workers are started before the first journey (the file says why).
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:5173',
    // A failed journey keeps its trace (DOM snapshots, network, console) without the screencast: filming every
    // journey took about as much of the machine as the journeys' own pages (docs/operations.md, "The test suite").
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The built app registers a service worker (docs/offline-and-focus.md). The journeys stub and cut the network with
    // page.route and setOffline, which a worker answering from its cache would hide: it is blocked here, and the
    // offline journeys (offline.spec.ts) allow it with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ADMIN_JOURNEYS,
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM },
    },
    {
      // The admin journeys add products, orders and users and change the settings (the tax every cart shows), so no
      // shopper journey may see their records: npm test (scripts/test-all.ts) runs them at the same time as the
      // shopper journeys but against emulators, data and a build of their own; npm run test:e2e (scripts/journeys.ts)
      // runs them after every shopper journey on one suite. Not a Playwright dependency: one failing shopper journey
      // would skip them all.
      name: 'admin',
      testMatch: ADMIN_JOURNEYS,
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM },
    },
  ],
});
