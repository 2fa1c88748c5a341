/** schema.org Article data for search engines (pure, tested). */
import { SITE_NAME } from '../../../config/site.js';
import { isoDate } from '../../../lib/dates.js';
import type { Article } from '../types.js';

export function articleJsonLd(article: Article, url: string, description: string, origin: string): Record<string, unknown> {
  const published = isoDate(article.publishedAt ?? article.createdAt);
  const { author } = article;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description,
    ...(article.featuredImage && { image: [article.featuredImage] }),
    ...(published && { datePublished: published }),
    ...(published && { dateModified: isoDate(article.updatedAt) ?? published }),
    ...(author.name && {
      author: { '@type': 'Person', name: author.name, ...(author.socialLinks?.website && { url: author.socialLinks.website }) },
    }),
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
