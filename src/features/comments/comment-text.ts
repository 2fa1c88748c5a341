/**
 * A comment's text as the page shows it: plain text, where web addresses (http and https
 * only) become links. Nothing a reader writes is ever read as markup: the parts are given
 * to React as text, which escapes them, and a link's address is one the URL parser accepts
 * with one of the two protocols, so no javascript: or data: address can become a link.
 */

export type TextPart = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly href: string; readonly text: string };

// An address starts with its host and runs to the next space or character an address
// cannot hold unescaped.
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`{}|\\^/?#][^\s<>"'`{}|\\^]*/gi;
// Punctuation that ends a sentence rather than the address: "see https://example.com."
const TRAILING = /[.,;:!?'"*_]+$/;

/** The address without what follows it in the sentence: trailing punctuation, and a closing parenthesis it did not open. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trimmed = address.replace(TRAILING, '');
    const opens = trimmed.split('(').length - 1;
    const closes = trimmed.split(')').length - 1;
    const next = trimmed.endsWith(')') && closes > opens ? trimmed.slice(0, -1) : trimmed;
    if (next === address) return address;
    address = next;
  }
}

/** A web address a link may point to, or null (only http and https, with a host). */
function webAddress(text: string): string | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/** The text in parts: runs of text, and the web addresses in it as links. */
export function commentTextParts(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let text = '';
  let from = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = webAddress(address);
    if (!href) continue;
    text += body.slice(from, match.index);
    if (text) parts.push({ kind: 'text', text });
    text = '';
    parts.push({ kind: 'link', href, text: address });
    from = match.index + address.length;
  }
  text += body.slice(from);
  if (text) parts.push({ kind: 'text', text });
  return parts;
}
