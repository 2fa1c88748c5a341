import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { articleTexts } from '../texts.js';

/** The empty state of every article list (docs/product.md §2). */
export function NoArticles() {
  return (
    <div className="py-12 text-center text-slate-600 dark:text-slate-300">
      <p className="text-lg">{articleTexts.empty}</p>
      <Link
        to={paths.categories.to()}
        className="mt-4 inline-block font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
      >
        {articleTexts.browseCategories}
      </Link>
    </div>
  );
}
