/**
 * Search (docs/decisions.md; the approach is explained in ../search-plan.ts): reads published
 * articles holding the pivot word, newest first, in batches, and keeps those holding every
 * other word, until a page is full. Index: articles (status, searchTerms CONTAINS,
 * publishedAt desc).
 */
import {
  collection, getDocs, limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { matchesPlan, planSearch } from '../search-plan.js';
import type { ArticleCursor, ArticlePage } from '../types.js';
import { cursorAfter, documentOf, pageOf } from './pages.js';

export const SEARCH_BATCH_SIZE = 50;
/** Bounds the reads of one page when the pivot word is common and the other words rare. */
const MAX_SCANNED = 1000;

export async function searchArticles(text: string, after: ArticleCursor | null, pageSize: number): Promise<ArticlePage> {
  const plan = planSearch(text);
  if (!plan) return { articles: [], next: null };

  const matches: QueryDocumentSnapshot[] = [];
  let last: QueryDocumentSnapshot | null = after ? documentOf(after) : null;
  let scanned = 0;
  let exhausted = false;
  // One match beyond the page tells whether another page exists.
  while (matches.length <= pageSize && !exhausted && scanned < MAX_SCANNED) {
    const snapshot = await getDocs(
      query(
        collection(getDb(), 'articles'),
        where('status', '==', 'published'),
        where('searchTerms', 'array-contains', plan.pivot),
        orderBy('publishedAt', 'desc'),
        ...(last ? [startAfter(last)] : []),
        limit(SEARCH_BATCH_SIZE),
      ),
    );
    scanned += snapshot.size;
    exhausted = snapshot.size < SEARCH_BATCH_SIZE;
    last = snapshot.docs.at(-1) ?? last;
    matches.push(...snapshot.docs.filter((document) => matchesPlan(document.get('searchTerms'), plan)));
  }

  if (matches.length > pageSize || exhausted || !last) return pageOf(matches, pageSize);
  // Stopped at the scan bound: what is left starts after the last document read.
  return { articles: pageOf(matches, pageSize).articles, next: cursorAfter(last) };
}
