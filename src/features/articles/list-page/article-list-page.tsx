import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta.js';
import { categoryStyle } from '../../../components/ui/category-style.js';
import { sectionRule } from '../../../components/ui/section-heading.js';
import type { CategoryId } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { SearchForm } from '../components/sidebar/sidebar-search.js';
import { Sidebar } from '../components/sidebar/sidebar.js';
import { articleTexts } from '../texts.js';
import { ArticleList } from './article-list.js';
import { filterKey, listFilter, listHeading } from './list-filter.js';

interface ArticleListPageProps {
  /** A category page; otherwise /blog or /articles, with ?tag= or ?search=. */
  readonly category?: CategoryId;
  /** The sidebar's subscribe form, composed by the app (features do not import each other). */
  readonly newsletter?: ReactNode;
}

/** docs/product.md §2 Article list: /blog, /articles, the four category pages, tag and search results. */
export function ArticleListPage({ category, newsletter }: ArticleListPageProps) {
  const [query] = useSearchParams();
  // A ticker page (/ticker/{SYMBOL}) names its security in the address.
  const { symbol } = useParams();
  const filter = listFilter(category, query, symbol);
  const heading = listHeading(filter);
  // A category's page opens under a rule of its colour.
  const rule = category ? `border-t-4 pt-3 ${categoryStyle[category].topBorder}` : sectionRule;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10 lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12">
      <PageMeta title={heading.title} description={heading.description} />
      <section aria-labelledby="article-list-heading">
        <header className={`mb-6 ${rule}`}>
          <h1 id="article-list-heading" className="font-serif text-3xl font-bold text-balance text-slate-900 sm:text-4xl dark:text-white">
            {heading.title}
          </h1>
          {heading.intro && <p className="mt-2 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{heading.description}</p>}
          {(filter.kind === 'tag' || filter.kind === 'search' || filter.kind === 'ticker') && (
            <Link
              to={paths.blog.to()}
              className="mt-2 inline-block font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
            >
              {articleTexts.showAll}
            </Link>
          )}
        </header>
        {/* On narrow screens the sidebar comes after the list: search comes before it, here. */}
        <div className="mb-8 lg:hidden">
          <SearchForm />
        </div>
        <ArticleList key={filterKey(filter)} filter={filter} />
      </section>
      <Sidebar newsletter={newsletter} searchAbove />
    </div>
  );
}
