/**
 * schema.org Article data for search engines (pure, tested). Addresses from the article
 * pass through webAddress(): a stored javascript: link never reaches a crawler.
 */
import { paths } from '../../../config/paths.js';
import { SITE_NAME } from '../../../config/site.js';
import { isoDate } from '../../../lib/dates.js';
import { webAddress } from '../../../lib/web-address.js';
import type { Article } from '../types.js';

export function articleJsonLd(article: Article, url: string, description: string, origin: string): Record<string, unknown> {
  const published = isoDate(article.publishedAt ?? article.createdAt);
  const { author } = article;
  // The share card (1200×630, what link previews show) first, then the featured image.
  const images = [...new Set([article.shareImage, article.featuredImage].map((address) => webAddress(address, origin)))].filter(Boolean);
  // The author's page on the site, where the byline has an id; else their own website.
  const authorUrl = author.id ? `${origin}${paths.author.to(author.id)}` : webAddress(author.socialLinks?.website, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description,
    ...(images.length > 0 && { image: images }),
    ...(published && { datePublished: published }),
    ...(published && { dateModified: isoDate(article.updatedAt) ?? published }),
    ...(author.name && {
      author: { '@type': 'Person', name: author.name, ...(authorUrl && { url: authorUrl }) },
    }),
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
