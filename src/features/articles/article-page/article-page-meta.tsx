import { PageMeta } from '../../../components/page-meta.js';
import { categoryName } from '../../../config/categories.js';
import { describeArticle } from '../../../lib/article-text.js';
import type { Article } from '../types.js';

const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
import { articleJsonLd } from './article-json-ld.js';

export function ArticlePageMeta({ article, url, origin }: { readonly article: Article; readonly url: string; readonly origin: string }) {
  const description = article.metaDescription || describeArticle(article.summary, article.content);
  return (
    <PageMeta
      title={article.metaTitle || article.title}
      description={description}
      // The share card when it has one (a PNG of 1200×630, which every network takes), else the featured image.
      og={{
        type: 'article',
        image: article.shareImage || article.featuredImage,
        imageSize: article.shareImage ? SHARE_CARD_SIZE : null,
        url,
        article: {
          publishedTime: article.publishedAt,
          modifiedTime: article.updatedAt ?? article.publishedAt,
          author: article.author.name,
          section: article.category ? categoryName(article.category) : '',
          tags: article.tags,
        },
      }}
      jsonLd={articleJsonLd(article, url, description, origin)}
    />
  );
}
