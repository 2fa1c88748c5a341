/**
 * The reader pages as HTML documents, written into a finished client build: each published
 * article at /article/{slug}, the home page, /blog and /articles, the four categories, the
 * ticker of every published article and the page of every author of one (/author/{id}).
 * Hosting serves a file before its rewrites (firebase.json, cleanUrls), so crawlers and
 * link previews get the page itself; the browser's app takes the page over with fresh data
 * (src/app/built-page.ts). Every other reader address gets the shell (shell.html, the
 * client build's index.html as it was).
 *
 * The pages come from src/app/prerender.tsx, built here for Node with the same mode and
 * variables as the client build, so they read the same Firestore (REST, as a guest: only
 * what the rules let anyone read) and write the same addresses.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import type * as PrerenderModule from '../../src/app/prerender.js';
import { CATEGORIES } from '../../src/config/categories.js';
import { paths } from '../../src/config/paths.js';
import { isAuthorId } from '../../src/lib/author-id.js';
import { SHELL_DOCUMENT } from './build-target.js';

/** Articles read per request while listing every published one: the most the rules let a guest's query ask for. */
const PAGE_SIZE = 50;
// A plain symbol makes a plain file name (BRK.B); anything else is left to the shell. Slugs
// are plain already (the rules check the same pattern), unless written past the rules.
const PLAIN_TICKER = /^[A-Z0-9][A-Z0-9.-]{0,14}$/;
const PLAIN_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface PrerenderResult {
  readonly articles: number;
  readonly pages: number;
}

/** Where a page's document goes: /article/x → article/x.html, / → index.html (cleanUrls). */
export const documentFile = (address: string): string => (address === '/' ? 'index.html' : `${decodeURIComponent(address.slice(1))}.html`);

// A list's document also answers its address with ?tag= or ?search=, another list: its
// list goes before the first paint, and the app draws that list (src/app/built-page.ts).
const OTHER_LIST = `<script>if (/[?&](tag|search)=/.test(location.search)) document.getElementById('main').replaceChildren();</script>`;

/** The shell with a page in it: its head tags for the shell's title, its HTML in #root, its data after. */
export function pageDocument(shell: string, page: PrerenderModule.RenderedPage, isList: boolean): string {
  const rootAt = shell.indexOf('<div id="root">');
  const bodyEnd = shell.lastIndexOf('</body>');
  if (!/<title>[^<]*<\/title>/.test(shell) || rootAt < 0 || bodyEnd < rootAt) throw new Error('prerender: index.html has no <title>, <div id="root"> or </body>.');
  // Marked, so that the app can take the <meta> and <link> tags away before it sets its own (src/app/boot.tsx).
  const head = page.head.replace(/^<(title|meta|link)/gm, '<$1 data-built').replace(/><(title|meta|link)/g, '><$1 data-built');
  const withHead = shell.slice(0, rootAt).replace(/<title>[^<]*<\/title>/, () => head);
  return `${withHead}<div id="root">${page.root}</div>${isList ? OTHER_LIST : ''}\n    ${page.data}\n  ${shell.slice(bodyEnd)}`;
}

/** Builds src/app/prerender.tsx for Node into `dir`, as the client build was built. */
async function buildRenderer(root: string, mode: string, dir: string): Promise<typeof PrerenderModule> {
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: dir,
      emptyOutDir: true,
      manifest: false,
      // One file, admin screens and all (their code never runs here): it never reaches a browser.
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
    },
  });
  // A DOM as the components' tests have (DOMPurify and the components read window and
  // document), and a browser's IntersectionObserver that never fires: what is drawn once the
  // reader scrolls near it (components/ui/when-near.tsx) is drawn as a browser first draws it.
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
  class IntersectionObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { window, document: window.document, DOMParser: window.DOMParser, Node: window.Node, IntersectionObserver });
  return (await import(`${pathToFileURL(path.join(dir, 'prerender.mjs')).href}?${Date.now()}`)) as typeof PrerenderModule;
}

const BROWSER_GLOBALS = ['window', 'document', 'DOMParser', 'Node', 'IntersectionObserver'] as const;

/** What the process had under the names buildRenderer sets, to put back once the pages are written. */
function keepGlobals(): () => void {
  const kept = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  return () => {
    for (const [name, descriptor] of kept) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  };
}

const GOOGLE_FIRESTORE = 'https://firestore.googleapis.com/';

/**
 * Google's Firestore sent to the emulator at `host` ("127.0.0.1:8080"), as FIRESTORE_EMULATOR_HOST
 * does for Firebase's own tools: a production build's pages drawn from local data.
 */
function readFirestoreAt(host: string): () => void {
  const fetchFromGoogle = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return fetchFromGoogle(url.startsWith(GOOGLE_FIRESTORE) ? `http://${host}/${url.slice(GOOGLE_FIRESTORE.length)}` : input, init);
  };
  return () => {
    globalThis.fetch = fetchFromGoogle;
  };
}

/**
 * Renders the reader pages of the site in `outDir` (a finished client build of `mode`).
 * `firestoreEmulator`: read the articles from this emulator rather than the build's project.
 */
export async function prerenderSite(options: {
  readonly root: string;
  readonly outDir: string;
  readonly mode: string;
  readonly firestoreEmulator?: string;
}): Promise<PrerenderResult> {
  const { root, outDir, mode } = options;
  const cacheDir = path.join(root, 'node_modules', '.cache', `prerender-${process.pid}`);
  const restoreFetch = options.firestoreEmulator ? readFirestoreAt(options.firestoreEmulator) : () => undefined;
  const restoreGlobals = keepGlobals();
  try {
    const renderer = await buildRenderer(root, mode, cacheDir);
    const shell = readFileSync(path.join(outDir, SHELL_DOCUMENT), 'utf8');

    const articles: PrerenderModule.Article[] = [];
    for (let next: Parameters<typeof renderer.restPublishedPage>[0] = null, first = true; first || next; first = false) {
      const page = await renderer.restPublishedPage(next, PAGE_SIZE);
      articles.push(...page.articles);
      next = page.next;
    }
    const tickers = [...new Set(articles.flatMap((article) => article.tickers))].filter((ticker) => PLAIN_TICKER.test(ticker)).sort();
    const lists = [paths.blog.to(), paths.articles.to(), ...CATEGORIES.map((category) => paths.category.to(category.id)), ...tickers.map(paths.ticker.to)];
    // One page per author of a published article (there is no collection of authors).
    const authors = [...new Set(articles.map((article) => article.author.id))].filter(isAuthorId).sort();

    const write = async (page: PrerenderModule.PageToBuild, isList: boolean) => {
      const file = path.join(outDir, documentFile(page.path));
      if (!file.startsWith(path.join(outDir, path.sep))) throw new Error(`prerender: ${page.path} would be written outside ${outDir}.`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, pageDocument(shell, await renderer.renderPage(page), isList));
    };
    await write(await renderer.homePage(), false);
    for (const address of lists) await write(await renderer.listPage(address), true);
    // An article without a slug is linked by its id, which the shell serves.
    const withPages = articles.filter((item) => PLAIN_SLUG.test(item.slug));
    for (const article of withPages) await write(renderer.articlePage(article), false);
    for (const author of authors) await write(await renderer.authorPage(author), false);
    return { articles: articles.length, pages: 1 + lists.length + withPages.length + authors.length };
  } finally {
    restoreGlobals();
    restoreFetch();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
