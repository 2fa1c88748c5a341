import type { HomeArticlesResource } from '../api/use-home-articles.js';
import { articleTexts } from '../texts.js';
import { ArticleGrid } from './article-grid.js';
import { ArticleGridSkeleton } from './article-grid-skeleton.js';

/**
 * The editors' picks (isFeatured) on the home page, held in place by a skeleton while they
 * load. Shown only when there are some: after a failure, Latest Articles speaks for both
 * sections.
 */
export function FeaturedArticles({ articles, count }: { readonly articles: HomeArticlesResource; readonly count: number }) {
  if (articles.status === 'error' || (articles.status === 'success' && articles.data.featured.length === 0)) return null;
  return (
    <section aria-labelledby="featured-articles-heading" className="mx-auto max-w-6xl px-4 pt-12">
      <h2 id="featured-articles-heading" className="mb-8 text-2xl font-bold text-slate-900 dark:text-white">
        {articleTexts.featuredHeading}
      </h2>
      {articles.status === 'loading' ? (
        <ArticleGridSkeleton count={count} label={articleTexts.loading} />
      ) : (
        <ArticleGrid articles={articles.data.featured} leading />
      )}
    </section>
  );
}
