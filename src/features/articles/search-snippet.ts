/**
 * What a search's results show of each article (docs/product.md §2, Article lists): the part
 * of its summary where the searched words are, with those words marked, and its title with
 * them marked too. A word counts as found as search finds it (lib/article-text.ts,
 * searchTermsFor): the query's word in its searched form (searchKey) is the word's own
 * searched form or a beginning of it, so "etfs" marks "ETF", and "divid" "dividends".
 */
import { searchKey, searchKeys } from '../../lib/article-text.js';

export interface Segment {
  readonly text: string;
  readonly marked: boolean;
}

/** How far into the text a first match may be and still show from the start: past it, the snippet starts nearer. */
const LEAD = 60;
/** How much text comes before the first match when the snippet starts there. */
const CONTEXT = 30;
const ELLIPSIS = '…';

/** A text's words (letters and digits) with where they are. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The word as search stores it: accents folded, lowercased, split as searchWords splits. */
function foldedParts(word: string): string[] {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((part) => part !== '');
}

function matches(word: string, keys: readonly string[]): boolean {
  return foldedParts(word).some((part) => keys.some((key) => part.startsWith(key) || searchKey(part) === key));
}

/** The text in runs, the words the query finds marked; one unmarked run when it finds none. */
export function markSearched(text: string, query: string): Segment[] {
  const keys = searchKeys(query);
  const segments: Segment[] = [];
  let plain = '';
  let at = 0;
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0], keys)) continue;
    plain += text.slice(at, found.index);
    if (plain !== '') segments.push({ text: plain, marked: false });
    segments.push({ text: found[0], marked: true });
    plain = '';
    at = found.index + found[0].length;
  }
  plain += text.slice(at);
  if (plain !== '') segments.push({ text: plain, marked: false });
  return segments;
}

/**
 * The snippet of `text` for a search: from the start when its first found word is near it,
 * else from a few words before that word, after an ellipsis (the card's clamp ends it).
 */
export function searchSnippet(text: string, query: string): Segment[] {
  const keys = searchKeys(query);
  const first = [...text.matchAll(WORD)].find((found) => matches(found[0], keys));
  if (!first || first.index <= LEAD) return markSearched(text, query);
  // From the first word that starts at least CONTEXT characters before the match.
  const from = [...text.slice(0, first.index).matchAll(WORD)].find((word) => word.index >= first.index - CONTEXT)?.index ?? first.index;
  return [{ text: ELLIPSIS, marked: false }, ...markSearched(text.slice(from), query)];
}
