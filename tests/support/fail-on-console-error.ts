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
  expect(errors, 'console.error was called').toEqual([]);
});
