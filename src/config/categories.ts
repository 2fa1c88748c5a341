/**
 * The four article categories (docs/product.md §1, §3, §9) and the topic tags readers browse by
 * (docs/product.md §2 /categories). Several features show them, so they live here, once.
 */

export const CATEGORIES = [
  {
    id: 'equity-research',
    name: 'Equity Research',
    description:
      'In-depth analysis of individual companies: business models, financial statements, competitive position and valuation.',
  },
  {
    id: 'trade-ideas',
    name: 'Trade Ideas',
    description:
      'Specific, time-bound setups with the thesis, entry, exit and risk spelled out, for readers who trade actively.',
  },
  {
    id: 'portfolio-performance',
    name: 'Portfolio Performance',
    description:
      'Reviews of model portfolios and allocation strategies, with returns, drawdowns and the lessons behind them.',
  },
  {
    id: 'market-insights',
    name: 'Market Insights',
    description:
      'The bigger picture: economic data, interest rates, sector trends and what they mean for long-term investors.',
  },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export function isCategoryId(value: unknown): value is CategoryId {
  return CATEGORIES.some((category) => category.id === value);
}

export function categoryName(id: CategoryId): string {
  return CATEGORIES.find((category) => category.id === id)?.name ?? id;
}

/** docs/product.md §2: the topics offered as tag chips, each linking to /blog?tag={tag}. */
export const TOPIC_TAGS = [
  'Investment',
  'Market Analysis',
  'Bitcoin',
  'ETFs',
  'Retirement',
  'Portfolio',
  'Stocks',
  'Trading',
  'Financial Planning',
] as const;
