import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { usePublishedArticles } from '../api/list-published-articles.js';
import { articleTexts } from '../texts.js';
import { ArticleCard } from './article-card.js';

export function LatestArticles({ limit }: { readonly limit: number }) {
  const articles = usePublishedArticles({ limit });

  return (
    <section aria-labelledby="latest-articles-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="latest-articles-heading" className="mb-8 text-2xl font-bold text-slate-900 dark:text-white">
        {articleTexts.latestHeading}
      </h2>
      {articles.status === 'loading' && <Spinner label={articleTexts.loading} />}
      {articles.status === 'error' && <ErrorBox message={articleTexts.loadFailed} onRetry={articles.retry} />}
      {articles.status === 'success' && articles.data.length === 0 && (
        <div className="py-12 text-center text-slate-600 dark:text-slate-300">
          <p className="text-lg">{articleTexts.empty}</p>
          <Link
            to={paths.categories.to()}
            className="mt-4 inline-block font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
          >
            {articleTexts.browseCategories}
          </Link>
        </div>
      )}
      {articles.status === 'success' && articles.data.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.data.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
