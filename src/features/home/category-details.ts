import type { CategoryId } from '../../config/categories.js';

/**
 * What the home page's category grid says about each category, and its SPEC §3 colour
 * (full class names, so Tailwind finds them). Local until src/config/categories.ts carries
 * descriptions and colours for every feature.
 */
export const CATEGORY_DETAILS: Record<CategoryId, { readonly description: string; readonly accent: string }> = {
  'equity-research': {
    description: 'In-depth analysis of individual companies: business models, financial statements and valuation.',
    accent: 'border-t-blue-500 dark:border-t-blue-400 text-blue-700 dark:text-blue-300',
  },
  'trade-ideas': {
    description: 'Specific setups with the thesis, entry, exit and risk spelled out, for readers who trade actively.',
    accent: 'border-t-red-500 dark:border-t-red-400 text-red-700 dark:text-red-300',
  },
  'portfolio-performance': {
    description: 'Reviews of model portfolios and allocation strategies, with returns, drawdowns and lessons learned.',
    accent: 'border-t-green-500 dark:border-t-green-400 text-green-700 dark:text-green-300',
  },
  'market-insights': {
    description: 'The bigger picture: economic data, interest rates and sector trends for long-term investors.',
    accent: 'border-t-amber-500 dark:border-t-amber-400 text-amber-700 dark:text-amber-300',
  },
};
