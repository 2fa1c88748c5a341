import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { sectionRule, sectionTitle } from '../../../components/ui/section-heading.js';
import { paths } from '../../../config/paths.js';
import type { HomeArticlesResource } from '../api/use-home-articles.js';
import { articleTexts } from '../texts.js';
import { ArticleGrid } from './article-grid.js';
import { ArticleGridSkeleton } from './article-grid-skeleton.js';
import { NoArticles } from './no-articles.js';

/** The home page's Latest Articles, with the loading, error and empty states of both home sections. */
export function LatestArticles({ articles, count }: { readonly articles: HomeArticlesResource; readonly count: number }) {
  return (
    <section aria-labelledby="latest-articles-heading" className="mx-auto max-w-6xl px-4 py-10">
      <div className={`${sectionRule} mb-6 flex flex-wrap items-baseline justify-between gap-4`}>
        <h2 id="latest-articles-heading" className={sectionTitle}>
          {articleTexts.latestHeading}
        </h2>
        <Link
          to={paths.blog.to()}
          className="text-sm font-semibold text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
        >
          {articleTexts.viewAll}
        </Link>
      </div>
      {articles.status === 'loading' && <ArticleGridSkeleton count={count} label={articleTexts.loading} />}
      {articles.status === 'error' && <ErrorBox message={articleTexts.loadFailed} onRetry={articles.retry} />}
      {articles.status === 'success' &&
        (articles.data.latest.length === 0 ? <NoArticles /> : <ArticleGrid articles={articles.data.latest} />)}
    </section>
  );
}
