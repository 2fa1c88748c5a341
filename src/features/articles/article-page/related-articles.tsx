import { useCallback } from 'react';
import type { CategoryId } from '../../../config/categories.js';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { sectionHeading } from '../../../components/ui/section-heading.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useAsync } from '../../../lib/use-async.js';
import { listRelatedArticles } from '../api/related-articles.js';
import { ArticleGrid } from '../components/article-grid.js';
import { articleTexts } from '../texts.js';
import { articlePageTexts as texts } from './texts.js';

/** Up to 3 other articles of the same category; nothing when there are none. */
export function RelatedArticles({ articleId, category }: { readonly articleId: string; readonly category: CategoryId }) {
  const load = useCallback(() => listRelatedArticles({ id: articleId, category }), [articleId, category]);
  const related = useAsync(load);
  if (related.status === 'success' && related.data.length === 0) return null;

  return (
    <section aria-labelledby="related-articles" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="related-articles" className={`${sectionHeading} mb-6`}>
        {texts.relatedHeading}
      </h2>
      {related.status === 'loading' && <Spinner label={articleTexts.loading} />}
      {related.status === 'error' && <ErrorBox message={articleTexts.loadFailed} onRetry={related.retry} />}
      {related.status === 'success' && <ArticleGrid articles={related.data} />}
    </section>
  );
}
