/**
 * A test that logs console.error fails (docs/architecture.md, Conventions): errors the code under test reports
 * must be asserted, not printed.
 */
import { afterEach, beforeEach, vi, expect } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  // What was logged, in the message itself: a report (Vitest's JSON, CI's summary) keeps the
  // message but shows a compared array only as `[ Array(1) ]`.
  const logged = errors.map((args) => args.map(String).join(' '));
  expect(logged, `console.error was called: ${logged.join(' | ').slice(0, 2000)}`).toEqual([]);
});
