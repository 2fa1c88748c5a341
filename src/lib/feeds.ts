/**
 * The site's two feeds as XML text: an RSS 2.0 feed of the newest published articles and
 * a sitemap of every public page. Built where the data is (an admin's browser after a
 * change, the demo seed), since the site has no server of its own; pure functions.
 */
import { CATEGORIES, categoryName, type CategoryId } from '../config/categories.js';
import { paths } from '../config/paths.js';
import { SITE_NAME } from '../config/site.js';
import { escapeMarkup } from './escape-markup.js';

export interface FeedArticle {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly category: CategoryId | null;
  readonly publishedAt: Date;
  readonly updatedAt: Date | null;
  readonly tickers: readonly string[];
}

/** How many articles the RSS feed carries. */
export const RSS_ITEMS = 20;

const SITE_DESCRIPTION = 'Equity research, trade ideas, portfolio performance reviews and market insights. Educational content, not personalised investment advice.';

/** RFC 822 dates, as RSS wants them ("Wed, 25 Nov 2026 12:00:00 GMT"). */
const rfc822 = (date: Date): string => date.toUTCString();

/** W3C datetime, as sitemaps want them. */
const w3c = (date: Date): string => date.toISOString();

const newestFirst = (a: FeedArticle, b: FeedArticle) => b.publishedAt.getTime() - a.publishedAt.getTime();

export function rssXml(articles: readonly FeedArticle[], origin: string, now: Date): string {
  const items = [...articles].sort(newestFirst).slice(0, RSS_ITEMS);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeMarkup(SITE_NAME)}</title>`,
    `<link>${escapeMarkup(`${origin}/`)}</link>`,
    `<description>${escapeMarkup(SITE_DESCRIPTION)}</description>`,
    '<language>en-us</language>',
    `<lastBuildDate>${rfc822(now)}</lastBuildDate>`,
    `<atom:link href="${escapeMarkup(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const article of items) {
    const link = escapeMarkup(`${origin}${paths.article.to(article.slug)}`);
    lines.push(
      '<item>',
      `<title>${escapeMarkup(article.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      `<description>${escapeMarkup(article.summary)}</description>`,
      ...(article.category ? [`<category>${escapeMarkup(categoryName(article.category))}</category>`] : []),
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

export function sitemapXml(articles: readonly FeedArticle[], origin: string): string {
  const newest = [...articles].sort(newestFirst);
  const lastChange = (list: readonly FeedArticle[]) =>
    list.reduce<Date | null>((latest, article) => {
      const changed = article.updatedAt ?? article.publishedAt;
      return latest && latest > changed ? latest : changed;
    }, null);
  const entry = (path: string, lastmod: Date | null) =>
    `<url><loc>${escapeMarkup(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</url>`;

  const tickers = [...new Set(newest.flatMap((article) => article.tickers))].sort();
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(paths.home.to(), lastChange(newest)),
    entry(paths.blog.to(), lastChange(newest)),
    ...CATEGORIES.map((category) => entry(paths.category.to(category.id), lastChange(newest.filter((article) => article.category === category.id)))),
    ...tickers.map((ticker) => entry(paths.ticker.to(ticker), lastChange(newest.filter((article) => article.tickers.includes(ticker))))),
    ...newest.map((article) => entry(paths.article.to(article.slug), article.updatedAt ?? article.publishedAt)),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}
