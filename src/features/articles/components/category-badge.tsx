import { categoryName, type CategoryId } from '../../../config/categories.js';
import { categoryStyle } from '../../../components/ui/category-style.js';

export function CategoryBadge({ category }: { readonly category: CategoryId }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${categoryStyle[category].badge}`}>
      {categoryName(category)}
    </span>
  );
}
