/**
 * `npm test`: every check, in order, and one closing line `N passed, N failed`.
 *
 *   type-check (1), lint (1) and knip (1), side by side · production build and bundle budgets (2) ·
 *   Vitest: app, emulator units, SDK conformance, oracle parity, rules (each test) ·
 *   Playwright end-to-end journeys in Chromium (each test)
 *
 * A step that crashes before reporting counts as one failed test, never as zero.
 *
 * Vitest and Playwright give a failed test one retry, only to tell a flaky test from a
 * broken one: a test that needed its retry fails the run as a failure does, named under
 * "Passed only on a retry (flaky)" with the error of its first run. Failed tests are named
 * at the end too, since CI keeps only the end of the output, and so is how long each stage
 * took.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.js';
import { e2eBasePort } from './lib/e2e-ports.js';
import { exitOnPortError } from '../emulator/src/config.js';

// An E2E_PORT_OFFSET that moves an end-to-end port out of reach ends the run here, before any stage.
exitOnPortError(() => e2eBasePort());

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
/** Each failed test by name with the first line of its error: CI shows only the end of the output. */
const failedTests: string[] = [];
/** Tests that failed once and passed on their one retry, named the same way: each fails the run. */
const flakyTests: string[] = [];
/** How long each stage took, printed at the end. */
const stageTimes: [string, number][] = [];

/** Runs a stage and records its time. */
async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stageTimes.push([stage, (performance.now() - started) / 1000]);
  }
}

/** The first line of an error that says something, without terminal colours. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').map((line) => line.trim()).find(Boolean)?.slice(0, 300) ?? '(no message)';
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

function specsWith(status: 'unexpected' | 'flaky', suites: PlaywrightSuite[], titles: string[]): [string, string | undefined][] {
  return suites.flatMap((suite) => {
    const trail = suite.file && !titles.length ? [suite.file] : [...titles, suite.title];
    const here = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === status)
        .map((t): [string, string | undefined] => [
          [...trail, spec.title].join(' › '),
          t.results.find((r) => r.error)?.error?.message,
        ]),
    );
    return [...here, ...specsWith(status, suite.suites ?? [], trail)];
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Runs a command with its output printed as it comes and kept, to quote from once it ends. */
function runKept(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      to.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (err) => resolve({ code: 1, output: String(err) }));
  });
}

/**
 * What a runner said of an error no test owns (Vitest's "Unhandled Errors", a teardown that
 * threw): the lines from its first error heading, without colours, at most 25 of them.
 */
function unownedErrors(output: string): string[] {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /Unhandled (Error|Rejection)|⎯ .*Error/i.test(line));
  const end = lines.findIndex((line, i) => i > start && /^\s*Test Files\b/.test(line));
  const from = start >= 0 ? start : Math.max(0, (end >= 0 ? end : lines.length) - 25);
  return lines.slice(from, end >= 0 ? end : undefined).filter((line) => line.trim()).slice(0, 25);
}

function heading(title: string): void {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

/** Runs a command with its output kept, for steps that run side by side. */
function runQuietly(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close', not 'exit': by then the output has been read to its end.
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (err) => resolve({ code: 1, output: String(err) }));
  });
}

/** Counts a step that is one test, and prints how it ended. */
function count(title: string, ok: boolean): boolean {
  if (ok) total.passed++;
  else {
    total.failed++;
    failures.push(title);
  }
  console.log(ok ? `✔ ${title}` : `✘ ${title}`);
  return ok;
}

/** A step that is one test: passes when the command exits 0. */
async function check(title: string, command: string, args: string[]): Promise<boolean> {
  heading(title);
  return count(title, (await run(command, args)) === 0);
}

/**
 * Steps that are one test each, run side by side (each is mostly one core's work, and the
 * machine may have two), their outputs printed one after the other once all have ended.
 */
async function checksTogether(steps: { title: string; command: string; args: string[] }[]): Promise<void> {
  const ended = await Promise.all(steps.map((step) => runQuietly(step.command, step.args)));
  steps.forEach((step, i) => {
    heading(step.title);
    if (ended[i]!.output) process.stdout.write(ended[i]!.output);
    count(step.title, ended[i]!.code === 0);
  });
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

const started = performance.now();
await timed('Type-check and lint', () =>
  checksTogether([
    { title: 'Type-check (tsc -b)', command: bin('tsc'), args: ['-b'] },
    { title: 'Lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
    { title: 'Unused files, exports and dependencies (knip)', command: bin('knip'), args: ['--no-progress'] },
  ]),
);
// For the local emulators: a build for production needs a real project's config.
await timed('Build and bundle budgets', async () => {
  if (await check('Production build (vite build --mode emulators)', bin('vite'), ['build', '--mode', 'emulators', '--logLevel', 'warn'])) {
    await check('Bundle budgets (scripts/check-bundle.ts)', bin('tsx'), ['scripts/check-bundle.ts']);
  } else {
    total.failed++;
    failures.push('Bundle budgets (no build)');
  }
});

heading('Unit, integration, conformance, parity and rules tests (Vitest)');
const vitestJson = path.join(results, 'vitest.json');
const vitestRun = await timed('Vitest', () =>
  runKept(bin('vitest'), ['run', '--retry=1', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
);
const vitestExit = vitestRun.code;
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}
const vitest = readJson<VitestReport>(vitestJson);
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
for (const file of vitest?.testResults ?? []) {
  const where = path.relative(root, file.name);
  const failed = file.assertionResults.filter((t) => t.status === 'failed');
  for (const t of failed) failedTests.push(`${where} › ${t.fullName}\n      ${firstLine(t.failureMessages[0])}`);
  // A test that passed with a failure message failed its first run.
  for (const t of file.assertionResults.filter((t) => t.status === 'passed' && t.failureMessages.length)) {
    flakyTests.push(`${where} › ${t.fullName}\n      ${firstLine(t.failureMessages[0])}`);
  }
  if (!failed.length && file.status === 'failed') failedTests.push(`${where}\n      ${firstLine(file.message)}`);
}
// Vitest ended badly with no test to blame: quote what it said, or CI's tail shows only the count.
if (vitestExit !== 0 && vitest && vitest.numFailedTests === 0 && vitest.numFailedTestSuites === 0) {
  failedTests.push(`Vitest exited ${vitestExit} with every test passed; it said:\n${unownedErrors(vitestRun.output).map((l) => `      ${l}`).join('\n')}`);
}

heading('End-to-end journeys (Playwright, Chromium)');
const chromium = ensureChromium();
if (!chromium.ok) {
  console.log(chromium.message);
  add('Playwright', undefined, 1);
} else {
  const playwrightJson = path.join(results, 'playwright.json');
  const playwrightExit = await timed('Playwright', () =>
    run(bin('playwright'), ['test', '--retries=1', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      CHROMIUM_PATH: chromium.executablePath,
    }),
  );
  const pw = readJson<PlaywrightReport>(playwrightJson);
  for (const [title, error] of specsWith('unexpected', pw?.suites ?? [], [])) failedTests.push(`${title}\n      ${firstLine(error)}`);
  for (const [title, error] of specsWith('flaky', pw?.suites ?? [], [])) flakyTests.push(`${title}\n      ${firstLine(error)}`);
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

// A test that passed only on its retry is flaky: it fails the run, and counts as failed.
total.passed -= flakyTests.length;
total.failed += flakyTests.length;
if (flakyTests.length) {
  heading('Passed only on a retry (flaky: each fails the run)');
  for (const t of flakyTests) console.log(`  ✘ ${t}`);
}
if (failures.length) {
  heading('Failed');
  for (const f of failures) console.log(`  ✘ ${f}`);
  for (const t of failedTests) console.log(`    ✘ ${t}`);
}
heading('Time');
for (const [stage, seconds] of stageTimes) console.log(`  ${stage.padEnd(28)} ${seconds.toFixed(0).padStart(4)} s`);
console.log(`  ${'npm test'.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`);
console.log('');
console.log(`${total.passed} passed, ${total.failed} failed` + (total.skipped ? `, ${total.skipped} skipped` : ''));
process.exit(total.failed ? 1 : 0);
