import { categoryName, type CategoryId } from '../../../config/categories.js';
import { categoryColours } from './category-colours.js';

export function CategoryBadge({ category }: { readonly category: CategoryId }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${categoryColours[category].badge}`}>
      {categoryName(category)}
    </span>
  );
}
