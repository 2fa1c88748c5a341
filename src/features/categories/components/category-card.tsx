import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryId } from '../../../config/categories.js';
import { categoryStyle } from '../../../components/ui/category-style.js';
import { paths } from '../../../config/paths.js';
import { categoriesTexts } from '../texts.js';
import { CategoryIcon } from './category-icon.js';

interface CategoryCardProps {
  readonly id: CategoryId;
  readonly name: string;
  readonly description: string;
}

export function CategoryCard({ id, name, description }: CategoryCardProps) {
  const headingId = useId();
  const style = categoryStyle[id];
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <span className={`inline-flex size-12 items-center justify-center rounded-lg ${style.icon}`}>
        <CategoryIcon category={id} />
      </span>
      <h2 id={headingId} className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
        {name}
      </h2>
      <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{description}</p>
      <Link
        to={paths.category.to(id)}
        // Four links read "View Articles": the name says which (the visible words come first).
        aria-label={categoriesTexts.viewArticlesIn(name)}
        className={`mt-6 inline-flex items-center gap-1 self-start rounded-sm font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${style.text}`}
      >
        {categoriesTexts.viewArticles}
        <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
