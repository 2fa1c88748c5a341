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
  // Strings, so that a failure says what was logged rather than `[ …(2) ]`.
  expect(errors.map((args) => args.map(String).join(' ')), 'console.error was called').toEqual([]);
});
