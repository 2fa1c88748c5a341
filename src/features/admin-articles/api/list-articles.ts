/**
 * The manage-articles list: every article, newest created
 * first, optionally of one status and one category, or holding a title word; a page at a
 * time from a cursor, so thousands of articles load page by page. Indexes in
 * firestore.indexes.json: articles (status|category|searchTerms combinations, createdAt desc).
 */
import {
  collection, getDocs, limit, orderBy, query, startAfter, where, type QueryConstraint, type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { CategoryId } from '../../../config/categories.js';
import { searchKeys } from '../../../lib/article-text.js';
import { getDb } from '../../../lib/firebase/firestore.js';
import type { ArticleRow, ArticleStatus } from '../types.js';
import { articleRow } from './records.js';

export const ARTICLES_PER_PAGE = 20;

export interface ArticleQuery {
  readonly status: ArticleStatus | 'all';
  readonly category: CategoryId | 'all';
  /** Words of the title to look for: articles holding the longest one are listed. */
  readonly search: string;
}

/** Opaque: the last article of a page, where the next page starts. */
export interface RowCursor {
  readonly __brand: 'RowCursor';
}

const cursors = new WeakMap<RowCursor, QueryDocumentSnapshot>();

export interface RowPage {
  readonly rows: ArticleRow[];
  readonly next: RowCursor | null;
}

export async function listArticleRows(filter: ArticleQuery, after: RowCursor | null): Promise<RowPage> {
  const constraints: QueryConstraint[] = [];
  if (filter.status !== 'all') constraints.push(where('status', '==', filter.status));
  if (filter.category !== 'all') constraints.push(where('category', '==', filter.category));
  const word = searchKeys(filter.search).sort((a, b) => b.length - a.length)[0];
  if (word) constraints.push(where('searchTerms', 'array-contains', word));
  const start = after ? cursors.get(after) : undefined;
  const found = await getDocs(
    query(collection(getDb(), 'articles'), ...constraints, orderBy('createdAt', 'desc'), ...(start ? [startAfter(start)] : []), limit(ARTICLES_PER_PAGE + 1)),
  );
  const shown = found.docs.slice(0, ARTICLES_PER_PAGE);
  const last = shown.at(-1);
  let next: RowCursor | null = null;
  if (found.docs.length > ARTICLES_PER_PAGE && last) {
    next = Object.freeze({}) as RowCursor;
    cursors.set(next, last);
  }
  return { rows: shown.map((item) => articleRow(item.id, item.data())), next };
}
