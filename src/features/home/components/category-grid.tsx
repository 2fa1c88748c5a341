import { Link } from 'react-router-dom';
import { CATEGORIES } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { categoryStyle } from '../../../components/ui/category-style.js';
import { sectionHeading } from '../../../components/ui/section-heading.js';
import { homeTexts } from '../texts.js';

/** The four categories, each linking to its article list (docs/product.md §1), as the sections of a paper. */
export function CategoryGrid() {
  return (
    <section aria-labelledby="category-grid-heading" className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id="category-grid-heading" className={sectionHeading}>
        {homeTexts.categoriesHeading}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{homeTexts.categoriesIntro}</p>
      <ul className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <article className={`relative h-full border-t-4 pt-3 ${categoryStyle[category.id].topBorder}`}>
              <h3 className="font-serif text-xl font-semibold text-slate-900 dark:text-white">
                <Link
                  to={paths.category.to(category.id)}
                  className="after:absolute after:-inset-1 after:rounded-md hover:text-blue-800 focus-visible:outline-none dark:hover:text-blue-300 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-600"
                >
                  {category.name}
                </Link>
              </h3>
              <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{category.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
