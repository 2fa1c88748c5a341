import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta.js';
import type { CategoryId } from '../../../config/categories.js';
import { paths } from '../../../config/paths.js';
import { siteOrigin } from '../../../config/site-origin.js';
import { sectionHeading } from '../../../components/ui/section-heading.js';
import { SearchForm } from '../components/sidebar/sidebar-search.js';
import { SecurityName } from '../securities/security-name.js';
import { TickerIdeasSlot } from '../trade-record/ticker-ideas-slot.js';
import { Sidebar } from '../components/sidebar/sidebar.js';
import { articleTexts } from '../texts.js';
import { ArticleList } from './article-list.js';
import { filterKey, listFilter, listHeading } from './list-filter.js';
import { LIST_PAGE_FRAME, ListPageHead } from './list-page-head.js';

interface ArticleListPageProps {
  /** A category page; otherwise /blog or /articles, with ?tag= or ?search=. */
  readonly category?: CategoryId;
  /** The sidebar's subscribe form, composed by the app (features do not import each other). */
  readonly newsletter?: ReactNode;
  /** Shown instead of a ticker's page when no published article names the symbol. */
  readonly notFound?: ReactNode;
}

/** docs/product.md §2 Article list: /blog, /articles, the four category pages, tag and search results. */
export function ArticleListPage({ category, newsletter, notFound }: ArticleListPageProps) {
  const [query] = useSearchParams();
  // A ticker page (/ticker/{SYMBOL}) names its security in the address.
  const { symbol } = useParams();
  const filter = listFilter(category, query, symbol);
  const heading = listHeading(filter);
  // A search's results are not a page of their own; a tag's list is.
  const { pathname } = useLocation();
  const canonical = filter.kind === 'search' ? undefined : siteOrigin() + (filter.kind === 'tag' ? paths.blog.to({ tag: filter.tag }) : pathname);
  // The list of the filter found empty, by its key: a symbol nothing names is no page (a 404, not indexed).
  const [emptyList, setEmptyList] = useState<string | null>(null);
  const key = filterKey(filter);
  if (filter.kind === 'ticker' && emptyList === key && notFound) return notFound;

  return (
    <div className={LIST_PAGE_FRAME}>
      <PageMeta title={heading.title} description={heading.description} og={{ type: 'website', url: canonical }} />
      <section aria-labelledby="article-list-heading">
        <ListPageHead heading={heading} category={category} subtitle={filter.kind === 'ticker' ? <SecurityName symbol={filter.ticker} /> : undefined}>
          {(filter.kind === 'tag' || filter.kind === 'search' || filter.kind === 'ticker') && (
            <Link
              to={paths.blog.to()}
              className="mt-2 inline-block font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
            >
              {articleTexts.showAll}
            </Link>
          )}
        </ListPageHead>
        {/* On narrow screens the sidebar comes after the list: search comes before it, here. */}
        <div className="mb-8 lg:hidden">
          <SearchForm />
        </div>
        {/* A ticker's page: the ideas on its symbol, with their outcomes, then its articles under a heading of their own. */}
        {filter.kind === 'ticker' && (
          <>
            <TickerIdeasSlot key={filter.ticker} ticker={filter.ticker} />
            <h2 className={`${sectionHeading} mb-6`}>{articleTexts.list.tickerArticles(filter.ticker)}</h2>
          </>
        )}
        <ArticleList
          key={key}
          filter={filter}
          headingLevel={filter.kind === 'ticker' ? 3 : 2}
          onNothing={filter.kind === 'ticker' ? () => setEmptyList(key) : undefined}
        />
      </section>
      <Sidebar newsletter={newsletter} searchAbove />
    </div>
  );
}
