/**
 * Bundle budgets for reader pages (docs/architecture.md):
 * - the home, list, ticker, article and author routes each download at most 150 KiB of gzipped JavaScript:
 *   the entry, the app it imports (src/app/boot.tsx) and the page's lazy chunks, each with
 *   what it imports statically (e2e/script-budget.spec.ts counts what a browser actually
 *   downloads, the same way); the stylesheet inlined into index.html is reported beside it;
 * - neither loads the Auth or Storage SDK up front (Auth loads when a reader signs in or
 *   likes; Storage only on admin pages);
 * - no reader chunk (the entry and every lazy page but account and admin ones, with what
 *   they import statically) contains editor, upload, CSV or admin code.
 *
 * Vite's manifest names chunks but not the modules inside them, so this builds the site
 * itself, in memory with the project's vite.config.ts, and reads the chunks' module lists.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { EMULATOR_BUILD_MODE } from './lib/build-target.js';

const BUDGET_KIB = 150;

/** Lazy pages for signed-in users and admins; every other lazy chunk is a reader page. */
const ACCOUNT_OR_ADMIN_PAGE = /\/src\/(features\/(account|admin[a-z-]*|dashboard|editor)\/|app\/routes\/admin-)/;

const NOT_FOR_READERS: ReadonlyArray<{ readonly what: string; readonly test: RegExp }> = [
  { what: 'the editor (Tiptap)', test: /\/node_modules\/@tiptap\// },
  { what: 'the editor engine (ProseMirror)', test: /\/node_modules\/prosemirror-/ },
  { what: 'the Storage SDK (uploads)', test: /\/node_modules\/@?firebase\/storage\// },
  { what: 'the Storage setup (uploads)', test: /\/src\/lib\/firebase\/storage\.ts$/ },
  { what: 'admin code', test: /\/src\/features\/admin[a-z-]*\// },
  { what: 'the share card drawing (admin only)', test: /\/src\/lib\/share-card\// },
  { what: 'the CSV parser (PapaParse)', test: /\/node_modules\/papaparse\// },
  { what: 'the text diff of revisions (jsdiff)', test: /\/node_modules\/diff\// },
];
const NOT_UP_FRONT: ReadonlyArray<{ readonly what: string; readonly test: RegExp }> = [
  { what: 'the Auth SDK', test: /\/node_modules\/@?firebase\/auth\// },
  { what: 'the Storage SDK', test: /\/node_modules\/@?firebase\/storage\// },
];

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

async function buildInMemory(): Promise<Map<string, Rollup.OutputChunk | Rollup.OutputAsset>> {
  // write: false leaves dist/ as the build step made it.
  const result = await build({ root, mode: EMULATOR_BUILD_MODE, logLevel: 'error', build: { write: false, emptyOutDir: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return new Map(outputs.flatMap((output) => output.output.map((file) => [file.fileName, file] as const)));
}

const files = await buildInMemory();
const chunks = [...files.values()].filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
// Module ids are absolute paths, possibly with a query; compare them the POSIX way.
const moduleIds = (chunk: Rollup.OutputChunk): string[] => chunk.moduleIds.map((id) => id.replace(/\\/g, '/').replace(/\?.*$/, ''));
const facade = (chunk: Rollup.OutputChunk): string => (chunk.facadeModuleId ?? '').replace(/\\/g, '/');
const relative = (id: string): string => (id.startsWith(root.replace(/\\/g, '/')) ? id.slice(root.length + 1) : id);

const gzipSizes = new Map<string, number>();
function gzipSize(fileName: string): number {
  let size = gzipSizes.get(fileName);
  if (size === undefined) {
    const file = files.get(fileName);
    const content = file?.type === 'chunk' ? file.code : (file?.source ?? '');
    size = gzipSync(content, { level: 9 }).length;
    gzipSizes.set(fileName, size);
  }
  return size;
}

/** The chunk and everything it imports statically: what loading it downloads. */
function closure(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const file = files.get(fileName);
  if (file?.type === 'chunk') for (const imported of file.imports) closure(imported, seen);
  return seen;
}

/** The stylesheet index.html carries inline (vite/plugins/inline-stylesheet.ts inlines it), gzipped. */
function inlineCssBytes(): number {
  const html = files.get('index.html');
  const source = html?.type === 'asset' ? String(html.source) : '';
  const css = [...source.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  return gzipSync(css, { level: 9 }).length;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (fileNames: Iterable<string>): number => [...fileNames].reduce((sum, name) => sum + gzipSize(name), 0);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const entry = chunks.find((chunk) => chunk.isEntry) ?? fail('The build has no entry chunk.');
/** The chunk a lazy import of `source` loads: the one it is the facade of, or the group chunk that holds it (vite/chunk-policy.ts). */
const lazyChunk = (source: string): Rollup.OutputChunk =>
  chunks.find((chunk) => chunk.isDynamicEntry && facade(chunk).endsWith(source)) ??
  chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(source))) ??
  fail(`The build has no lazy chunk for ${source}.`);

/** The entry and the app, which every page loads. */
const startFiles = closure(lazyChunk('/src/app/boot.tsx').fileName, closure(entry.fileName));
const route = (...sources: string[]): Set<string> => {
  const routeFiles = new Set(startFiles);
  for (const source of sources) closure(lazyChunk(source).fileName, routeFiles);
  return routeFiles;
};
const routes = [
  { name: 'Home route (entry, app, home page)', files: route('/src/app/routes/home.tsx') },
  { name: 'List route (entry, app, list page)', files: route('/src/features/articles/list-page/article-list-page.tsx') },
  {
    name: 'Article route (entry, app, article page)',
    files: route('/src/features/articles/article-page/article-page.tsx'),
  },
  { name: 'Ticker route (entry, app, list page, its ideas)', files: route('/src/features/articles/list-page/article-list-page.tsx', '/src/features/articles/trade-record/ticker-ideas.tsx') },
  { name: 'Author route (entry, app, author page)', files: route('/src/features/articles/author-page/author-page.tsx') },
];

const problems: string[] = [];

for (const route of routes) {
  const js = [...route.files].sort((a, b) => gzipSize(b) - gzipSize(a));
  const jsTotal = total(js);
  console.log(`${route.name}, gzip:`);
  for (const fileName of js) console.log(`  ${fileName.padEnd(52)} ${kib(gzipSize(fileName)).padStart(10)}`);
  console.log(`  ${'JavaScript'.padEnd(52)} ${kib(jsTotal).padStart(10)}   budget ${BUDGET_KIB} KiB`);
  console.log(`  ${'CSS (inline in index.html)'.padEnd(52)} ${kib(inlineCssBytes()).padStart(10)}\n`);
  if (jsTotal > BUDGET_KIB * 1024) problems.push(`${route.name} loads ${kib(jsTotal)} of JavaScript, over its budget of ${BUDGET_KIB} KiB.`);

  for (const { what, test } of NOT_UP_FRONT) {
    const found = [...route.files].filter((fileName) => {
      const file = files.get(fileName);
      return file?.type === 'chunk' && moduleIds(file).some((id) => test.test(id));
    });
    if (found.length) problems.push(`${route.name} loads ${what} (${found.join(', ')}): it belongs only to the pages that use it.`);
  }
}

console.log('Lazy chunks (what each adds to the entry and the app), gzip:');
for (const chunk of chunks.filter((c) => c.isDynamicEntry)) {
  const extra = [...closure(chunk.fileName)].filter((fileName) => !startFiles.has(fileName));
  console.log(`  ${relative(facade(chunk) || chunk.fileName).padEnd(52)} ${kib(total(extra)).padStart(10)}`);
}

// Reader chunks: the entry and each reader page, with everything they import statically.
const readerPages = chunks.filter((chunk) => chunk.isDynamicEntry && !ACCOUNT_OR_ADMIN_PAGE.test(facade(chunk)));
const readerFiles = new Set<string>();
for (const start of [entry, ...readerPages]) closure(start.fileName, readerFiles);
for (const fileName of readerFiles) {
  const file = files.get(fileName);
  if (file?.type !== 'chunk') continue;
  for (const { what, test } of NOT_FOR_READERS) {
    const modules = moduleIds(file).filter((id) => test.test(id));
    if (modules.length) {
      problems.push(`Reader chunk ${fileName} contains ${what}: ${modules.slice(0, 3).map(relative).join(', ')}${modules.length > 3 ? ', …' : ''}.`);
    }
  }
}
console.log(`\n${readerFiles.size} reader chunks (entry and ${readerPages.length} reader pages) checked for editor, upload, CSV and admin code.`);

if (problems.length) fail(`\n${problems.join('\n')}`);
console.log('\nBundle budgets: OK');
