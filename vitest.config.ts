import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Tests that run the repo's commands in child processes (the 'commands' project). */
const COMMAND_TESTS = ['tests/local-stack/**/*.test.ts', 'tests/deploy/**/*.test.ts'];

/**
 * The app's .test.ts files that need a browser's globals (a DOM, storage, DOMParser) or the
 * emulators: they run with the components, in jsdom. Every other .test.ts is pure logic
 * and runs in Node, where it starts in a fraction of the time; one that needs a browser's
 * global fails there with "… is not defined", and belongs in this list.
 */
const APP_LOGIC_IN_JSDOM = [
  'src/app/built-page.test.ts',
  'src/app/first-paint.test.ts',
  'src/features/account/return-path.test.ts',
  'src/features/admin-articles/api/byline-block.test.ts',
  'src/features/admin-articles/api/delete-discussion.test.ts',
  'src/features/admin-articles/api/feed-index.test.ts',
  'src/features/admin-articles/api/list-articles.test.ts',
  'src/features/admin-articles/api/reindex-search.test.ts',
  'src/features/admin-articles/api/save-article.test.ts',
  'src/features/admin-articles/api/tags.test.ts',
  'src/features/admin-articles/image-references.test.ts',
  'src/features/admin-articles/revision-diff.test.ts',
  'src/features/admin-dashboard/api/top-articles.test.ts',
  'src/features/newsletter/email.test.ts',
  'src/lib/feeds.test.ts',
  'src/lib/firebase/rest-query.test.ts',
  'src/lib/firebase/subscriber-count.test.ts',
  'src/lib/sanitize-html.test.ts',
  'src/lib/theme/theme.test.ts',
  'src/lib/use-async.test.ts',
];

// Four projects: the app's pure logic (in Node), the app's components and what needs a
// browser or the emulators (in jsdom), the backend side (emulator units, SDK conformance,
// oracle parity, rules), in Node, and then the commands (npm start, npm run emulators,
// npm run deploy) run as a user runs them.
export default defineConfig({
  test: {
    // Two cores: keep parallelism modest.
    maxWorkers: 2,
    // One Auth emulator for the whole run, every project (a start costs 6-9 s of CPU).
    globalSetup: ['tests/support/auth-global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: [...APP_LOGIC_IN_JSDOM, ...configDefaults.exclude],
          environment: 'node',
          pool: 'threads',
          globals: true,
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          include: ['src/**/*.test.tsx', ...APP_LOGIC_IN_JSDOM],
          environment: 'jsdom',
          // Worker threads start faster than the default child processes (about 10% of this project's time).
          pool: 'threads',
          globals: true,
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/jest-dom.ts', 'tests/support/dialog-element.ts'],
          // Pages talk to a real emulator: give them the backend's time limits.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'backend',
          include: ['emulator/test/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...COMMAND_TESTS, ...configDefaults.exclude],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/quiet-sdk.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'commands',
          include: COMMAND_TESTS,
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/quiet-sdk.ts'],
          // After the others: these start whole stacks and builds in child processes, and
          // must not slow the tests that wait on a page or an emulator beside them.
          sequence: { groupOrder: 1 },
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
