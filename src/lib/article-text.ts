/**
 * Text derived from an article's HTML: plain text, reading time, description fallback and
 * the words search looks for. Pure functions, shared by the site, the editor and the seed.
 */

const WORDS_PER_MINUTE = 200;
const DESCRIPTION_LENGTH = 120;
const MAX_SEARCH_TERMS = 300;

/** Tags dropped and entities decoded, whitespace folded (no DOM needed). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of HTML, or of plain text (which has no tags to drop). */
export function wordCount(html: string): number {
  const text = plainText(html);
  return text === '' ? 0 : text.split(' ').length;
}

/** Minutes at 200 words per minute, rounded up; at least 1 for any text. */
export function readingTime(html: string): number {
  return Math.ceil(wordCount(html) / WORDS_PER_MINUTE);
}

/** docs/product.md §2: an article without a summary is described by its first 120 characters. */
export function describeArticle(summary: string, contentHtml: string): string {
  if (summary.trim() !== '') return summary;
  const text = plainText(contentHtml);
  return text.length <= DESCRIPTION_LENGTH ? text : text.slice(0, DESCRIPTION_LENGTH).trimEnd() + '…';
}

/**
 * What a card says of an article: its summary, else (as describeArticle) the start of its
 * text, or of its stored excerpt, the text's first paragraph, when the list was read
 * without the text (features/articles/api/first-screen.ts).
 */
export function cardDescription(article: { readonly summary: string; readonly excerpt: string; readonly content: string }): string {
  return describeArticle(article.summary, article.content || article.excerpt);
}

const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'from', 'has', 'have', 'how', 'in', 'into', 'is',
  'it', 'its', 'of', 'on', 'or', 'our', 'than', 'that', 'the', 'their', 'this', 'to', 'was', 'what', 'when', 'which',
  'why', 'will', 'with', 'you', 'your',
]);

/** Lowercased words of a query or text, accents folded, stop words and 1-letter words dropped. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

/**
 * The form a word is searched by: an English plural folded to its singular ("etfs" → "etf",
 * "companies" → "company", "taxes" → "tax"), so that a query and an article meet whichever
 * form each uses. Deliberately small: words ending in -ss, -us or -is are not plurals
 * ("loss", "bonus", "analysis"), and the same rule runs on both sides, so a stem that is
 * not a real word ("series" → "sery") still matches itself.
 */
export function searchKey(word: string): string {
  if (word.length < 4 || /\d|(?:ss|us|is)$/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:sses|xes|ches|shes|zzes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The keys a query searches for: its words (searchWords), each in its searched form (searchKey). */
export function searchKeys(text: string): string[] {
  return [...new Set(searchWords(text).map(searchKey))];
}

const MIN_PREFIX = 2;

/**
 * The `searchTerms` field stored on an article, so that /blog?search= can find it with an
 * array-contains query (Firestore has no full-text search): every word of its title,
 * tickers, tags and summary, each word's searched form (searchKey), then the words'
 * beginnings of 2 letters or more, so that "div" finds "dividends" and "ap" "Apple".
 * Whole words and their forms come first, title first, so that at the cap of 300 only beginnings of the last
 * summary words are left out.
 */
export function searchTermsFor(article: { title: string; summary: string; tags: readonly string[]; tickers?: readonly string[] }): string[] {
  const words = searchWords([article.title, ...(article.tickers ?? []), ...article.tags, article.summary].join(' '));
  const forms = words.flatMap((word) => [word, searchKey(word)]);
  const beginnings = words.flatMap((word) => Array.from({ length: Math.max(0, word.length - MIN_PREFIX) }, (_, i) => word.slice(0, MIN_PREFIX + i)));
  return [...new Set([...forms, ...beginnings])].slice(0, MAX_SEARCH_TERMS);
}
