/**
 * The site's two feeds as XML text: an RSS 2.0 feed of the newest published articles and
 * a sitemap of every public page. Built where the data is (an admin's browser after a
 * change, the demo seed), since the site has no server of its own; pure functions.
 */
import { CATEGORIES, categoryName, type CategoryId } from '../config/categories.js';
import { paths } from '../config/paths.js';
import { SITE_NAME } from '../config/site.js';
import { xmlCharacters, xmlText } from './escape-markup.js';

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
const RSS_ITEMS = 20;

const SITE_DESCRIPTION = 'Equity research, trade ideas, portfolio performance reviews and market insights. Educational content, not personalised investment advice.';

/** RFC 822 dates, as RSS wants them ("Wed, 25 Nov 2026 12:00:00 GMT"). */
const rfc822 = (date: Date): string => date.toUTCString();

/** W3C datetime, as sitemaps want them. */
const w3c = (date: Date): string => date.toISOString();

const newestFirst = (a: FeedArticle, b: FeedArticle) => b.publishedAt.getTime() - a.publishedAt.getTime();

// Every text in the feeds goes through xmlText: an admin can store characters XML 1.0
// forbids (U+0001, U+FFFF, half a surrogate pair) in a title or summary, and one of them
// would make the whole feed ill-formed. A slug or ticker loses them before it is put in an
// address, since encodeURIComponent throws on half a surrogate pair.
const articlePath = (slug: string): string => paths.article.to(xmlCharacters(slug));
const tickerPath = (ticker: string): string => paths.ticker.to(xmlCharacters(ticker));

export function rssXml(articles: readonly FeedArticle[], origin: string, now: Date): string {
  const items = [...articles].sort(newestFirst).slice(0, RSS_ITEMS);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlText(SITE_NAME)}</title>`,
    `<link>${xmlText(`${origin}/`)}</link>`,
    `<description>${xmlText(SITE_DESCRIPTION)}</description>`,
    '<language>en-us</language>',
    `<lastBuildDate>${rfc822(now)}</lastBuildDate>`,
    `<atom:link href="${xmlText(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const article of items) {
    const link = xmlText(`${origin}${articlePath(article.slug)}`);
    lines.push(
      '<item>',
      `<title>${xmlText(article.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      `<description>${xmlText(article.summary)}</description>`,
      ...(article.category ? [`<category>${xmlText(categoryName(article.category))}</category>`] : []),
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
    `<url><loc>${xmlText(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</url>`;

  const tickers = [...new Set(newest.flatMap((article) => article.tickers))].sort();
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(paths.home.to(), lastChange(newest)),
    entry(paths.blog.to(), lastChange(newest)),
    ...CATEGORIES.map((category) => entry(paths.category.to(category.id), lastChange(newest.filter((article) => article.category === category.id)))),
    ...tickers.map((ticker) => entry(tickerPath(ticker), lastChange(newest.filter((article) => article.tickers.includes(ticker))))),
    ...newest.map((article) => entry(articlePath(article.slug), article.updatedAt ?? article.publishedAt)),
    '</urlset>',
    '',
  ];
  return lines.join('\n');
}
