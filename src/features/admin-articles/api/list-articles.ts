/**
 * The manage-articles list: every article, newest created
 * first, optionally of one status and one category, or holding a title word; a page at a
 * time from a cursor, so thousands of articles load page by page. Indexes in
 * firestore.indexes.json: articles (status|category|searchTerms combinations, createdAt desc).
 */
import { collection, getDocs, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import type { CategoryId } from '../../../config/categories.js';
import { searchKeys } from '../../../lib/article-text.js';
import { after, pageOf, type CursorPage, type PageCursor } from '../../../lib/firebase/cursor-page.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { ArticleRow, ArticleStatus } from '../types.js';
import { articleRow } from './records.js';

const ARTICLES_PER_PAGE = 20;

export interface ArticleQuery {
  readonly status: ArticleStatus | 'all';
  readonly category: CategoryId | 'all';
  /** Words of the title to look for: articles holding the longest one are listed. */
  readonly search: string;
}

export async function listArticleRows(filter: ArticleQuery, cursor: PageCursor | null): Promise<CursorPage<ArticleRow>> {
  const constraints: QueryConstraint[] = [];
  if (filter.status !== 'all') constraints.push(where('status', '==', filter.status));
  if (filter.category !== 'all') constraints.push(where('category', '==', filter.category));
  const word = searchKeys(filter.search).sort((a, b) => b.length - a.length)[0];
  if (word) constraints.push(where('searchTerms', 'array-contains', word));
  const found = await getDocs(
    query(collection(getDb(), 'articles'), ...constraints, orderBy('createdAt', 'desc'), ...after(cursor), limit(ARTICLES_PER_PAGE + 1)),
  );
  return pageOf(found.docs, ARTICLES_PER_PAGE, articleRow);
}
