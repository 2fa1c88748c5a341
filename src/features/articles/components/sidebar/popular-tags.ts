/**
 * The tags the sidebar offers: the topics SPEC §2 lists for readers to browse by (the same
 * chips as /categories). An editorial list, not computed, so it costs no query.
 */
export const POPULAR_TAGS: readonly string[] = [
  'Investment',
  'Market Analysis',
  'Bitcoin',
  'ETFs',
  'Retirement',
  'Portfolio',
  'Stocks',
  'Trading',
  'Financial Planning',
];
