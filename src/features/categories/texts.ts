/** User-facing texts of the categories page (SPEC §2 /categories). */
import type { CategoryId } from '../../config/categories.js';

export const categoriesTexts = {
  title: 'Categories',
  metaDescription:
    'Browse our research by category: equity research, trade ideas, portfolio performance reviews and market insights. Educational content, not investment advice.',
  intro: 'Four ways into our research. Pick a category to see every article in it, or start from a topic below.',
  viewArticles: 'View Articles',
  viewArticlesIn: (category: string) => `View Articles in ${category}`,
  topicsHeading: 'Popular Topics',
  researchHeading: 'Looking for Specific Research?',
  researchBody:
    'Tell us which company, sector or strategy you would like us to cover next. We read every request.',
  contactForResearch: 'Contact Us for Research Requests',
} as const;

export const CATEGORY_DESCRIPTIONS: Record<CategoryId, string> = {
  'equity-research':
    'In-depth analysis of individual companies: business models, financial statements, competitive position and valuation.',
  'trade-ideas':
    'Specific, time-bound setups with the thesis, entry, exit and risk spelled out, for readers who trade actively.',
  'portfolio-performance':
    'Reviews of model portfolios and allocation strategies, with returns, drawdowns and the lessons behind them.',
  'market-insights':
    'The bigger picture: economic data, interest rates, sector trends and what they mean for long-term investors.',
};

/** SPEC §2: the tag chips, each linking to /blog?tag={tag}. */
export const POPULAR_TAGS = [
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
