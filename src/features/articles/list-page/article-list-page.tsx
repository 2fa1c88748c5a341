import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta.js';
import type { CategoryId } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
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

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-10">
      <PageMeta title={heading.title} description={heading.description} />
      <section aria-labelledby="article-list-heading">
        <header className="mb-8">
          <h1 id="article-list-heading" className="text-3xl font-bold text-slate-900 dark:text-white">
            {heading.title}
          </h1>
          {(filter.kind === 'tag' || filter.kind === 'search' || filter.kind === 'ticker') && (
            <Link
              to={paths.blog.to()}
              className="mt-2 inline-block font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
            >
              {articleTexts.showAll}
            </Link>
          )}
        </header>
        <ArticleList key={filterKey(filter)} filter={filter} />
      </section>
      <Sidebar newsletter={newsletter} />
    </div>
  );
}
