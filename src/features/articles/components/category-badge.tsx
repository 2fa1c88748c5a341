import { categoryName, type CategoryId } from '../../../config/categories.js';
import { categoryStyle } from '../../../components/ui/category-style.js';

/** The category as a newspaper's kicker: small capitals in the category's colour above the headline. */
export function CategoryBadge({ category }: { readonly category: CategoryId }) {
  return <span className={`text-xs/5 font-bold tracking-wider uppercase ${categoryStyle[category].text}`}>{categoryName(category)}</span>;
}
