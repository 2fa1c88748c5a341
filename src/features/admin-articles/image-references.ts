/**
 * An article's references to the site's older images, stored as one file each before
 * uploads made responsive sets (src/lib/image-set.ts), and the article's HTML with them
 * replaced: what Optimise images (api/optimise-images.ts) converts. Only the site's own
 * stored images count, by their address under the site's Storage prefix; any other
 * address, a set already, an avatar or a share card is left alone.
 *
 * The HTML is read and written through the DOM (an inert <template>: nothing loads), never
 * by pattern, so text that looks like a tag, an attribute that merely ends in "src", or a
 * quote inside an attribute cannot be mistaken for an image, and what is written back is
 * escaped by the serializer. The save sanitizes it again as any other (records.ts).
 */
import { imageSetOf, storedPathOf } from '../../lib/image-set.js';

export interface OldImage {
  /** As the article holds it (a download address, with its token). */
  readonly address: string;
  readonly folder: 'featured' | 'inline';
  /** Its stored file name, which names it in the report. */
  readonly name: string;
  /**
   * Stays a single file: an SVG is a drawing that scales by itself, and a GIF may be an
   * animation, whose frames a canvas would drop.
   */
  readonly keep: boolean;
}

const OLD_PATH = /^images\/(featured|inline)\/([^/]+)$/;

/** The image at `address` when it is one of the site's stored single files, else null. */
export function oldImage(prefix: string, address: string): OldImage | null {
  if (imageSetOf(prefix, address)) return null;
  const path = storedPathOf(prefix, address);
  const found = path === null ? null : OLD_PATH.exec(path);
  if (!found) return null;
  const [, folder, name] = found;
  return { address, folder: folder as OldImage['folder'], name: name!, keep: /\.(svg|gif)$/i.test(name!) };
}

/**
 * The name a set made from a stored file is given: its words and extension, without the
 * random part it was stored with (the set gets its own), e.g. "q3-chart-k3j9…7.png" → "q3-chart.png".
 */
export const sourceName = (storedName: string): string => storedName.replace(/(^|-)[a-z0-9]{20}(\.[a-z0-9]+)$/, '$2');

function parsed(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

/** The `src` of every <img> in `html`, once each, in order. */
export function imageSources(html: string): string[] {
  const images = parsed(html).content.querySelectorAll('img[src]');
  return [...new Set([...images].map((image) => image.getAttribute('src') ?? ''))];
}

/** The site's older images an article shows: its featured image first, then those in its text, once each. */
export function oldImagesOf(prefix: string, article: { readonly featuredImage: string | null; readonly content: string }): OldImage[] {
  const addresses = new Set([...(article.featuredImage ? [article.featuredImage] : []), ...imageSources(article.content)]);
  return [...addresses].flatMap((address) => oldImage(prefix, address) ?? []);
}

/**
 * `html` with the `src` of each <img> that `replacements` names changed to its new address
 * (nothing else: alt, title and the rest stay); `html` itself when none is named.
 */
export function withImagesReplaced(html: string, replacements: ReadonlyMap<string, string>): string {
  const template = parsed(html);
  let changed = false;
  for (const image of template.content.querySelectorAll('img[src]')) {
    const replacement = replacements.get(image.getAttribute('src') ?? '');
    if (replacement === undefined) continue;
    image.setAttribute('src', replacement);
    changed = true;
  }
  return changed ? template.innerHTML : html;
}
