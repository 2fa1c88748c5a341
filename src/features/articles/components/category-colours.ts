import type { CategoryId } from '../../../config/categories.js';

/** SPEC §3 category colours, as full class names so Tailwind finds them in the source. */
export const categoryColours: Record<CategoryId, { readonly badge: string; readonly dot: string }> = {
  'equity-research': { badge: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200', dot: 'bg-blue-500' },
  'trade-ideas': { badge: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200', dot: 'bg-red-500' },
  'portfolio-performance': {
    badge: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    dot: 'bg-green-500',
  },
  'market-insights': { badge: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200', dot: 'bg-amber-500' },
};
