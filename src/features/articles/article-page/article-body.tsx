import { useMemo } from 'react';
import { articleProse } from '../../../components/ui/article-prose.js';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html.js';

/** The article's HTML, sanitized as it is rendered (docs/decisions.md). */
export function ArticleBody({ html }: { readonly html: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div data-testid="article-text" className={articleProse} dangerouslySetInnerHTML={{ __html: safe }} />;
}
