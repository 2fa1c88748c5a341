/**
 * The article page (/article/{slug or id} and /blog/{slug}): loading, not found, error
 * with Try Again, then the article. A lazy chunk, so DOMPurify and the page's code load
 * only when an article is opened.
 */
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { arrivedPreload, isBuilt } from '../../../lib/preload.js';
import { articleKey } from '../api/first-screen.js';
import type { Article } from '../types.js';
import { ArticleView } from './article-view.js';
import { articlePageTexts } from './texts.js';
import { useArticle } from './use-article.js';

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

interface ArticlePageProps {
  /** What to show when there is no such article: the site's 404 page. */
  readonly notFound: ReactNode;
  /** The sidebar's subscribe form, from the newsletter feature (features do not import each other). */
  readonly newsletter?: ReactNode;
  /** The discussion under the article, from the comments feature. */
  readonly discussion?: (article: Article) => ReactNode;
}

export function ArticlePage({ notFound, newsletter, discussion }: ArticlePageProps) {
  const { slugOrId, slug } = useParams();
  const article = useArticle(slugOrId ?? slug ?? '');
  // What the build rendered, until the server's answer replaces it (lib/preload.ts).
  const key = articleKey(slugOrId ?? slug ?? '');
  const [built] = useState(() => (isBuilt(key) ? (arrivedPreload<Article | null>(key)?.data ?? null) : null));

  if (article.status === 'loading') return <Spinner label={articlePageTexts.loading} />;
  if (article.status === 'error') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorBox message={articlePageTexts.loadFailed(errorMessage(article.error))} onRetry={article.retry} />
      </div>
    );
  }
  if (!article.data) return notFound;
  // Keyed: another article starts with fresh like, save and view state.
  return <ArticleView key={article.data.id} article={article.data} newsletter={newsletter} discussion={discussion} confirmed={article.data !== built} />;
}
