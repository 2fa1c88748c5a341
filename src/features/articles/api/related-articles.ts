/**
 * Up to 3 other published articles of the same category, newest first (docs/decisions.md),
 * with the fields their cards show (card-fields.ts). Uses the composite index
 * articles(status, category, publishedAt DESC).
 */
import type { CategoryId } from '../../../config/categories.js';
import { allOf, fieldEquals, runQueryRest } from '../../../lib/firebase/rest-query.js';
import type { Article } from '../types.js';
import { cardFields, cardOf } from './card-fields.js';

export const RELATED_ARTICLES = 3;

export async function listRelatedArticles(article: { readonly id: string; readonly category: CategoryId }): Promise<Article[]> {
  const found = await runQueryRest({
    select: cardFields,
    from: [{ collectionId: 'articles' }],
    where: allOf(fieldEquals('status', { stringValue: 'published' }), fieldEquals('category', { stringValue: article.category })),
    orderBy: [{ field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' }],
    // One more than shown, in case the article itself is among them.
    limit: RELATED_ARTICLES + 1,
  });
  return found
    .filter((document) => document.id !== article.id)
    .slice(0, RELATED_ARTICLES)
    .map(cardOf);
}
