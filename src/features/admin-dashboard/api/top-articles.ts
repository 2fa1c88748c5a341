/**
 * The five most-read and five most-liked published articles. Indexes in
 * firestore.indexes.json: articles (status, viewCount desc) and (status, likeCount desc).
 */
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';

const TOP_ARTICLES = 5;

export interface TopArticle {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly count: number;
}

export type Ranking = 'viewCount' | 'likeCount';

export async function loadTopArticles(by: Ranking): Promise<TopArticle[]> {
  const found = await getDocs(
    query(collection(getDb(), 'articles'), where('status', '==', 'published'), orderBy(by, 'desc'), limit(TOP_ARTICLES)),
  );
  return found.docs.map((item) => {
    const data = item.data();
    const count: unknown = data[by];
    return {
      id: item.id,
      title: typeof data.title === 'string' ? data.title : '',
      slug: typeof data.slug === 'string' ? data.slug : '',
      count: typeof count === 'number' ? count : 0,
    };
  });
}
