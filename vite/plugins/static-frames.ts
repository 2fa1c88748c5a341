import type { Plugin } from 'vite';
import { articleHeadTemplate, staticFrames } from '../../scripts/lib/static-frames.js';
import { ARTICLE_HEAD_TEMPLATE_ID } from '../../src/app/article-head.js';

/**
 * What some pages show before their data is known: index.html draws it with the first
 * paint (scripts/lib/static-frames.ts renders it with React at build time), so a phone
 * shows the page's heading without waiting for the app's code. A script in the static
 * <main> picks the frame for the address; a tag's or a search's list, whose heading
 * differs, gets none. The app then draws the same in the same place
 * (e2e/static-shell.spec.ts). An article's head, which needs the article, comes as a
 * template the boot fills once the article is in (src/app/draw-article-head.ts).
 */
export function drawStaticFrames(): Plugin {
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
