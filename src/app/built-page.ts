/**
 * A page the build rendered into HTML (scripts/lib/prerender.ts): each published article,
 * the home page and the lists. The document carries, beside that HTML, the data it was
 * rendered from, under the same keys as the boot's requests (lib/preload.ts). The browser's
 * first render reads them, so it draws what the HTML shows and React takes the HTML over
 * as it is (boot.tsx, hydrateRoot); the boot's requests for fresh data still run, and their
 * answers replace the built ones: an article edited since the build shows its new text, one
 * unpublished or deleted shows as not found.
 */

import { cursorAtPosition, positionOf, type ArticlePosition } from '../features/articles/api/pages.js';
import type { ArticleCursor } from '../features/articles/types.js';

/** The id of the <script type="application/json"> that carries a built page's data. */
export const BUILT_PAGE_ID = 'built-page';

export interface BuiltPage {
  /** The address the page was built for: its path, without a query. */
  readonly path: string;
  /** The answers the page was rendered with, by preload key (lib/preload.ts). */
  readonly data: Readonly<Record<string, unknown>>;
  /** When it was rendered: the time it judged things by (lib/use-now.ts). */
  readonly builtAt?: string;
}

// A list page's cursor (where "Load more" goes on) is an opaque token: it travels as its place.
const CURSOR = 'next';
interface CursorPlace {
  readonly cursorPosition: ArticlePosition;
}

/** The element's text: JSON with `<` escaped, so that no stored text can close the script. */
export const encodeBuiltPage = (page: BuiltPage): string =>
  JSON.stringify(page, (key, value: unknown) => {
    const position = key === CURSOR && value !== null && typeof value === 'object' ? positionOf(value as ArticleCursor) : null;
    return position ? ({ cursorPosition: position } satisfies CursorPlace) : value;
  }).replace(/</g, '\\u003c');

// Dates travel as ISO strings; these fields of the site's data are dates.
const DATE_FIELDS = new Set(['createdAt', 'updatedAt', 'publishedAt', 'closedOn', 'amendedAt']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function decodeBuiltPage(text: string): BuiltPage {
  return JSON.parse(text, (key, value: unknown) => {
    if (DATE_FIELDS.has(key) && typeof value === 'string' && ISO_DATE.test(value)) return new Date(value);
    if (key === CURSOR && value !== null && typeof value === 'object' && 'cursorPosition' in value) return cursorAtPosition((value as CursorPlace).cursorPosition);
    return value;
  }) as BuiltPage;
}

/** The path as the build names it: no trailing slash but the root's. */
export const builtPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The built page in this document when it was built for this address, else null. A list's
 * document also answers its address with ?tag= or ?search= (Hosting serves a file whatever
 * the query), which shows another list: not this page's.
 */
export function builtPageFor(doc: Document, location: { readonly pathname: string; readonly search: string }): BuiltPage | null {
  const element = doc.getElementById(BUILT_PAGE_ID);
  if (!element?.textContent) return null;
  let page: BuiltPage;
  try {
    page = decodeBuiltPage(element.textContent);
  } catch {
    return null;
  }
  const query = new URLSearchParams(location.search);
  if (query.has('tag') || query.has('search')) return null;
  return page.path === builtPath(location.pathname) ? page : null;
}
