/**
 * The site's feeds as XML text: an RSS 2.0 feed of the newest published articles, whole
 * (content:encoded), and a sitemap of every public page, which becomes a sitemap index past
 * 50,000 addresses. Built where the data is (an admin's browser after a change, from the
 * feed index: src/features/admin-articles/api/feed-index.ts; the demo seed), since the site
 * has no server of its own; pure functions.
 */
import { CATEGORIES, categoryName, type CategoryId } from '../config/categories.js';
import { paths } from '../config/paths.js';
import { SITE_NAME } from '../config/site.js';
import { xmlCharacters, xmlText } from './escape-markup.js';
import { fallbackImage, heightAt, imageSetOf } from './image-set.js';

/** An image a feed reader shows with an item: a share card or a featured photo, PNG or JPEG. */
export interface FeedImage {
  readonly url: string;
  readonly type: 'image/png' | 'image/jpeg';
  readonly width?: number;
  readonly height?: number;
}

/** One item of the RSS feed. `content`: the article's sanitized HTML with absolute addresses. */
export interface FeedItem {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly author: string;
  readonly category: CategoryId | null;
  readonly publishedAt: Date;
  readonly content: string;
  readonly image: FeedImage | null;
}

/** One article in the sitemap: its address, its latest change, and the lists it is on. */
export interface SitemapEntry {
  readonly slug: string;
  readonly category: CategoryId | null;
  readonly tickers: readonly string[];
  readonly lastmod: Date;
}

/** How many articles the RSS feed carries. */
export const RSS_ITEMS = 50;
/** Articles a sitemap chunk lists at most (firestore.rules agree): ~400 bytes each at worst, well under 1 MiB. */
export const SITEMAP_CHUNK_SIZE = 2000;

/** The most addresses one sitemap file may list (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/**
 * The most parts a sitemap index has: storage.rules and firebase.json's redirects
 * (scripts/lib/feed-redirects.ts) allow sitemap-1.xml to sitemap-50.xml. Addresses beyond
 * them (past 2.5 million) are left out, oldest articles first.
 */
const SITEMAP_MAX_PARTS = 50;

const SITE_DESCRIPTION = 'Equity research, trade ideas, portfolio performance reviews and market insights. Educational content, not personalised investment advice.';

/** The share cards' size (1200×630), the one the networks ask for. */
const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** RFC 822 dates, as RSS wants them ("Wed, 25 Nov 2026 12:00:00 GMT"). */
const rfc822 = (date: Date): string => date.toUTCString();

/** W3C datetime, as sitemaps want them. */
const w3c = (date: Date): string => date.toISOString();

// Every text in the feeds goes through xmlText: an admin can store characters XML 1.0
// forbids (U+0001, U+FFFF, half a surrogate pair) in a title or summary, and one of them
// would make the whole feed ill-formed. A slug or ticker loses them before it is put in an
// address, since encodeURIComponent throws on half a surrogate pair.
const articlePath = (slug: string): string => paths.article.to(xmlCharacters(slug));
const tickerPath = (ticker: string): string => paths.ticker.to(xmlCharacters(ticker));

/** The address of an article's page. */
export const articleUrl = (origin: string, slug: string): string => `${origin}${articlePath(slug)}`;

const ATTRIBUTE = /\s(href|src)="([^"]*)"/g;
const decodeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const encodeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Serialized HTML (as the sanitizer writes it: attributes in double quotes) with every
 * relative href and src made absolute against `base` (the article's address), since a
 * feed reader shows the text away from the site.
 */
export function absoluteAddresses(html: string, base: string): string {
  return html.replace(ATTRIBUTE, (whole, name: string, value: string) => {
    try {
      return ` ${name}="${encodeAttribute(new URL(decodeAttribute(value), base).href)}"`;
    } catch {
      return whole;
    }
  });
}

/**
 * The image a feed shows for an article: the 1200 px fallback (JPEG or PNG) of its featured
 * image when that is one of the site's image sets (`imagePrefix`: where they are stored,
 * src/lib/image-set.ts), a photograph at a size every reader shows; else its share card when
 * it has one (PNG, 1200×630); else its featured image when that is a PNG or JPEG (networks
 * and readers refuse SVG).
 */
export function feedImage(shareImage: unknown, featuredImage: unknown, imagePrefix?: string | null): FeedImage | null {
  const photo = typeof featuredImage === 'string' && typeof imagePrefix === 'string' ? setFallback(imagePrefix, featuredImage) : null;
  if (photo) return photo;
  if (typeof shareImage === 'string' && /^https?:\/\//.test(shareImage)) return { url: shareImage, type: 'image/png', ...SHARE_IMAGE };
  if (typeof featuredImage !== 'string') return null;
  let path: string;
  try {
    path = decodeURIComponent(new URL(featuredImage).pathname).toLowerCase();
  } catch {
    return null;
  }
  if (path.endsWith('.png')) return { url: featuredImage, type: 'image/png' };
  if (path.endsWith('.jpg') || path.endsWith('.jpeg')) return { url: featuredImage, type: 'image/jpeg' };
  return null;
}

/** The 1200 px fallback of an image set, with its size; null for any other address. */
function setFallback(prefix: string, address: string): FeedImage | null {
  const url = fallbackImage(prefix, address, 1200);
  const member = imageSetOf(prefix, url);
  if (!member) return null;
  const height = heightAt(member.width, member.height, member.memberWidth);
  return { url, type: member.type === 'image/png' ? 'image/png' : 'image/jpeg', width: member.memberWidth, height };
}

const newestFirst = (a: { publishedAt: Date }, b: { publishedAt: Date }) => b.publishedAt.getTime() - a.publishedAt.getTime();

/**
 * The most bytes rss.xml may hold here: under storage.rules' 2 MiB. The newest items carry
 * their whole text while it fits; an item whose text would not fit carries its summary.
 */
const RSS_MAX_BYTES = 1.9 * 1024 * 1024;

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

function itemXml(item: FeedItem, origin: string, withContent: boolean): string[] {
  const link = xmlText(articleUrl(origin, item.slug));
  const image = item.image;
  return [
    '<item>',
    `<title>${xmlText(item.title)}</title>`,
    `<link>${link}</link>`,
    `<guid isPermaLink="true">${link}</guid>`,
    `<pubDate>${rfc822(item.publishedAt)}</pubDate>`,
    ...(item.author ? [`<dc:creator>${xmlText(item.author)}</dc:creator>`] : []),
    ...(item.category ? [`<category>${xmlText(categoryName(item.category))}</category>`] : []),
    `<description>${xmlText(item.summary)}</description>`,
    // Escaped rather than in a CDATA section, which a stored "]]>" would end.
    ...(withContent ? [`<content:encoded>${xmlText(item.content)}</content:encoded>`] : []),
    ...(image
      ? [
          `<media:content url="${xmlText(image.url)}" type="${image.type}" medium="image"${image.width && image.height ? ` width="${image.width}" height="${image.height}"` : ''}/>`,
        ]
      : []),
    '</item>',
  ];
}

/** The RSS feed of the newest RSS_ITEMS items, newest first. */
export function rssXml(items: readonly FeedItem[], origin: string, now: Date): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    `<title>${xmlText(SITE_NAME)}</title>`,
    `<link>${xmlText(`${origin}/`)}</link>`,
    `<description>${xmlText(SITE_DESCRIPTION)}</description>`,
    '<language>en-us</language>',
    `<lastBuildDate>${rfc822(now)}</lastBuildDate>`,
    `<atom:link href="${xmlText(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
  ];
  const newest = [...items].sort(newestFirst).slice(0, RSS_ITEMS);
  const closing = ['</channel>', '</rss>', ''];
  // What the feed weighs without any item's text, then each text while it fits, newest first.
  const withoutText = newest.map((item) => itemXml(item, origin, false).join('\n'));
  let bytes = utf8Bytes([...lines, ...withoutText, ...closing].join('\n'));
  for (const [i, item] of newest.entries()) {
    const whole = itemXml(item, origin, true).join('\n');
    const extra = utf8Bytes(whole) - utf8Bytes(withoutText[i] ?? '');
    if (bytes + extra <= RSS_MAX_BYTES) {
      lines.push(whole);
      bytes += extra;
    } else {
      lines.push(withoutText[i] ?? '');
    }
  }
  lines.push(...closing);
  return lines.join('\n');
}

/** A sitemap file: its path in Storage (and on the site), and its text. */
export interface SitemapFile {
  readonly path: string;
  readonly xml: string;
}

interface Address {
  readonly path: string;
  readonly lastmod: Date | null;
}

const latest = (a: Date | null, b: Date): Date => (a && a > b ? a : b);

/** Every address the sitemap lists: the home page, the lists, the four categories, the tickers in use, every article. */
function addresses(entries: readonly SitemapEntry[]): Address[] {
  let site: Date | null = null;
  const byCategory = new Map<CategoryId, Date>();
  const byTicker = new Map<string, Date>();
  for (const entry of entries) {
    site = latest(site, entry.lastmod);
    if (entry.category) byCategory.set(entry.category, latest(byCategory.get(entry.category) ?? null, entry.lastmod));
    for (const ticker of entry.tickers) byTicker.set(ticker, latest(byTicker.get(ticker) ?? null, entry.lastmod));
  }
  const articles = [...entries].sort((a, b) => b.lastmod.getTime() - a.lastmod.getTime() || (a.slug < b.slug ? -1 : 1));
  return [
    { path: paths.home.to(), lastmod: site },
    { path: paths.blog.to(), lastmod: site },
    ...CATEGORIES.map((category) => ({ path: paths.category.to(category.id), lastmod: byCategory.get(category.id) ?? null })),
    ...[...byTicker.keys()].sort().map((ticker) => ({ path: tickerPath(ticker), lastmod: byTicker.get(ticker) ?? null })),
    ...articles.map((entry) => ({ path: articlePath(entry.slug), lastmod: entry.lastmod })),
  ];
}

/** The most bytes one sitemap file may hold here: under storage.rules' 10 MiB. */
const SITEMAP_MAX_BYTES = 9.5 * 1024 * 1024;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const URLSET_CLOSE = '</urlset>';

const urlLine = ({ path, lastmod }: Address, origin: string): string =>
  `<url><loc>${xmlText(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</url>`;

/**
 * The sitemap: sitemap.xml alone while it lists at most `max` addresses (and stays under
 * 10 MiB); past that, sitemap.xml is an index of sitemap-1.xml, sitemap-2.xml … of at
 * most `max` addresses each.
 */
export function sitemapFiles(entries: readonly SitemapEntry[], origin: string, max: number = SITEMAP_MAX_URLS): SitemapFile[] {
  const frame = utf8Bytes([XML_DECLARATION, URLSET_OPEN, URLSET_CLOSE, ''].join('\n'));
  const parts: { lines: string[]; lastmod: Date | null }[] = [];
  let bytes = 0;
  for (const address of addresses(entries)) {
    const line = urlLine(address, origin);
    const size = utf8Bytes(line) + 1;
    let part = parts.at(-1);
    if (!part || part.lines.length >= max || bytes + size > SITEMAP_MAX_BYTES) {
      part = { lines: [], lastmod: null };
      parts.push(part);
      bytes = frame;
    }
    part.lines.push(line);
    bytes += size;
    if (address.lastmod) part.lastmod = latest(part.lastmod, address.lastmod);
  }
  const urlset = (lines: readonly string[]) => [XML_DECLARATION, URLSET_OPEN, ...lines, URLSET_CLOSE, ''].join('\n');
  parts.splice(SITEMAP_MAX_PARTS);
  if (parts.length <= 1) return [{ path: 'sitemap.xml', xml: urlset(parts[0]?.lines ?? []) }];
  const files = parts.map((part, i) => ({ path: `sitemap-${i + 1}.xml`, xml: urlset(part.lines) }));
  const index = [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(({ path }, i) => {
      const lastmod = parts[i]?.lastmod;
      return `<sitemap><loc>${xmlText(`${origin}/${path}`)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
  return [{ path: 'sitemap.xml', xml: index }, ...files];
}
