/**
 * Text derived from an article's HTML: plain text, reading time, description fallback and
 * the words search looks for. Pure functions, shared by the site, the editor and the seed.
 */

const WORDS_PER_MINUTE = 200;
const DESCRIPTION_LENGTH = 120;

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

/** Lowercased words of a text, accents folded, stop words and 1-letter words dropped, repeats kept. */
function foldedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** Lowercased words of a query or text, accents folded, stop words and 1-letter words dropped. */
export function searchWords(text: string): string[] {
  return [...new Set(foldedWords(text))];
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

/**
 * At most this many terms an article stores (firestore.rules holds the same bound). Each is
 * an index entry in every index that holds searchTerms (docs/data-model.md says what that
 * costs), so the article's text is cut to its most used words when it has more.
 */
export const MAX_SEARCH_TERMS = 1500;
/** Before a term of the title: a search lists the articles whose title holds its words first. */
export const TITLE_MARK = 't:';
/** Beginnings of the title, tickers, tags and summary from 2 letters, of the text from 3. */
const MIN_PREFIX = 2;
const MIN_TEXT_PREFIX = 3;
/** Longer "words" of a text are addresses, codes or figures run together: not stored. */
const MAX_TEXT_WORD = 24;

/** Each word, then its searched form (searchKey). */
const formsOf = (words: readonly string[]): string[] => words.flatMap((word) => [word, searchKey(word)]);

/** Each word's beginnings of `min` letters or more, the whole word left out. */
const beginningsOf = (words: readonly string[], min: number): string[] =>
  words.flatMap((word) => Array.from({ length: Math.max(0, word.length - min) }, (_, i) => word.slice(0, min + i)));

/** The words of an article's HTML, the most used first (the first met first among equals). */
function textWords(html: string): string[] {
  const uses = new Map<string, number>();
  for (const word of foldedWords(plainText(html))) {
    if (word.length <= MAX_TEXT_WORD) uses.set(word, (uses.get(word) ?? 0) + 1);
  }
  // A Map keeps the order words were first met in, and sort is stable.
  return [...uses.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

/**
 * The terms of a title, unmarked: its words with each one's searched form (searchKey) and
 * their beginnings of 2 letters or more. searchTermsFor stores them marked (TITLE_MARK);
 * Manage Articles checks a search's other words against a row's title with them.
 */
export function titleTerms(title: string): string[] {
  const words = searchWords(title);
  return [...new Set([...formsOf(words), ...beginningsOf(words, MIN_PREFIX)])];
}

/**
 * The `searchTerms` field stored on an article, so that /blog?search= can find it with an
 * array-contains query (Firestore has no full-text search), in this order, so that the cap
 * of 1,500 leaves out the least useful: every word of its title, tickers, tags and summary
 * with each word's searched form (searchKey), then those words' beginnings of 2 letters or
 * more ("div" finds "dividends", "ap" "Apple"); the title's terms again, marked (TITLE_MARK),
 * so that a search can list title matches first; then the words of the text, the most used
 * first, with their forms, then their beginnings of 3 letters or more.
 */
export function searchTermsFor(article: {
  readonly title: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly tickers?: readonly string[];
  /** The article's HTML. */
  readonly content: string;
}): string[] {
  const words = searchWords([article.title, ...(article.tickers ?? []), ...article.tags, article.summary].join(' '));
  const text = textWords(article.content);
  return [
    ...new Set([
      ...formsOf(words),
      ...beginningsOf(words, MIN_PREFIX),
      ...titleTerms(article.title).map((term) => TITLE_MARK + term),
      ...formsOf(text),
      ...beginningsOf(text, MIN_TEXT_PREFIX),
    ]),
  ].slice(0, MAX_SEARCH_TERMS);
}
