import { useMemo } from 'react';
import { articleProse } from '../../../components/ui/article-prose.js';
import { siteImagePrefix } from '../../../config/image-prefix.js';
import { IMAGE_SIZES } from '../../../config/image-sizes.js';
import { siteOrigin } from '../../../config/site-origin.js';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html.js';

/**
 * The article's HTML, sanitized as it is rendered (docs/decisions.md), its own images with
 * the srcset and sizes of the reading column.
 */
export function ArticleBody({ html }: { readonly html: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html, siteOrigin(), { prefix: siteImagePrefix(), sizes: IMAGE_SIZES.articleColumn }), [html]);
  return <div data-testid="article-text" className={articleProse} dangerouslySetInnerHTML={{ __html: safe }} />;
}
