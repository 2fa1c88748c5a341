import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Tests that run the repo's commands in child processes (the 'commands' project). */
const COMMAND_TESTS = ['tests/local-stack/**/*.test.ts', 'tests/deploy/**/*.test.ts'];

// Three projects: the app (components and pure logic, in jsdom), the backend side
// (emulator units, SDK conformance, oracle parity, rules), in Node, and then the commands
// (npm start, npm run emulators, npm run deploy) run as a user runs them.
export default defineConfig({
  test: {
    // Two cores: keep parallelism modest.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Worker threads start faster than the default child processes (about 10% of this project's time).
          pool: 'threads',
          globals: true,
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/jest-dom.ts'],
          globalSetup: ['tests/support/auth-global-setup.ts'],
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
          globalSetup: ['tests/support/auth-global-setup.ts'],
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
