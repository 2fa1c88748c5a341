import { CATEGORIES, categoryName, type CategoryId } from '../../../config/categories.js';
import { tickerFrom } from '../../../lib/finance.js';
import { tagKey } from '../../../lib/tags.js';
import { articleTexts } from '../texts.js';
import type { ArticleFilter } from '../types.js';

/** What the list pages show: every filter but an author's, whose list is on the author's page. */
export type ListPageFilter = Exclude<ArticleFilter, { kind: 'author' }>;

/**
 * What a list shows, from its route and query: a category page shows that category, a
 * ticker page the articles naming that security; /blog and /articles show everything, or
 * what ?search= finds (first, when both are given; "$AAPL" is a ticker), or what ?tag= names.
 */
export function listFilter(category: CategoryId | undefined, query: URLSearchParams, ticker?: string): ListPageFilter {
  if (category) return { kind: 'category', category };
  if (ticker !== undefined) return { kind: 'ticker', ticker: tickerFrom(ticker) ?? ticker };
  const search = query.get('search')?.trim();
  const searchedTicker = search?.startsWith('$') ? tickerFrom(search) : null;
  if (searchedTicker) return { kind: 'ticker', ticker: searchedTicker };
  if (search) return { kind: 'search', text: search };
  const tag = query.get('tag')?.trim();
  if (tag) return { kind: 'tag', tag };
  return { kind: 'all' };
}

/** A stable identity for a filter, to start a list afresh when it changes. */
export function filterKey(filter: ArticleFilter): string {
  switch (filter.kind) {
    case 'all':
      return 'all';
    case 'category':
      return `category:${filter.category}`;
    case 'tag':
      return `tag:${tagKey(filter.tag)}`;
    case 'search':
      return `search:${filter.text}`;
    case 'ticker':
      return `ticker:${filter.ticker}`;
    case 'author':
      return `author:${filter.author}`;
  }
}

/**
 * A list's title and description (its meta description). `intro`: the description also
 * opens the page, under the title, where it says more than the title does: what a
 * category covers, what a ticker page gathers, what the site publishes.
 */
export function listHeading(filter: ListPageFilter): { readonly title: string; readonly description: string; readonly intro: boolean } {
  const texts = articleTexts.list;
  switch (filter.kind) {
    case 'all':
      return { title: articleTexts.latestHeading, description: texts.allDescription, intro: true };
    case 'category': {
      const category = CATEGORIES.find((item) => item.id === filter.category);
      return { title: categoryName(filter.category), description: category?.description ?? '', intro: true };
    }
    case 'tag':
      return { title: texts.tagTitle(filter.tag), description: texts.tagDescription(filter.tag), intro: false };
    case 'search':
      return { title: texts.searchTitle(filter.text), description: texts.searchDescription(filter.text), intro: false };
    case 'ticker':
      return { title: texts.tickerTitle(filter.ticker), description: texts.tickerDescription(filter.ticker), intro: true };
  }
}
