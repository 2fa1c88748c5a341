/**
 * The excerpt stored with an article (what cards may show instead of the summary). Kept
 * apart from article-text.ts: only the editor and the seed write excerpts, so readers'
 * pages never download this.
 */
import { plainText } from './article-text.js';

const EXCERPT_LENGTH = 220;

/** The stored excerpt: the first paragraph as plain text, cut at a word boundary. */
export function excerptOf(html: string): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  const text = plainText(first);
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
