/**
 * Stand-ins for the dashboard's lists when their query fails (docs/product.md §8), always shown
 * marked as samples (docs/decisions.md) and never linked, since they are not real articles.
 */
import type { DashboardArticle } from './types.js';

export const SAMPLE_ARTICLES: readonly DashboardArticle[] = [
  {
    id: 'sample-dividend-growth',
    title: 'Why Dividend Growth Can Beat High Yield',
    summary: 'How a growing payout compounds, and why the highest yields often signal risk rather than value.',
    category: 'equity-research',
    publishedAt: null,
    authorName: 'Finance Articles',
    sample: true,
  },
  {
    id: 'sample-rebalancing',
    title: 'Rebalancing a Simple Two-Fund Portfolio',
    summary: 'Calendar or threshold rebalancing: what each costs and what each protects you from.',
    category: 'portfolio-performance',
    publishedAt: null,
    authorName: 'Finance Articles',
    sample: true,
  },
  {
    id: 'sample-yield-curve',
    title: 'Reading the Yield Curve Without the Headlines',
    summary: 'What an inverted curve has signalled in the past, and what it cannot tell an investor.',
    category: 'market-insights',
    publishedAt: null,
    authorName: 'Finance Articles',
    sample: true,
  },
];
