/**
 * Parity harness: replays recordings of Google's Firestore emulator (./oracle, see its
 * README) against ours and compares the answers by meaning.
 *
 * Every case of a file runs once, in order, in beforeAll (cases of one file build on each
 * other's data). Then each case becomes a test of its own. Cases listed in
 * known-differences.json with a reason are not tests; instead one test checks that exactly
 * those cases still differ, so the list stays true, and one checks the pass rate (≥ 95%).
 * The rates are written to test-results/parity/*.json for the summary line.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noIndexCheck } from '../../emulator/src/firestore/query/indexes.js';
import { startTestEmulator, type TestEmulator } from '../support/emulator.js';

const ORACLE_DIR = new URL('./oracle/', import.meta.url);
const KNOWN = JSON.parse(readFileSync(new URL('./known-differences.json', import.meta.url), 'utf8')) as Record<
  string,
  Record<string, string>
>;

export function loadOracle<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(file, ORACLE_DIR), 'utf8')) as T;
}

// ---------------------------------------------------------------- comparison by meaning

const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const PLACEHOLDERS = new Set(['<time>', '<token>', '<id>', '<auto>']);

/** Replaces `{project}` everywhere in a recorded value. */
export function withProject<T>(value: T, project: string): T {
  return JSON.parse(JSON.stringify(value).replaceAll('{project}', project)) as T;
}

/**
 * Compares a recorded JSON value with ours. Placeholders match anything of their kind;
 * recorded times (which differ on every run) match any time; numbers compare by value
 * (Java prints 1.0E7). Returns a description of the first difference, or undefined.
 */
export function diffByMeaning(expected: unknown, actual: unknown, path = '$'): string | undefined {
  if (typeof expected === 'string') {
    if (PLACEHOLDERS.has(expected) && actual !== undefined) return undefined;
    if (expected.includes('<auto>') && typeof actual === 'string') {
      const [prefix = ''] = expected.split('<auto>');
      return actual.startsWith(prefix) ? undefined : `${path}: ${JSON.stringify(actual)} does not start with ${prefix}`;
    }
    if (TIME.test(expected) && typeof actual === 'string' && TIME.test(actual)) return undefined;
  }
  if (typeof expected === 'number' && typeof actual === 'number') {
    return Object.is(expected, actual) || expected === actual ? undefined : `${path}: expected ${expected}, got ${actual}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`;
    if (expected.length !== actual.length) {
      return `${path}: expected ${expected.length} items, got ${actual.length}: ${JSON.stringify(actual).slice(0, 300)}`;
    }
    for (let i = 0; i < expected.length; i++) {
      const d = diffByMeaning(expected[i], actual[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
      return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    }
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    const keys = new Set([...Object.keys(e), ...Object.keys(a)]);
    for (const key of keys) {
      if (!(key in e)) return `${path}.${key}: unexpected ${JSON.stringify(a[key]).slice(0, 200)}`;
      if (!(key in a)) return `${path}.${key}: missing, expected ${JSON.stringify(e[key]).slice(0, 200)}`;
      const d = diffByMeaning(e[key], a[key], `${path}.${key}`);
      if (d) return d;
    }
    return undefined;
  }
  return expected === actual ? undefined : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

/** Parses a recorded body: JSON when it parses (Java's number forms included), else text. */
export function parseRecordedBody(body: string | null | undefined): unknown {
  if (body === null || body === undefined) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

// ---------------------------------------------------------------- running a file

export interface ParityContext {
  readonly emulator: TestEmulator;
  /** http://host:port of our Firestore emulator. */
  readonly baseUrl: string;
}

/**
 * Declares the parity tests of one oracle section. `run` replays one case and returns a
 * description of how our answer differs, or undefined when it matches.
 */
export function parityTests<C extends { name: string }>(
  label: string,
  cases: readonly C[],
  run: (c: C, ctx: ParityContext) => Promise<string | undefined>,
  options: { minPassRate?: number } = {},
): void {
  const known = KNOWN[label] ?? {};
  const results = new Map<string, string | undefined>();
  let emulator: TestEmulator | undefined;

  describe(`parity: ${label}`, () => {
    beforeAll(async () => {
      // Google's emulator with no rules loaded allows everything, and checks no indexes.
      emulator = await startTestEmulator({ open: true, indexes: noIndexCheck });
      const ctx = { emulator, baseUrl: `http://${emulator.firestore.host}:${emulator.firestore.port}` };
      for (const c of cases) {
        try {
          results.set(c.name, await run(c, ctx));
        } catch (err) {
          results.set(c.name, `threw ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
        }
      }
    }, 120_000);

    afterAll(async () => {
      await emulator?.stop();
      const passed = [...results.values()].filter((r) => r === undefined).length;
      const rate = cases.length ? passed / cases.length : 1;
      mkdirSync('test-results/parity', { recursive: true });
      writeFileSync(
        `test-results/parity/${label.replace(/\.json$/, '')}.json`,
        JSON.stringify({ label, cases: cases.length, passed, rate, failing: Object.fromEntries([...results].filter(([, r]) => r)) }, null, 2),
      );
    });

    for (const c of cases) {
      if (c.name in known) continue;
      it(c.name, () => {
        expect(results.get(c.name), 'our answer differs from the recording').toBeUndefined();
      });
    }

    it('still differs exactly where known-differences.json says', () => {
      const failing = cases.filter((c) => results.get(c.name) !== undefined).map((c) => c.name);
      const listedButPassing = Object.keys(known).filter((name) => !failing.includes(name));
      expect(listedButPassing, 'these cases pass now: remove them from known-differences.json').toEqual([]);
    });

    it(`passes at least ${(options.minPassRate ?? 0.95) * 100}% of the cases`, () => {
      const passed = cases.filter((c) => results.get(c.name) === undefined).length;
      expect(passed / cases.length).toBeGreaterThanOrEqual(options.minPassRate ?? 0.95);
    });
  });
}
