/**
 * The hourly rebuild (.github/workflows/rebuild.yml) as GitHub reads it, and as
 * docs/deploying.md tells an admin to set it up: hourly and by hand, one run at a time, on
 * the default branch, with the repository variables and the secret the docs name, and
 * `npm run deploy`, the same command as a deploy by hand.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_KEYS } from '../../src/config/firebase-setup.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const workflowText = readFileSync(`${root}.github/workflows/rebuild.yml`, 'utf8');
const docs = readFileSync(`${root}docs/deploying.md`, 'utf8');

interface Step {
  readonly name?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly if?: string;
  readonly with?: Record<string, unknown>;
  readonly env?: Record<string, string>;
}
interface Workflow {
  readonly on: { readonly schedule?: readonly { readonly cron: string }[]; readonly workflow_dispatch?: unknown };
  readonly concurrency?: { readonly group?: string; readonly 'cancel-in-progress'?: boolean };
  readonly permissions?: Record<string, string>;
  readonly jobs: Record<string, { readonly if?: string; readonly 'runs-on': string; readonly steps: readonly Step[] }>;
}

const workflow = parse(workflowText) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps);
const deployStep = steps.find((step) => step.run?.trim() === 'npm run deploy');

/** The docs' section on the scheduled deploy, up to the next section of the same level. */
function docsSection(heading: string): string {
  const start = docs.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const end = docs.indexOf('\n## ', start + 1);
  return docs.slice(start, end < 0 ? undefined : end);
}
const section = docsSection('Keeping the built pages fresh');

/** Names the workflow reads from a context: `secrets.X`, `vars.X`. */
const namesIn = (context: 'secrets' | 'vars'): string[] =>
  [...new Set([...workflowText.matchAll(new RegExp(`\\b${context}\\.([A-Za-z0-9_]+)`, 'g'))].map((match) => match[1]!))].sort();

describe('the hourly rebuild workflow', () => {
  it('runs at least every hour, off the top of the hour, and by hand', () => {
    const crons = (workflow.on.schedule ?? []).map((entry) => entry.cron);
    expect(crons).toHaveLength(1);
    const [minutes, ...rest] = crons[0]!.trim().split(/\s+/);
    // Fixed minutes of every hour, every day, month and weekday.
    expect(rest).toEqual(['*', '*', '*', '*']);
    expect(minutes).toMatch(/^\d{1,2}(,\d{1,2})*$/);
    for (const minute of minutes!.split(',').map(Number)) {
      expect(minute).toBeGreaterThan(0);
      expect(minute).toBeLessThan(60);
    }
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    // The docs give the same schedule, as the line to change.
    expect(section).toContain(`cron: '${crons[0]}'`);
  });

  it('never runs two deploys at once, and never cancels one under way', () => {
    expect(workflow.concurrency?.group).toEqual(expect.stringMatching(/\S/));
    expect(workflow.concurrency?.['cancel-in-progress']).toBe(false);
  });

  it('reads the repository and nothing more, on the default branch of a repository that deploys', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(jobs).toHaveLength(1);
    const condition = jobs[0]!.if ?? '';
    expect(condition).toContain("vars.VITE_FIREBASE_PROJECT_ID != ''");
    expect(condition).toContain('github.ref_name == github.event.repository.default_branch');
  });

  it('installs with npm ci on Node 20, and runs npm run deploy, the command the docs give', () => {
    const uses = steps.flatMap((step) => (step.uses ? [step.uses] : []));
    expect(uses.map((action) => action.replace(/@.*/, ''))).toEqual(['actions/checkout', 'actions/setup-node']);
    // Pinned to a major version.
    for (const action of uses) expect(action).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
    const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setupNode?.with).toMatchObject({ 'node-version': 20, cache: 'npm' });

    const runs = steps.flatMap((step) => (step.run ? [step.run.trim()] : []));
    const install = runs.findIndex((run) => /^npm ci\b/.test(run));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(deployStep).toBeDefined();
    expect(runs.indexOf('npm run deploy')).toBeGreaterThan(install);
    expect(docs).toMatch(/^npm run deploy +# /m);
    expect(section).toContain('`npm run deploy`');
  });

  it('gives npm run deploy the project config from variables and the service account key from the secret', () => {
    const env = deployStep?.env ?? {};
    for (const key of [...PROJECT_KEYS, 'VITE_SITE_URL']) expect(env[key], key).toBe(`\${{ vars.${key} }}`);

    // The key is written from the secret to a file, named to firebase-tools, and removed.
    const keyStep = steps.find((step) => step.env?.FIREBASE_SERVICE_ACCOUNT !== undefined);
    expect(keyStep?.env?.FIREBASE_SERVICE_ACCOUNT).toBe('${{ secrets.FIREBASE_SERVICE_ACCOUNT }}');
    const keyFile = /"\$RUNNER_TEMP\/([\w.-]+\.json)"/.exec(keyStep?.run ?? '')?.[1];
    expect(keyFile).toBeDefined();
    expect(keyStep?.run).toContain(`> "$RUNNER_TEMP/${keyFile}"`);
    expect(env.GOOGLE_APPLICATION_CREDENTIALS).toBe(`\${{ runner.temp }}/${keyFile}`);
    expect(steps.indexOf(keyStep!)).toBeLessThan(steps.indexOf(deployStep!));
    const removal = steps.find((step) => step.run?.includes(`rm -f "$RUNNER_TEMP/${keyFile}"`));
    expect(removal?.if).toBe('always()');
  });

  it('uses exactly the secret and the variables the docs tell an admin to set', () => {
    expect(section).not.toBe('');
    expect(namesIn('secrets')).toEqual(['FIREBASE_SERVICE_ACCOUNT']);
    expect(namesIn('vars')).toEqual([...PROJECT_KEYS, 'VITE_SITE_URL'].sort());
    expect(section).toContain('the secret `FIREBASE_SERVICE_ACCOUNT`');
    for (const name of namesIn('vars')) expect(section, name).toContain(`\`${name}\``);
    // And names nothing else as one to set.
    const named = [...section.matchAll(/`((?:VITE|FIREBASE)_[A-Z0-9_]+)`/g)].map((match) => match[1]!);
    expect([...new Set(named)].sort()).toEqual([...namesIn('secrets'), ...namesIn('vars')].sort());
  });
});
