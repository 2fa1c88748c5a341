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
 * The `searchTerms` field stored on an article: the words of its title, summary and tags,
 * so that /blog?search= can find it with an array-contains query (Firestore has no
 * full-text search). Title words come first so they survive the cap.
 */
export function searchTermsFor(article: { title: string; summary: string; tags: readonly string[] }): string[] {
  return searchWords([article.title, ...article.tags, article.summary].join(' ')).slice(0, MAX_SEARCH_TERMS);
}
