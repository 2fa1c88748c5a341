import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: the app (components and pure logic, in jsdom) and the backend side
// (emulator units, SDK conformance, oracle parity, rules), in Node.
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
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/quiet-sdk.ts'],
          globalSetup: ['tests/support/auth-global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
