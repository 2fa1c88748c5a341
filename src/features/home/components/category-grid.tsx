import { Link } from 'react-router-dom';
import { CATEGORIES } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { categoryStyle } from '../../../components/ui/category-style.js';
import { homeTexts } from '../texts.js';

/** The four categories, each linking to its article list (docs/product.md §1). */
export function CategoryGrid() {
  return (
    <section aria-labelledby="category-grid-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="category-grid-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {homeTexts.categoriesHeading}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{homeTexts.categoriesIntro}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map((category) => {
          const style = categoryStyle[category.id];
          return (
            <li key={category.id}>
              <article
                className={`relative h-full rounded-xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900 ${style.topBorder} ${style.text}`}
              >
                <h3 className="text-lg font-semibold">
                  <Link
                    to={paths.category.to(category.id)}
                    className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-600"
                  >
                    {category.name}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{category.description}</p>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
