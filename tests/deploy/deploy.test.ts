/**
 * npm run deploy refuses, before building or deploying anything, a missing config, an
 * incomplete one and a demo- project; its dry run checks and builds for the real project
 * and deploys nothing. A production `vite build` without a project fails, and the Hosting
 * predeploy hook refuses a folder built for the emulators or for another project.
 *
 * The VITE_FIREBASE_* variables are always given (empty for "not set"): they take
 * precedence over .env files, so a developer's own .env.production.local cannot change
 * what these tests see.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TARGET_FILE } from '../../scripts/lib/build-target.js';
import { startStack, type RunningStack } from '../../scripts/lib/stack.js';
import { PAGE_ADDRESSES } from '../../src/app/page-addresses.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const REAL = {
  VITE_FIREBASE_API_KEY: 'AIzaSyTest-key_0123456789',
  VITE_FIREBASE_AUTH_DOMAIN: 'finance-articles-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'finance-articles-test',
  VITE_FIREBASE_STORAGE_BUCKET: 'finance-articles-test.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
};
const NONE = Object.fromEntries(Object.keys(REAL).map((key) => [key, '']));

interface Run {
  readonly code: number | null;
  readonly output: string;
}

function run(command: string, args: readonly string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const deploy = (env: Record<string, string>, ...args: string[]): Promise<Run> => run('npm', ['run', 'deploy', '--', ...args], env);

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'deploy-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('npm run deploy refuses, deploying nothing', () => {
  const refusals = [
    { what: 'no config', env: NONE, says: 'No Firebase project is configured' },
    {
      what: 'an incomplete config',
      env: { ...REAL, VITE_FIREBASE_APP_ID: '', VITE_FIREBASE_MESSAGING_SENDER_ID: '' },
      says: 'Incomplete Firebase config: set VITE_FIREBASE_MESSAGING_SENDER_ID, VITE_FIREBASE_APP_ID.',
    },
    { what: 'a demo- project', env: { ...REAL, VITE_FIREBASE_PROJECT_ID: 'demo-finance-articles' }, says: 'a demo- project exists only in the emulators' },
    { what: 'a placeholder copied from the docs', env: { ...REAL, VITE_FIREBASE_API_KEY: '…' }, says: 'VITE_FIREBASE_API_KEY looks like a placeholder' },
  ];
  for (const { what, env, says } of refusals) {
    it(`with ${what}, before building, even as a dry run`, async () => {
      const outDir = path.join(scratch, `refused-${what.replace(/\W+/g, '-')}`);
      for (const args of [[], ['--dry-run', '--out-dir', outDir]]) {
        const result = await deploy(env, ...args);
        expect(result.code).toBe(1);
        expect(result.output).toContain('Refusing to deploy; nothing was built or deployed:');
        expect(result.output).toContain(says);
        expect(result.output).not.toContain('Building the site');
        expect(result.output).not.toContain('Deploying to');
      }
      expect(existsSync(outDir)).toBe(false);
    }, 60_000);
  }
});

/** A published article of the test project, as the editor stores the fields its page shows. */
const PUBLISHED = {
  title: { stringValue: 'Margins & <Moats>' },
  slug: { stringValue: 'margins-and-moats' },
  summary: { stringValue: 'What a wide moat does to margins.' },
  content: { stringValue: '<p>The text of the article.</p>' },
  category: { stringValue: 'equity-research' },
  status: { stringValue: 'published' },
  author: { mapValue: { fields: { id: { stringValue: 'a1' }, name: { stringValue: 'Maya Chen' } } } },
  publishedAt: { timestampValue: '2026-11-02T09:30:00Z' },
  createdAt: { timestampValue: '2026-11-02T09:00:00Z' },
  tickers: { arrayValue: { values: [{ stringValue: 'KO' }] } },
};

describe('npm run deploy -- --dry-run', () => {
  let dryRun: Run;
  let stack: RunningStack;
  const outDir = (): string => path.join(scratch, 'site');
  beforeAll(async () => {
    // The pages are rendered from Firestore; here, as FIRESTORE_EMULATOR_HOST asks, from a local emulator's.
    stack = await startStack({ root, ports: { firestore: 0, storage: 0, auth: 0 } });
    const firestore = `${stack.firestore.host}:${stack.firestore.port}`;
    const written = await fetch(`http://${firestore}/v1/projects/finance-articles-test/databases/(default)/documents/articles/a1`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: PUBLISHED }),
    });
    expect(written.ok).toBe(true);
    dryRun = await deploy({ ...REAL, FIRESTORE_EMULATOR_HOST: firestore }, '--dry-run', '--out-dir', outDir());
  }, 240_000);
  afterAll(() => stack?.stop());

  it('checks and builds the site for the configured project, and deploys nothing', async () => {
    expect(dryRun.code, dryRun.output).toBe(0);
    expect(dryRun.output).toContain('Building the site for the Firebase project finance-articles-test');
    expect(dryRun.output).toContain('Nothing was deployed.');
    expect(dryRun.output).toContain('firebase deploy --project finance-articles-test --only hosting,firestore:rules,firestore:indexes,storage');
    expect(dryRun.output).not.toContain('Deploying to');
    expect(JSON.parse(await readFile(path.join(outDir(), BUILD_TARGET_FILE), 'utf8'))).toEqual({ projectId: 'finance-articles-test', emulators: false });
    expect(dryRun.output).toContain('Rendering the published articles of the Firestore emulator at');
    expect(dryRun.output).toContain('Rendered 10 pages, 1 of them articles.');
    // shell.html: index.html as Vite wrote it, for the reader addresses with no page of their own.
    const html = await readFile(path.join(outDir(), 'shell.html'), 'utf8');
    expect(html).toContain('https://firestore.googleapis.com');
    expect(html).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(html).not.toContain('id="built-page"');
    // The article's own page, linked at the project's address; the home page lists it.
    const article = await readFile(path.join(outDir(), 'article', 'margins-and-moats.html'), 'utf8');
    expect(article).toContain('<title data-built>Margins &amp; &lt;Moats&gt; | Finance Articles</title>');
    expect(article).toContain('<link data-built rel="canonical" href="https://finance-articles-test.web.app/article/margins-and-moats"/>');
    expect(article).toContain('<p>The text of the article.</p>');
    expect(article).not.toMatch(/127\.0\.0\.1|localhost/);
    const home = await readFile(path.join(outDir(), 'index.html'), 'utf8');
    expect(home).toContain('href="/article/margins-and-moats"');
    expect(existsSync(path.join(outDir(), 'ticker', 'KO.html'))).toBe(true);
    expect(existsSync(path.join(outDir(), 'author', 'a1.html'))).toBe(true);
    // Hosting serves a built page's file first (cleanUrls); firebase.json's rewrites serve
    // shell.html for a list's and an article's address that has none (as the boot reads
    // addresses), which asks for React after its first paint, and app.html, the same
    // document asking for React up front, for the app's other routes. A ticker or an author
    // the build has no page for, and every other address, get 404.html: the shell, not
    // indexed, with status 404 (tests/deploy/hosting-rewrites.test.ts).
    const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: { cleanUrls?: boolean; rewrites: { regex?: string; destination: string }[] } };
    const { rewrites, cleanUrls } = firebaseJson.hosting;
    expect(cleanUrls).toBe(true);
    expect(rewrites.map((rewrite) => rewrite.destination)).toEqual(['/shell.html', '/shell.html', '/app.html']);
    const servedIndex = rewrites.slice(0, 2).map((rewrite) => new RegExp(rewrite.regex!));
    const addresses = ['/article/a-slug', '/article/AbC123/', '/blog/a-slug', '/blog', '/blog/', '/article', '/article/a/b', '/articles', '/articles/x'];
    addresses.push('/market-insights', '/trade-ideas/', '/categories/trade-ideas', '/ticker', '/ticker/a/b', '/about', '/admin/articles', '/author', '/author/a/b');
    for (const address of addresses) {
      const boot = PAGE_ADDRESSES.article.test(address) || PAGE_ADDRESSES.list.test(address) || PAGE_ADDRESSES.author.test(address);
      expect(servedIndex.some((regex) => regex.test(address)), address).toBe(boot);
    }
    const notFound = await readFile(path.join(outDir(), '404.html'), 'utf8');
    expect(notFound.replace(/\s*<meta name="robots" content="noindex">/, '')).toBe(html);
    const appHtml = await readFile(path.join(outDir(), 'app.html'), 'utf8');
    const reactPreload = /<link rel="modulepreload" crossorigin href="\/assets\/react-[^"]+\.js">/;
    expect(appHtml).toMatch(reactPreload);
    expect(html).not.toMatch(reactPreload);
    expect(appHtml.replace(reactPreload, '').replace(/\s+<link rel="modulepreload"[^>]+>/g, '')).toBe(html.replace(/\s+<link rel="modulepreload"[^>]+>/g, ''));
  });

  it('gives firebase deploy a predeploy hook that accepts this build for its project only', async () => {
    const hook = (dir: string, project: string): Promise<Run> => run('node', ['--import', 'tsx', 'scripts/check-deploy-build.ts'], { RESOURCE_DIR: dir, GCLOUD_PROJECT: project });
    const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: { predeploy: string } };
    expect(firebaseJson.hosting.predeploy).toBe('node --import tsx scripts/check-deploy-build.ts');

    expect((await hook(outDir(), 'finance-articles-test')).code).toBe(0);
    const elsewhere = await hook(outDir(), 'another-project');
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.output).toContain('was built for the project finance-articles-test, not for another-project');

    const emulatorBuild = path.join(scratch, 'emulator-build');
    await mkdir(emulatorBuild);
    await writeFile(path.join(emulatorBuild, BUILD_TARGET_FILE), JSON.stringify({ projectId: 'demo-finance-articles', emulators: true }));
    const refused = await hook(emulatorBuild, 'finance-articles-test');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('was built for the local emulators');
    const unknown = await hook(path.join(scratch, 'nothing-built'), 'finance-articles-test');
    expect(unknown.code).toBe(1);
  }, 60_000);
});

describe('a production build', () => {
  it('fails without a Firebase project, saying how to deploy or build for the emulators', async () => {
    const outDir = path.join(scratch, 'no-project');
    const result = await run('npx', ['vite', 'build', '--outDir', outDir], NONE);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('This production build has no usable Firebase project');
    expect(result.output).toContain('npm run build -- --mode emulators');
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
  }, 60_000);
});
