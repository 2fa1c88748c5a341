import { categoryName, type CategoryId } from '../../../config/categories.js';

// Full class names, so Tailwind finds them in the source (SPEC §3 colours).
const colours: Record<CategoryId, string> = {
  'equity-research': 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  'trade-ideas': 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  'portfolio-performance': 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  'market-insights': 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
};

export function CategoryBadge({ category }: { readonly category: CategoryId }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${colours[category]}`}>
      {categoryName(category)}
    </span>
  );
}
