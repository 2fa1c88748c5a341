/**
 * One page of a public article list (docs/product.md §2 Article list): published articles, newest
 * published first, 12 at a time, optionally of one category, tag, ticker or author; search
 * has its own module. Every page is read as the first screen's is (first-screen.ts: REST,
 * the cards' fields only). Indexes (firestore.indexes.json): articles (status, publishedAt
 * desc), (status, category, publishedAt desc), (status, tagKeys CONTAINS, publishedAt desc),
 * (status, tickers CONTAINS, publishedAt desc), (status, author.id, publishedAt desc).
 */
import type { ArticleCursor, ArticleFilter, ArticlePage } from '../types.js';
import { restArticleList } from './first-screen.js';
import { ARTICLES_PER_PAGE, placeOf, type ArticlePosition } from './pages.js';

/** Where the next page of a list starts. */
function positionAfter(cursor: ArticleCursor): ArticlePosition {
  const place = placeOf(cursor);
  if ('search' in place) throw new Error('A search’s cursor goes on with the search only.');
  return place.position;
}

export async function listArticles(filter: ArticleFilter, after: ArticleCursor | null): Promise<ArticlePage> {
  if (filter.kind === 'search') {
    // Its own chunk: only search results need it.
    const { searchArticles } = await import('./search-articles.js');
    return searchArticles(filter.text, after, ARTICLES_PER_PAGE);
  }
  return restArticleList(filter, after ? positionAfter(after) : null);
}
