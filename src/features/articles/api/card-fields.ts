/**
 * What a list of articles reads of each one: the fields its cards show and its cursor needs,
 * never the article's text (content) or its stored search words, which are most of an
 * article's bytes (three quarters to nine tenths of a list's). The lite SDK reads whole
 * documents; REST's runQuery asks for fields (`select`), so lists of articles read through
 * it (lib/firebase/rest-query.ts). The articles of a list therefore have content '' (cards
 * describe an article by its summary, else its excerpt: cardDescription).
 */
import type { RestDocument, RestTimestamp, StructuredQuery } from '../../../lib/firebase/rest-query.js';
import type { Article } from '../types.js';
import { articleFromDoc } from './article-from-doc.js';
import type { ArticlePosition } from './pages.js';

const CARD_FIELDS = [
  'title', 'slug', 'summary', 'excerpt', 'category', 'tags', 'featuredImage', 'status', 'isFeatured', 'author',
  'createdAt', 'updatedAt', 'publishedAt', 'readTime', 'viewCount', 'likeCount', 'commentCount', 'tickers',
  'disclosure', 'tradeIdea',
] as const satisfies readonly (keyof Article)[];

/** The `select` of a list's query. */
export const cardFields: NonNullable<StructuredQuery['select']> = { fields: CARD_FIELDS.map((fieldPath) => ({ fieldPath })) };

export const cardOf = (document: RestDocument): Article => articleFromDoc(document.id, document.fields);

/** A document's place in the newest-first order of published articles; null without a publishedAt. */
export function documentPosition(document: RestDocument): ArticlePosition | null {
  const publishedAt = document.fields.publishedAt as RestTimestamp | null | undefined;
  return publishedAt ? { publishedAt, id: document.id } : null;
}
