/**
 * Addresses from stored data (an article's image, an author's links) put into links, meta
 * tags and structured data: only http and https, resolved against the site, so a stored
 * `javascript:` or `data:` address never reaches a page, a crawler or a social card.
 */
export function webAddress(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
