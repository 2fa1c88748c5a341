import { PageMeta } from '../../../components/page-meta.js';
import { describeArticle } from '../../../lib/article-text.js';
import type { Article } from '../types.js';
import { articleJsonLd } from './article-json-ld.js';

export function ArticlePageMeta({ article, url, origin }: { readonly article: Article; readonly url: string; readonly origin: string }) {
  const description = article.metaDescription || describeArticle(article.summary, article.content);
  return (
    <PageMeta
      title={article.metaTitle || article.title}
      description={description}
      og={{ type: 'article', image: article.featuredImage, url }}
      jsonLd={articleJsonLd(article, url, description, origin)}
    />
  );
}
