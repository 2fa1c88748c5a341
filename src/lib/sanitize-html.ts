/**
 * Article HTML made safe to render (docs/decisions.md: sanitized when rendered, not only when
 * saved, since a stored article may predate the editor or come from elsewhere).
 *
 * An allowlist of what the editor produces: paragraphs, headings h2–h4, lists, bold,
 * italic, underline, strikethrough, links, images, rules, quotes, code and text alignment.
 * Everything else goes, scripts, event handlers, frames and forms included, while the text
 * inside unknown elements stays. DOMPurify is imported only here, so it loads with the
 * article page alone.
 */
import createDOMPurify from 'dompurify';
import { siteOrigin } from '../config/site-origin.js';

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
  // An image without a description is read out by its file name.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** `origin`: the site's own origin; links elsewhere are treated as external. */
export function sanitizeArticleHtml(html: string, origin: string = siteOrigin()): string {
  linksOrigin = origin;
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
