/** User-facing texts of the articles feature (docs/product.md §2, §8; the product's own texts word for word). */
import { formatCount } from '../../lib/numbers.js';
import { IDEA_STATUS_LABELS } from '../../lib/trade-record.js';

export const articleTexts = {
  latestHeading: 'Latest Articles',
  featuredHeading: 'Featured Articles',
  viewAll: 'View all articles',
  loading: 'Loading articles…',
  loadFailed: 'Failed to load articles. Please try again.',
  empty: 'No articles found',
  browseCategories: 'Browse Categories',
  searchEmpty: {
    hint: (text: string) => `Nothing matches “${text}”. Check the spelling or try fewer words, or look through a category or a popular tag.`,
    categories: 'Try a category',
    tags: 'Try a popular tag',
  },
  readTime: (minutes: number) => `${minutes} min read`,
  loadMore: 'Load more',
  loadingMore: 'Loading more articles…',
  loadedMore: (count: number, last: boolean) =>
    count === 0 && !last
      ? 'No more matches among the articles searched so far.'
      : `${count} more ${count === 1 ? 'article' : 'articles'} loaded.${last ? ' That is all of them.' : ''}`,
  /** A search that read its bound of articles for a page and found none yet (api/search-articles.ts). */
  noMatchYet: 'No matches among the newest articles. Older ones are still to search.',
  searchOlder: 'Search older articles',
  /** Above a search's results: how many it has found; "so far" while Load more can find others. */
  resultCount: (count: number, text: string, complete: boolean) =>
    `${formatCount(count)} ${count === 1 ? 'result' : 'results'} for “${text}”${complete ? '' : ' so far'}`,
  showAll: 'Show all articles',
  newer: 'New articles have been published.',
  showNewer: 'Show them',
  direction: { long: 'Long', short: 'Short' },
  /** Where a trade idea stands. */
  ideaStatus: IDEA_STATUS_LABELS,
  ratio: 'R/R',
  ratioMeaning: 'reward-to-risk ratio',

  author: {
    on: (name: string, network: string) => `${name} on ${network}`,
    website: (name: string) => `${name}'s website`,
  },

  list: {
    allDescription:
      'The latest equity research, trade ideas, portfolio performance reviews and market insights from our analysts.',
    tagTitle: (tag: string) => `Articles tagged “${tag}”`,
    tagDescription: (tag: string) => `Articles about ${tag}, newest first.`,
    searchTitle: (text: string) => `Search results for “${text}”`,
    searchDescription: (text: string) => `Articles matching “${text}”.`,
    tickerTitle: (ticker: string) => `${ticker}: research and ideas`,
    tickerDescription: (ticker: string) => `Every article on ${ticker}: equity research, trade ideas and market commentary, newest first.`,
    tickerArticles: (ticker: string) => `Articles on ${ticker}`,
  },

  sidebar: {
    label: 'Sidebar',
    searchHeading: 'Search',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles…',
    searchButton: 'Search',
    popularHeading: 'Popular Articles',
    popularLoading: 'Loading popular articles…',
    popularEmpty: 'No articles yet.',
    samplesNotice: 'Popular articles could not be loaded. These are sample titles, not real articles:',
    sampleBadge: 'Sample',
    tryAgain: 'Try Again',
    views: (count: number) => `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`,
    categoriesHeading: 'Categories',
    tagsHeading: 'Popular Tags',
    newsletterHeading: 'Newsletter',
    newsletterText: 'Join our newsletter list for new research, trade ideas and market insights.',
  },
} as const;
