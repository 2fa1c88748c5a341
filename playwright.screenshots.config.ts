import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

// `npm run screenshots`: pictures of the pages for people to look at, on the same stack as
// the end-to-end tests (e2e/global-setup.ts), written to test-results/screenshots/. One
// project, the journeys' browser without their ignore list (which leaves the pictures out).
const [chromium] = base.projects ?? [];

export default defineConfig({
  ...base,
  testDir: 'e2e/screenshots',
  testIgnore: [],
  outputDir: 'test-results/screenshots',
  projects: [{ ...chromium, testIgnore: [] }],
});
