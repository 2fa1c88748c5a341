/**
 * `npm run bench:pages`: Lighthouse (mobile, simulated throttling, the default config) on
 * the home page, /blog and an article of the demo content, pages the build rendered, and an
 * article published after the build, which the shell serves, 3 runs each (the run with the
 * median Performance score is shown), through the production build served as Firebase
 * Hosting would serve it, against a freshly seeded local stack on free ports. Prints one
 * line per page; a benchmark, not a test (BENCH_RUNS changes the number of runs).
 *
 * BENCH_THROTTLING=devtools slows the network and CPU for real while the page loads, instead
 * of simulating afterwards (Lantern). The simulation leaves out CORS preflights, and so
 * cannot show what the first screen's preflight-free query saves; real throttling can.
 *
 * BENCH_PAGES=/,/blog measures only the pages named; BENCH_SAVE=DIR writes every run's report
 * there as JSON (the median's too), to study what a figure is made of.
 *
 * Besides Lighthouse's figures, each page's image bytes on the first screen (at Lighthouse's
 * 412 px phone: the responses of the images whose box is in the first viewport), and for
 * the built article the LCP of the same HTML with every script removed, measured in turn
 * with it (run 1 of each, then run 2 of each…), and the ratio of the two: how much the
 * page's scripts delay the largest paint of a page that is already drawn.
 *
 * A full run (all pages, simulated throttling) also writes docs/bench-pages.md, the figures
 * the README points to: they change with every run and every machine, so they are generated,
 * never edited by hand.
 *
 * Targets (issues 9, 24 and 35): Performance >= 98 for the built pages and >= 95 for the
 * article published after the build; Accessibility, Best Practices and SEO 100; CLS 0;
 * LCP <= 2.0 s; first-screen images <= 150 KiB; the built article's LCP at most 1.15x its
 * script-free LCP.
 */
import { launch } from 'chrome-launcher';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSiteFor } from './lib/build-site.js';
import { findChromium } from './lib/chromium.js';
import { startHostingPreview } from './lib/hosting-preview.js';
import { seedDemoContent } from './lib/seed-demo.js';
import { startStack } from './lib/stack.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.join(root, 'node_modules', '.cache', 'bench-dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const ARTICLE_SLUG = 'reading-a-10-k-the-five-sections-analysts-check-first';
/** The same article under another address, published once the site is built: the shell serves it (publishAfterBuild). */
const LATE_SLUG = `${ARTICLE_SLUG}-published-after-the-build`;
const BUILT_ARTICLE = `/article/${ARTICLE_SLUG}`;
/** The built article's HTML with every script removed (writeScriptFree), measured beside it. */
const SCRIPT_FREE = `/article/${ARTICLE_SLUG}-without-scripts`;
const ALL_PAGES = ['/', '/blog', BUILT_ARTICLE, `/article/${LATE_SLUG}`];
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const SAVE_DIR = process.env.BENCH_SAVE;

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Result = RunnerResult['lhr'];

/** A run's report and what the benchmark reads from its artifacts. */
interface Run {
  readonly lhr: Result;
  /** Bytes of the image responses shown in the first viewport. */
  readonly firstScreenImages: number;
}

/** The run with the median Performance score. */
function medianRun(runs: readonly Run[]): Run {
  const sorted = [...runs].sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run completed.');
  return median;
}

/**
 * The bytes of the images the reader sees first: every <img> whose box meets the emulated
 * viewport (412x823 on Lighthouse's phone) as the page ended, counted once per address,
 * at its response's transfer size.
 */
function firstScreenImageBytes({ lhr, artifacts }: RunnerResult): number {
  const { width, height } = lhr.configSettings.screenEmulation;
  const shown = new Set(
    (artifacts.ImageElements ?? [])
      .filter(({ src, clientRect: box }) => src && box.top < height && box.bottom > 0 && box.left < width && box.right > 0 && box.bottom > box.top)
      .map(({ src }) => src),
  );
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; transferSize?: number }[] } | undefined)?.items ?? [];
  let bytes = 0;
  for (const url of shown) bytes += Math.max(0, ...requests.filter((request) => request.url === url).map((request) => request.transferSize ?? 0));
  return bytes;
}

/**
 * The built article as the build wrote it, less every script (inline, module and JSON
 * blocks) and module preload, served beside it under SCRIPT_FREE: what the page paints
 * without the app.
 */
function writeScriptFree(): void {
  const built = readFileSync(path.join(outDir, `${BUILT_ARTICLE.slice(1)}.html`), 'utf8');
  const bare = built.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  if (/<script\b/i.test(bare)) throw new Error('bench:pages: a script is left in the script-free article.');
  writeFileSync(path.join(outDir, `${SCRIPT_FREE.slice(1)}.html`), bare);
}

/**
 * Publishes a copy of the demo article under LATE_SLUG, as an admin would after the build:
 * the build has no page for it, and the app draws it in the shell.
 */
async function publishAfterBuild(stack: Awaited<ReturnType<typeof startStack>>): Promise<void> {
  const documents = `http://${stack.firestore.host}:${stack.firestore.port}/v1/projects/${stack.projectId}/databases/(default)/documents`;
  const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
  const where = { fieldFilter: { field: { fieldPath: 'slug' }, op: 'EQUAL', value: { stringValue: ARTICLE_SLUG } } };
  const found = await fetch(`${documents}:runQuery`, { method: 'POST', headers: owner, body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'articles' }], where, limit: 1 } }) });
  const [entry] = (await found.json()) as { document?: { fields: Record<string, unknown> } }[];
  if (!entry?.document) throw new Error(`bench:pages: the demo content has no article ${ARTICLE_SLUG}.`);
  const fields = { ...entry.document.fields, slug: { stringValue: LATE_SLUG }, publishedAt: { timestampValue: new Date().toISOString() } };
  const written = await fetch(`${documents}/articles/published-after-the-build`, { method: 'PATCH', headers: owner, body: JSON.stringify({ fields }) });
  if (!written.ok) throw new Error(`bench:pages: could not publish the article after the build (${written.status}).`);
}

const score = (lhr: Result, category: string): string => String(Math.round((lhr.categories[category]?.score ?? 0) * 100));
const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

function scriptBytes(lhr: Result): number {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/** A page's name in the figures: an article by what it is rather than its long address. */
const pageName = (page: string): string =>
  page.endsWith(LATE_SLUG) ? 'an article published after the build' : page.startsWith('/article/') ? 'an article (built)' : page;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const lcpSeconds = (lhr: Result): string => `${(numeric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`;

function line(page: string, { lhr, firstScreenImages }: Run): string {
  return [
    pageName(page).padEnd(38),
    `Perf ${score(lhr, 'performance').padStart(3)}`,
    `A11y ${score(lhr, 'accessibility').padStart(3)}`,
    `BP ${score(lhr, 'best-practices').padStart(3)}`,
    `SEO ${score(lhr, 'seo').padStart(3)}`,
    `LCP ${(numeric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`,
    `TBT ${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
    `CLS ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)}`,
    `JS ${kib(scriptBytes(lhr))}`,
    `first-screen images ${kib(firstScreenImages)}`,
  ].join('  ');
}

/** The built article's LCP over its script-free LCP, each the median run's. */
const scriptDelay = (built: Run, bare: Run): number => numeric(built.lhr, 'largest-contentful-paint') / numeric(bare.lhr, 'largest-contentful-paint');

/** The figures of a page, as a row of the report's table. */
function row(page: string, { lhr, firstScreenImages }: Run): string {
  const cells = [
    pageName(page),
    score(lhr, 'performance'),
    score(lhr, 'accessibility'),
    score(lhr, 'best-practices'),
    score(lhr, 'seo'),
    lcpSeconds(lhr),
    `${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
    numeric(lhr, 'cumulative-layout-shift').toFixed(3),
    kib(scriptBytes(lhr)),
    kib(firstScreenImages),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** docs/bench-pages.md: this run's figures, with when and where they were measured. */
function writeReport(rows: readonly string[], lighthouseVersion: string, scriptFree: { built: Run; bare: Run } | null): void {
  const delay = scriptFree
    ? [
      `The built article without any script (the same HTML, every \`<script>\` and module preload removed, measured`,
      `in turn with it): LCP ${lcpSeconds(scriptFree.bare.lhr)}, against ${lcpSeconds(scriptFree.built.lhr)} with its scripts: ${scriptDelay(scriptFree.built, scriptFree.bare).toFixed(2)}x.`,
      '',
    ]
    : [];
  const report = [
    '# Reader pages: figures of the last full benchmark',
    '',
    `Generated by \`npm run bench:pages\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, Lighthouse ${lighthouseVersion},`,
    `mobile, simulated throttling, median of ${RUNS} runs per page). Do not edit: run the benchmark again.`,
    '',
    '| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | JS (transfer) | first-screen images (412 px) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...delay,
    'The demo content\'s featured images are photographs at a camera\'s size (3000 to 4032 px wide, about 1 MB as',
    'JPEG), stored as image sets (docs/local-stack.md). First-screen images: the responses of the images whose box',
    'is in the first 412x823 viewport.',
    '',
    `The build rendered the first three pages. The article published after the build (\`/article/${LATE_SLUG}\`,`,
    'the built one under another address) has no page of its own: the shell serves it and the app draws it.',
    '',
  ].join('\n');
  writeFileSync(path.join(root, 'docs', 'bench-pages.md'), report);
}

/** What Lighthouse found short of 100 in a category, for the log under the figures. */
function shortfalls(lhr: Result): string[] {
  const failing: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}: ${audit.title}`);
    }
  }
  return failing;
}

/** Writes a run's report, and its trace when given (it opens in DevTools' Performance panel). */
function saveReport(page: string, name: string, lhr: Result, trace?: unknown): void {
  if (!SAVE_DIR) return;
  mkdirSync(SAVE_DIR, { recursive: true });
  const short = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
  // The script-free copy shares the built article's first 40 characters.
  const slug = page === SCRIPT_FREE ? `${short}-without-scripts` : short;
  writeFileSync(path.join(SAVE_DIR, `${slug}-${name}.json`), JSON.stringify(lhr));
  if (trace) writeFileSync(path.join(SAVE_DIR, `${slug}-${name}.trace.json`), JSON.stringify(trace));
}

const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium found: install Debian\'s chromium or set CHROMIUM_PATH.');
  process.exit(1);
}

console.log('Starting a local stack on free ports, seeding and building…');
const stack = await startStack({ root, ports: { firestore: 0, storage: 0, auth: 0 } });
const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  await seedDemoContent(stack);
  await buildSiteFor(stack, { root, outDir });
  writeScriptFree();
  await publishAfterBuild(stack);
  const site = await startHostingPreview({
    root,
    publicDir: outDir,
    host: '127.0.0.1',
    port: 0,
    storage: { origin: `http://${stack.storage.host}:${stack.storage.port}`, bucket: `${stack.projectId}.appspot.com` },
  });
  try {
    console.log(`Lighthouse ${RUNS}× per page (mobile, ${THROTTLING === 'devtools' ? 'real' : 'simulated'} throttling), median run:\n`);
    const notes: string[] = [];
    const rows: string[] = [];
    let lighthouseVersion = '';
    let scriptFree: { built: Run; bare: Run } | null = null;
    for (const page of PAGES) {
      // The built article is measured in turn with its script-free copy, so both see the same machine.
      const variants = page === BUILT_ARTICLE ? [page, SCRIPT_FREE] : [page];
      const runs = new Map<string, Run[]>(variants.map((variant) => [variant, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const variant of variants) {
          const result = await lighthouse(`${site.url}${variant}`, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: THROTTLING });
          if (result?.lhr.runtimeError) throw new Error(`Lighthouse could not load ${variant}: ${result.lhr.runtimeError.message}`);
          if (!result) continue;
          runs.get(variant)!.push({ lhr: result.lhr, firstScreenImages: firstScreenImageBytes(result) });
          if (SAVE_DIR) saveReport(variant, `run${i + 1}`, result.lhr, result.artifacts.Trace);
        }
      }
      const median = medianRun(runs.get(page)!);
      if (SAVE_DIR) saveReport(page, 'median', median.lhr);
      console.log(line(page, median));
      rows.push(row(page, median));
      lighthouseVersion = median.lhr.lighthouseVersion;
      notes.push(...shortfalls(median.lhr).map((text) => `  ${page}: ${text}`));
      if (page === BUILT_ARTICLE) {
        const bare = medianRun(runs.get(SCRIPT_FREE)!);
        scriptFree = { built: median, bare };
        console.log(`${'  the same HTML, every script removed'.padEnd(38)}  LCP ${lcpSeconds(bare.lhr)}  built/script-free ${scriptDelay(median, bare).toFixed(2)}x`);
      }
    }
    if (notes.length) console.log(`\nShort of 100:\n${[...new Set(notes)].join('\n')}`);
    if (PAGES === ALL_PAGES && THROTTLING === 'simulate') {
      writeReport(rows, lighthouseVersion, scriptFree);
      console.log('\nWritten to docs/bench-pages.md.');
    }
  } finally {
    await site.stop();
  }
} finally {
  chrome.kill();
  await stack.stop();
}
