import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './e2e/site.js';
import { findChromium } from './scripts/lib/chromium.js';

// Playwright cannot download browsers here: use its own Chromium when installed, else
// CHROMIUM_PATH or Debian's /usr/bin/chromium (scripts/lib/chromium.ts decides).
const executablePath = findChromium();
const CHROMIUM_LAUNCH = {
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
const WHOLE_SITE_WRITES = /(reindex|optimise-images)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // Pictures for people to look at check nothing: `npm run screenshots` takes them.
  testIgnore: 'screenshots/**',
  // Its own folder: Playwright empties it on every run, and npm test keeps other results beside it.
  outputDir: 'test-results/playwright',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Three on two cores: journeys mostly wait (autosave's 3 s, a view counted after 1 s, the
  // emulators), so the CPU stays below half busy with two; three took 3.8 min instead of 4.2.
  workers: 3,
  retries: 0,
  // Auth and the emulators answer in well under a second, but CI machines have two cores
  // shared by the whole stack: assertions wait up to 10 s rather than Playwright's 5.
  expect: { timeout: 10_000 },
  // `npm test` passes its own (--reporter=list,json); this is for running it by hand.
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace costs about a third of the suite's time on two cores: only a retry
    // records one, so every test that fails (and every one that passes only on its retry) has one.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      // Journeys that write every article run after all others (below).
      testIgnore: ['screenshots/**', WHOLE_SITE_WRITES],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    {
      // Re-index search and Optimise images give every article a new version: an editor open
      // on one meanwhile would meet a colleague's save. So they wait until every other journey is done.
      name: 'whole-site writes',
      testMatch: WHOLE_SITE_WRITES,
      dependencies: ['chromium'],
      // One after another too, across files: each run would write the articles the others wait on.
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH },
    },
  ],
});
