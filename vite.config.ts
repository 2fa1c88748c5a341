import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { readProjectConfig } from './emulator/src/config.js';
import { BUILD_TARGET_FILE, deployConfigProblems, EMULATOR_BUILD_MODE, type BuildTarget } from './scripts/lib/build-target.js';
import { robotsTxt, siteUrlFor } from './scripts/lib/robots.js';
import { articleHeadTemplate, staticFrames } from './scripts/lib/static-frames.js';
import { ARTICLE_HEAD_TEMPLATE_ID } from './src/app/article-head.js';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './src/app/first-paint.js';
import { PAGE_ADDRESSES } from './src/app/page-addresses.js';
import { dataOrigins, resolveFirebaseSetup } from './src/config/firebase-setup.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Emulator addresses default to firebase.json, the one place they are configured; VITE_*
 * variables from the environment or .env files still win (the e2e build uses other ports).
 */
function emulatorDefaults(mode: string): Record<string, string> {
  const env = loadEnv(mode, root, 'VITE_');
  const { host, ports } = readProjectConfig(root);
  const defaults: Record<string, string> = {
    VITE_EMULATOR_HOST: host,
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
  };
  return Object.fromEntries(Object.entries(defaults).filter(([key]) => !env[key]));
}

/**
 * Connections to the Firestore and Storage origins open while the page's code downloads,
 * so the first query and the first image do not wait for them. Firestore is fetched with
 * CORS (crossorigin), images without.
 */
function preconnectToData(mode: string): Plugin {
  const setup = resolveFirebaseSetup({ ...emulatorDefaults(mode), ...loadEnv(mode, root, 'VITE_') });
  const origins = dataOrigins(setup);
  return {
    name: 'preconnect-to-data',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: origins.firestore, crossorigin: '' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: origins.storage }, injectTo: 'head' },
    ],
  };
}

/**
 * The files the browser needs for these modules of src (each started by a dynamic import)
 * beyond what the entry already brings: each module's own chunk and every chunk it imports
 * statically, as addresses (/assets/…).
 */
function chunksBeyondEntry(bundle: Rollup.OutputBundle | undefined, moduleIds: readonly string[]): string[] {
  const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry)?.fileName;
  if (!entry) throw new Error('The build has no entry chunk.');
  const chunkOf = (moduleId: string): string => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(moduleId));
    if (!chunk) throw new Error(`${moduleId} has no chunk of its own in the build.`);
    return chunk.fileName;
  };
  const closure = (start: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const loaded = closure([entry]);
  return [...closure(moduleIds.map(chunkOf))].filter((name) => !loaded.has(name)).map((name) => `/${name}`);
}

/** The document Hosting serves for every address but a reader page's (firebase.json's rewrites). */
const APP_DOCUMENT = 'app.html';

/**
 * main.tsx starts the page's data and then imports the app (src/app/boot.tsx) dynamically,
 * so that its request is not held up by React. Most pages' documents ask for the app's code
 * too, with links the browser sees before any script runs, so it downloads beside the entry
 * instead of after it. The reader pages' do not: the home page's and an article's largest
 * image is drawn first, and React asked for after it (src/app/draw-lead-image.ts,
 * draw-article-head.ts); a list page's heading paints with the document, and React is asked
 * for after that paint (preloadListCode below). So the build writes two documents:
 * index.html, which Hosting serves for the home page, a list's and an article's address,
 * and app.html with the app's links, for every other address (firebase.json's rewrites).
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') this.error('preload-app: the build has no index.html.');
      const links = chunksBeyondEntry(bundle, ['/src/app/boot.tsx']).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
      // After the entry's own preloads, so the entry and what it starts come first.
      const entryTags = [...index.source.matchAll(/<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g)];
      const last = entryTags.at(-1);
      if (!last) this.error('preload-app: index.html does not load the entry.');
      const at = last.index + last[0].length;
      const source = `${index.source.slice(0, at)}\n    ${links.join('\n    ')}${index.source.slice(at)}`;
      this.emitFile({ type: 'asset', fileName: APP_DOCUMENT, source });
    },
  };
}

/**
 * A list page's document (index.html, firebase.json's rewrites) asks for the app's code and
 * the page's own once its first frame is on screen (src/app/first-paint.ts says why): a
 * first script, given the address pattern the boot reads (src/app/page-addresses.ts) and
 * afterFirstPaint's own source, adds their links then. Without it they would wait for the
 * entry, which arrives later than that paint on a phone.
 */
function preloadListCode(): Plugin {
  return {
    name: 'preload-list-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = chunksBeyondEntry(context.bundle, ['/src/app/boot.tsx', '/src/features/articles/list-page/article-list-page.tsx']);
        const script = `if (${String(PAGE_ADDRESSES.list)}.test(location.pathname)) {
  (${String(afterFirstPaint)})(function () {
    ${JSON.stringify(files)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }, ${FIRST_PAINT_WAIT_MS});
}`;
        return [{ tag: 'script', children: script, injectTo: 'head' as const }];
      },
    },
  };
}

/**
 * What some pages show before their data is known: index.html draws it with the first
 * paint (scripts/lib/static-frames.ts renders it with React at build time), so a phone
 * shows the page's heading without waiting for the app's code. A script in the static
 * <main> picks the frame for the address; a tag's or a search's list, whose heading
 * differs, gets none. The app then draws the same in the same place
 * (e2e/static-shell.spec.ts). An article's head, which needs the article, comes as a
 * template the boot fills once the article is in (src/app/draw-article-head.ts).
 */
function drawStaticFrames(): Plugin {
  const EMPTY_MAIN = '<main class="min-h-screen flex-1"></main>';
  return {
    name: 'static-frames',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(EMPTY_MAIN)) throw new Error(`static-frames: index.html has no ${EMPTY_MAIN}.`);
        // `<` escaped, so no text in a frame can close the script.
        const frames = JSON.stringify(staticFrames()).replace(/</g, '\\u003c');
        const articleHead = JSON.stringify(articleHeadTemplate()).replace(/</g, '\\u003c');
        const script = `(function (frames) {
  var query = new URLSearchParams(location.search);
  var frame = frames[location.pathname];
  if (frame && !query.has('tag') && !query.has('search')) document.currentScript.insertAdjacentHTML('afterend', frame);
})(${frames});`;
        const template = `<script type="application/json" id="${ARTICLE_HEAD_TEMPLATE_ID}">${articleHead}</script>`;
        return html.replace(EMPTY_MAIN, () => `<main class="min-h-screen flex-1"><script>${script}</script>${template}</main>`);
      },
    },
  };
}

/**
 * The stylesheet inlined into index.html: the static shell paints with the document alone,
 * without a second request before first paint (the whole of Tailwind's output is about
 * 9 KiB compressed, and index.html is fetched once per visit).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return tag;
          delete bundle[fileName];
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * A production build is for a real Firebase project, whose config the VITE_FIREBASE_*
 * variables give (.env.production.local); without them the site would talk to 127.0.0.1
 * for every visitor. So `vite build` fails unless that config is complete and real, or the
 * build says it is for the local emulators (`--mode emulators`: the tests, the preview and
 * the page benchmark). The build records what it was made for (BUILD_TARGET_FILE), which
 * npm run deploy and the Hosting predeploy hook check before anything is uploaded.
 */
function buildTarget(mode: string): Plugin {
  const env = { ...emulatorDefaults(mode), ...loadEnv(mode, root, 'VITE_') };
  return {
    name: 'build-target',
    apply: 'build',
    buildStart() {
      if (mode === EMULATOR_BUILD_MODE) return;
      const problems = deployConfigProblems(env);
      if (problems.length === 0) return;
      this.error(
        [
          `This production build has no usable Firebase project, so the site would not work once deployed:`,
          ...problems.map((problem) => `  - ${problem}`),
          'To deploy, put the web app config in .env.production.local and run npm run deploy (docs/deploying.md).',
          `To build for the local emulators instead: npm run build -- --mode ${EMULATOR_BUILD_MODE}.`,
        ].join('\n'),
      );
    },
    generateBundle() {
      const setup = resolveFirebaseSetup(env);
      const target: BuildTarget = { projectId: setup.config.projectId, emulators: setup.emulators !== null };
      this.emitFile({ type: 'asset', fileName: BUILD_TARGET_FILE, source: `${JSON.stringify(target)}\n` });
      // An emulator build is served by the preview (scripts/preview.ts), on 127.0.0.1:4173.
      const siteUrl = siteUrlFor(env, setup.emulators ? null : setup.config.projectId, 'http://127.0.0.1:4173');
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}

// Libraries change less often than the app: separate chunks stay cached across deploys.
// Each Firebase product gets its own chunk so that a page downloads only the products it
// imports (Auth and Storage load with the routes that use them). Order matters: a group
// also takes the dependencies of what it matches, so the shared Firebase core comes first.
// Then what the entry runs before React, kept in a chunk of its own (see preloadApp).
// The article lists' cards, which the home and list pages show up front but an article page
// only below its text (related articles, loaded as the reader nears them).
const CARD_MODULES = /[\\/]src[\\/]features[\\/]articles[\\/]components[\\/](article-card|article-grid|article-grid-skeleton|article-meta|no-articles)\.tsx$/;
const SHARED_MODULES =
  /[\\/]src[\\/](features[\\/](articles[\\/]components[\\/][^\\/]+|newsletter[\\/](?!api[\\/]).+)|components[\\/](page-meta|ui[\\/](category-style|error-box|tag-chips|spinner|icon|section-heading|when-near))|lib[\\/](session[\\/].+|use-async|dates|numbers|web-address|article-text|finance|initials)|config[\\/].+)\.tsx?$/;

const chunkGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/ },
  { name: 'firebase-app', test: /[\\/]node_modules[\\/](firebase[\\/]app|@firebase[\\/](app|component|logger|util)|idb)[\\/]/ },
  { name: 'firebase-firestore', test: /[\\/]node_modules[\\/]@?firebase[\\/]firestore[\\/]/ },
  { name: 'firebase-auth', test: /[\\/]node_modules[\\/]@?firebase[\\/]auth[\\/]/ },
  { name: 'firebase-storage', test: /[\\/]node_modules[\\/]@?firebase[\\/]storage[\\/]/ },
  // What the entry runs before React (main.tsx, start-route-data.ts): never in a chunk that imports React.
  // main.tsx itself (and index.css) stay in the entry, on which no page depends, so no
  // page lists the stylesheet that index.html inlines (see inlineStylesheet).
  {
    name: 'start',
    test: (id: string) => /[\\/]src[\\/].*\.tsx?$/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
    tags: ['$initial' as const],
  },
  // The small building blocks most reader pages share (UI pieces, the session, the
  // subscribe form) in one file rather than a dozen tiny ones. An allowlist: whatever else
  // several chunks share (admin pieces, the sidebar, DOMPurify) is split off on its own, so
  // that no reader downloads it for a page that does not use it.
  {
    name: 'shared',
    test: (id: string) => SHARED_MODULES.test(id) && !CARD_MODULES.test(id),
    minShareCount: 2,
  },
  // The cards, on their own after the shared blocks they use, so that an article page's
  // first download does not carry them.
  { name: 'cards', test: CARD_MODULES, minShareCount: 2 },
  // Article HTML: the sanitizer (DOMPurify) and the typography, which the article page and
  // the editor share; in one chunk of their own so no other reader page downloads them.
  {
    name: 'article-html',
    test: /[\\/](node_modules[\\/]dompurify[\\/]|src[\\/](lib[\\/]sanitize-html\.ts|components[\\/]ui[\\/]article-prose\.ts)$)/,
  },
];

export default defineConfig(({ mode }) => ({
  resolve: {
    // See src/lib/firebase/integer-for-lite.ts: 5 KiB less on every page.
    alias: {
      '@firebase/webchannel-wrapper/bloom-blob': fileURLToPath(new URL('src/lib/firebase/integer-for-lite.ts', import.meta.url)),
      // See src/lib/firebase/idb-for-app.ts: 1 KiB less on every page.
      idb: fileURLToPath(new URL('src/lib/firebase/idb-for-app.ts', import.meta.url)),
    },
  },
  plugins: [react(), tailwindcss(), buildTarget(mode), preconnectToData(mode), preloadApp(), preloadListCode(), drawStaticFrames(), inlineStylesheet()],
  define: Object.fromEntries(
    Object.entries(emulatorDefaults(mode)).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  ),
  build: {
    // scripts/check-bundle.ts reads it to measure what each route loads.
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
}));
