/**
 * The most read published articles for the sidebar (docs/decisions.md: a real query, viewCount
 * desc), with the fields their cards show (card-fields.ts). Index: articles (status,
 * viewCount desc). Pages use it through use-popular-articles.ts.
 */
import { fieldEquals, runQueryRest } from '../../../lib/firebase/rest-query.js';
import type { Article } from '../types.js';
import { cardFields, cardOf } from './card-fields.js';

export async function listPopularArticles(count: number): Promise<Article[]> {
  const found = await runQueryRest({
    select: cardFields,
    from: [{ collectionId: 'articles' }],
    where: fieldEquals('status', { stringValue: 'published' }),
    orderBy: [{ field: { fieldPath: 'viewCount' }, direction: 'DESCENDING' }],
    limit: count,
  });
  return found.map(cardOf);
}
