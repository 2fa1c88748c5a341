import type { Plugin } from 'vite';
import { SHELL_DOCUMENT } from '../../scripts/lib/build-target.js';
import { chunksBeyondEntry } from '../chunks-beyond-entry.js';

/** The document Hosting serves for every address but a reader page's (firebase.json's rewrites). */
const APP_DOCUMENT = 'app.html';
/** What Hosting answers, with status 404, for an address no file or rewrite serves. */
const NOT_FOUND_DOCUMENT = '404.html';

/**
 * main.tsx starts the page's data and then imports the app (src/app/boot.tsx) dynamically,
 * so that its request is not held up by React. Most pages' documents ask for the app's code
 * too, with links the browser sees before any script runs, so it downloads beside the entry
 * instead of after it. The reader pages' do not: their page is in the document
 * (scripts/lib/prerender.ts), or, for a list the build did not render, its frame, and the
 * page's picture and first paint come before React (preload-list-code.ts). So the build
 * writes, besides index.html, app.html with the app's links, for every address but a
 * reader page's, and shell.html, index.html as it is, for the reader addresses that have no
 * page of their own (firebase.json's rewrites). And 404.html, the shell kept out of search
 * results, which Hosting serves with status 404 for every other address: an unknown path,
 * a ticker or an author the build has no page for. The app then draws Page Not Found, or
 * the page, when it names something that appeared since the build (docs/decisions.md).
 */
export function preloadApp(): Plugin {
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
      // index.html as it is, for the reader addresses the build has no page for (scripts/lib/prerender.ts).
      this.emitFile({ type: 'asset', fileName: SHELL_DOCUMENT, source: index.source });
      if (!index.source.includes('</head>')) this.error('preload-app: index.html has no </head>.');
      const notFound = index.source.replace('</head>', '  <meta name="robots" content="noindex">\n  </head>');
      this.emitFile({ type: 'asset', fileName: NOT_FOUND_DOCUMENT, source: notFound });
    },
  };
}
