/**
 * Article HTML made safe to render (docs/decisions.md: sanitized when rendered, not only when
 * saved, since a stored article may predate the editor or come from elsewhere).
 *
 * An allowlist of what the editor produces: paragraphs, headings h2–h4, lists, bold,
 * italic, underline, strikethrough, links, images, rules, quotes, code and text alignment.
 * Everything else goes, scripts, event handlers, frames and forms included, while the text
 * inside unknown elements stays. DOMPurify is imported only here, so it loads with the
 * article page alone.
 *
 * An image's srcset and sizes are never kept from the HTML (a stored srcset could send the
 * reader's browser anywhere): when rendered for reading, an <img> whose src is one of the
 * site's own image sets gets them made from its address (src/lib/image-set.ts), with its
 * width, height and lazy loading, and no other image does.
 */
import createDOMPurify from 'dompurify';
import { siteOrigin } from '../config/site-origin.js';
import { responsiveImage } from './image-set.js';

const ALLOWED_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'img', 'hr',
  'blockquote', 'code', 'pre', 'span',
];
// No class or id: article text must not borrow the site's own styles or element ids.
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'style'];
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

// Our own instance, so these hooks never apply to anyone else's DOMPurify.
const purify = createDOMPurify(window);

/** The origin links are judged against, set for the duration of one sanitize() call. */
let linksOrigin = '';
/** How images are given their sizes, for the duration of one sanitize() call; null: as written. */
let imageSets: ReadingImages | null = null;

/** The editor aligns text with inline styles; any other CSS could restyle or overlay the page. */
function alignmentOnly(style: string): string {
  for (const declaration of style.split(';')) {
    const [property, value] = declaration.split(':').map((part) => part.trim().toLowerCase());
    if (property === 'text-align' && value && ALIGNMENTS.has(value)) return `text-align: ${value}`;
  }
  return '';
}

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return;
  data.attrValue = alignmentOnly(data.attrValue);
  data.keepAttr = data.attrValue !== '';
});

function isExternal(href: string): boolean {
  try {
    const url = new URL(href, linksOrigin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== linksOrigin;
  } catch {
    return false;
  }
}

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    // Other sites open in a new tab without a handle on this one (no window.opener) and
    // without learning which article linked them.
    const href = node.getAttribute('href');
    if (href && isExternal(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (node.tagName === 'IMG') {
    // An image without a description is read out by its file name.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (imageSets) sizeImage(node, imageSets);
  }
});

function sizeImage(image: Element, { prefix, sizes }: ReadingImages): void {
  const set = prefix === null ? null : responsiveImage(prefix, image.getAttribute('src') ?? '');
  if (!set) return;
  image.setAttribute('srcset', set.srcSet);
  image.setAttribute('sizes', sizes);
  image.setAttribute('width', String(set.width));
  image.setAttribute('height', String(set.height));
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

/** What rendering an article for reading needs to give its own images their sizes. */
export interface ReadingImages {
  /** Where the site's images are stored (config/image-prefix.ts); null: nowhere. */
  readonly prefix: string | null;
  /** How wide the text's images are drawn (config/image-sizes.ts). */
  readonly sizes: string;
}

/**
 * `origin`: the site's own origin; links elsewhere are treated as external. `images`: the
 * HTML is for reading on the site, and the site's own images get their srcset and sizes;
 * without it (what is stored, what feeds carry), images keep only their address.
 */
export function sanitizeArticleHtml(html: string, origin: string = siteOrigin(), images: ReadingImages | null = null): string {
  linksOrigin = origin;
  imageSets = images;
  try {
    return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
  } finally {
    imageSets = null;
  }
}
