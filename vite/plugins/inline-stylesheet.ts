import type { Plugin } from 'vite';

/**
 * The stylesheet inlined into index.html: the static shell paints with the document alone,
 * without a second request before first paint (the whole of Tailwind's output is about
 * 9 KiB compressed, and index.html is fetched once per visit).
 */
export function inlineStylesheet(): Plugin {
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
