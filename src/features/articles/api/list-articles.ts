/**
 * One page of a public article list (docs/product.md §2 Article list): published articles, newest
 * published first, 12 at a time, optionally of one category, tag, ticker or author; search
 * has its own module. Indexes (firestore.indexes.json): articles (status, publishedAt desc),
 * (status, category, publishedAt desc), (status, tagKeys CONTAINS, publishedAt desc),
 * (status, tickers CONTAINS, publishedAt desc), (status, author.id, publishedAt desc).
 */
import {
  collection, documentId, getDocs, limit, orderBy, query, startAfter, Timestamp, where, type QueryConstraint,
} from 'firebase/firestore/lite';
import { getDb } from '../../../lib/firebase/firestore.js';
import { tagKey } from '../../../lib/tags.js';
import type { ArticleCursor, ArticleFilter, ArticlePage } from '../types.js';
import { ARTICLES_PER_PAGE, pageOf, placeOf } from './pages.js';

/** Where the next page starts: after a document, or after its place in the order. */
function startAfterCursor(cursor: ArticleCursor): QueryConstraint {
  const place = placeOf(cursor);
  if ('document' in place) return startAfter(place.document);
  if ('search' in place) throw new Error('A search’s cursor goes on with the search only.');
  const { publishedAt, id } = place.position;
  return startAfter(new Timestamp(publishedAt.seconds, publishedAt.nanoseconds), id);
}

function filterConstraints(filter: Exclude<ArticleFilter, { kind: 'search' }>): QueryConstraint[] {
  switch (filter.kind) {
    case 'all':
      return [];
    case 'category':
      return [where('category', '==', filter.category)];
    case 'tag':
      return [where('tagKeys', 'array-contains', tagKey(filter.tag))];
    case 'ticker':
      return [where('tickers', 'array-contains', filter.ticker)];
    case 'author':
      return [where('author.id', '==', filter.author)];
  }
}

export async function listArticles(filter: ArticleFilter, after: ArticleCursor | null): Promise<ArticlePage> {
  if (filter.kind === 'search') {
    // Its own chunk: only search results need it.
    const { searchArticles } = await import('./search-articles.js');
    return searchArticles(filter.text, after, ARTICLES_PER_PAGE);
  }
  const snapshot = await getDocs(
    query(
      collection(getDb(), 'articles'),
      where('status', '==', 'published'),
      ...filterConstraints(filter),
      orderBy('publishedAt', 'desc'),
      // Named, so a cursor can give the id: the order Firestore adds by itself anyway.
      orderBy(documentId(), 'desc'),
      ...(after ? [startAfterCursor(after)] : []),
      // One more than a page tells whether to offer "Load more" without an extra read.
      limit(ARTICLES_PER_PAGE + 1),
    ),
  );
  return pageOf(snapshot.docs, ARTICLES_PER_PAGE);
}
