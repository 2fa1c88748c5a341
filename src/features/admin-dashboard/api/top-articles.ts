/**
 * The five most-read and five most-liked published articles: their title, slug and count
 * only, asked of REST's runQuery with a select (lib/firebase/rest-query.ts), so the
 * dashboard never reads an article's text or its stored search words. Published articles
 * are a guest's to read, so the query goes without the admin's token (and without a
 * preflight). Indexes in firestore.indexes.json: articles (status, viewCount desc) and
 * (status, likeCount desc).
 */
import { fieldEquals, runQueryRest } from '../../../lib/firebase/rest-query.js';

const TOP_ARTICLES = 5;

export interface TopArticle {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly count: number;
}

export type Ranking = 'viewCount' | 'likeCount';

export async function loadTopArticles(by: Ranking): Promise<TopArticle[]> {
  const found = await runQueryRest({
    select: { fields: [{ fieldPath: 'title' }, { fieldPath: 'slug' }, { fieldPath: by }] },
    from: [{ collectionId: 'articles' }],
    where: fieldEquals('status', { stringValue: 'published' }),
    orderBy: [{ field: { fieldPath: by }, direction: 'DESCENDING' }],
    limit: TOP_ARTICLES,
  });
  return found.map(({ id, fields }) => {
    const count = fields[by];
    return {
      id,
      title: typeof fields.title === 'string' ? fields.title : '',
      slug: typeof fields.slug === 'string' ? fields.slug : '',
      count: typeof count === 'number' ? count : 0,
    };
  });
}
