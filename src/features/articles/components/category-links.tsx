import { Link } from 'react-router-dom';
import { categoryStyle } from '../../../components/ui/category-style.js';
import { CATEGORIES } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';

/** The four categories, each a link to its page beside its colour's dot. */
export function CategoryLinks() {
  return (
    <ul className="space-y-2">
      {CATEGORIES.map((category) => (
        <li key={category.id}>
          <Link
            to={paths.category.to(category.id)}
            className="flex items-center gap-2 text-slate-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:text-blue-300"
          >
            <span aria-hidden="true" className={`size-2.5 rounded-full ${categoryStyle[category.id].dot}`} />
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
