import type { CategoryId } from '../../config/categories.js';

/**
 * docs/product.md §3 category colours (equity research blue, trade ideas red, portfolio performance
 * green, market insights amber) as full class names, so Tailwind finds them in the source.
 */
export const categoryStyle: Record<
  CategoryId,
  { readonly badge: string; readonly dot: string; readonly icon: string; readonly text: string; readonly topBorder: string }
> = {
  'equity-research': {
    badge: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
    dot: 'bg-blue-500',
    icon: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
    text: 'text-blue-700 dark:text-blue-300',
    topBorder: 'border-t-blue-500 dark:border-t-blue-400',
  },
  'trade-ideas': {
    badge: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
    dot: 'bg-red-500',
    icon: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
    text: 'text-red-700 dark:text-red-300',
    topBorder: 'border-t-red-500 dark:border-t-red-400',
  },
  'portfolio-performance': {
    badge: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    dot: 'bg-green-500',
    icon: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
    text: 'text-green-700 dark:text-green-300',
    topBorder: 'border-t-green-500 dark:border-t-green-400',
  },
  'market-insights': {
    badge: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
    dot: 'bg-amber-500',
    icon: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
    text: 'text-amber-700 dark:text-amber-300',
    topBorder: 'border-t-amber-500 dark:border-t-amber-400',
  },
};
