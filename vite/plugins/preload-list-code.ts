import type { Plugin } from 'vite';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from '../../src/app/first-paint.js';
import { PAGE_ADDRESSES } from '../../src/app/page-addresses.js';
import { chunksBeyondEntry } from '../chunks-beyond-entry.js';

/**
 * A list page's document (index.html, firebase.json's rewrites) asks for the app's code and
 * the page's own once its first frame is on screen (src/app/first-paint.ts says why): a
 * first script, given the address pattern the boot reads (src/app/page-addresses.ts) and
 * afterFirstPaint's own source, adds their links then. Without it they would wait for the
 * entry, which arrives later than that paint on a phone.
 */
export function preloadListCode(): Plugin {
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
