import { categoryName, type CategoryId } from '../../../config/categories.js';
import { categoryStyle } from '../../../components/ui/category-style.js';

/**
 * The category as a newspaper's kicker: small capitals in the category's colour above the
 * headline, on one line (what stands beside it gives way).
 */
export function CategoryBadge({ category }: { readonly category: CategoryId }) {
  return <span className={`shrink-0 text-xs/5 font-bold tracking-wider whitespace-nowrap uppercase ${categoryStyle[category].text}`}>{categoryName(category)}</span>;
}
