/**
 * `npm test`: every check, in order, and one closing line `N passed, N failed`.
 *
 *   type-check (1) · lint (1) · production build and bundle budgets (2) ·
 *   Vitest: app, emulator units, SDK conformance, oracle parity, rules (each test) ·
 *   Playwright end-to-end journeys in Chromium (each test)
 *
 * A step that crashes before reporting counts as one failed test, never as zero.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const results = path.join(root, 'test-results');
const bin = (name: string): string => path.join(root, 'node_modules', '.bin', name);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

function heading(title: string): void {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

/** A step that is one test: passes when the command exits 0. */
async function check(title: string, command: string, args: string[]): Promise<boolean> {
  heading(title);
  const ok = (await run(command, args)) === 0;
  if (ok) total.passed++;
  else {
    total.failed++;
    failures.push(title);
  }
  console.log(ok ? `✔ ${title}` : `✘ ${title}`);
  return ok;
}

/** Adds a runner's counts; a runner that failed without counting a failure counts one. */
function add(title: string, counts: Counts | undefined, exitCode: number): void {
  if (counts && exitCode !== 0 && counts.failed === 0) {
    counts = { ...counts, failed: 1 };
    failures.push(`${title} exited with code ${exitCode}`);
  }
  if (!counts) {
    total.failed++;
    failures.push(`${title} (did not report results)`);
    return;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  if (counts.failed) failures.push(`${title}: ${counts.failed} failed`);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

await check('Type-check (tsc -b)', bin('tsc'), ['-b']);
await check('Lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
// For the local emulators: a build for production needs a real project's config.
if (await check('Production build (vite build --mode emulators)', bin('vite'), ['build', '--mode', 'emulators', '--logLevel', 'warn'])) {
  await check('Bundle budgets (scripts/check-bundle.ts)', bin('tsx'), ['scripts/check-bundle.ts']);
} else {
  total.failed++;
  failures.push('Bundle budgets (no build)');
}

heading('Unit, integration, conformance, parity and rules tests (Vitest)');
const vitestJson = path.join(results, 'vitest.json');
const vitestExit = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number }>(vitestJson);
add(
  'Vitest',
  vitest && {
    passed: vitest.numPassedTests,
    // A suite that fails to load has no failed tests of its own: count it.
    failed: vitest.numFailedTests + (vitest.numFailedTests === 0 ? vitest.numFailedTestSuites : 0),
    skipped: vitest.numPendingTests + vitest.numTodoTests,
  },
  vitestExit,
);

heading('End-to-end journeys (Playwright, Chromium)');
const chromium = ensureChromium();
if (!chromium.ok) {
  console.log(chromium.message);
  add('Playwright', undefined, 1);
} else {
  const playwrightJson = path.join(results, 'playwright.json');
  const playwrightExit = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    CHROMIUM_PATH: chromium.executablePath,
  });
  const pw = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightJson);
  add(
    'Playwright',
    pw && { passed: pw.stats.expected + pw.stats.flaky, failed: pw.stats.unexpected, skipped: pw.stats.skipped },
    playwrightExit,
  );
}

const parityDir = path.join(results, 'parity');
if (existsSync(parityDir)) {
  heading('Parity with Google\'s emulator (tests/parity/oracle)');
  for (const file of readdirSync(parityDir).sort()) {
    const r = readJson<{ label: string; cases: number; passed: number; rate: number }>(path.join(parityDir, file));
    if (r) console.log(`  ${r.label.padEnd(22)} ${String(r.passed).padStart(4)}/${String(r.cases).padEnd(4)} ${(r.rate * 100).toFixed(1)}%`);
  }
  console.log('  Cases that differ are listed with reasons in tests/parity/known-differences.json');
}

const coverage = readJson<{ summary: string }>(path.join(results, 'rules-coverage.json'));
if (coverage) {
  heading('Security rules (tests/rules)');
  console.log(`  ${coverage.summary}`);
}

if (failures.length) {
  heading('Failed');
  for (const f of failures) console.log(`  ✘ ${f}`);
}
console.log('');
console.log(`${total.passed} passed, ${total.failed} failed` + (total.skipped ? `, ${total.skipped} skipped` : ''));
process.exit(total.failed ? 1 : 0);
