import { rssXml, sitemapXml, type FeedArticle } from './feeds.js';

const ORIGIN = 'https://finance.example';
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30));

const article = (n: number, overrides: Partial<FeedArticle> = {}): FeedArticle => ({
  slug: `article-${n}`,
  title: `Article ${n}`,
  summary: `Summary ${n}.`,
  category: 'market-insights',
  publishedAt: day(n),
  updatedAt: null,
  tickers: [],
  ...overrides,
});

/** Parsed as XML by a strict parser: a document that is not well-formed fails here. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const texts = (document: Document, tag: string) => [...document.getElementsByTagName(tag)].map((element) => element.textContent);

describe('the RSS feed', () => {
  const tricky = article(25, { title: 'Q&A: "Buy" <or> \'sell\'?', summary: 'Fish & chips < 5 > 3', category: 'equity-research' });
  const articles = [...Array.from({ length: 24 }, (_, i) => article(i + 1)), tricky];
  const document = parse(rssXml(articles, ORIGIN, day(26)));

  it('is RSS 2.0 with the 20 newest articles, newest first', () => {
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const items = document.getElementsByTagName('item');
    expect(items).toHaveLength(20);
    expect(items[0]?.getElementsByTagName('title')[0]?.textContent).toBe('Q&A: "Buy" <or> \'sell\'?');
    expect(items[1]?.getElementsByTagName('title')[0]?.textContent).toBe('Article 24');
    expect(items[19]?.getElementsByTagName('title')[0]?.textContent).toBe('Article 6');
  });

  it('gives each item an absolute link, a guid, an RFC 822 date, a description and a category', () => {
    const item = document.getElementsByTagName('item')[0]!;
    const field = (tag: string) => item.getElementsByTagName(tag)[0]?.textContent;
    expect(field('link')).toBe('https://finance.example/article/article-25');
    expect(field('guid')).toBe('https://finance.example/article/article-25');
    expect(item.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
    expect(field('pubDate')).toBe('Wed, 25 Nov 2026 09:30:00 GMT');
    expect(field('description')).toBe('Fish & chips < 5 > 3');
    expect(field('category')).toBe('Equity Research');
    expect(texts(document, 'lastBuildDate')).toEqual(['Thu, 26 Nov 2026 09:30:00 GMT']);
  });
});

describe('the sitemap', () => {
  const articles = [
    article(1, { tickers: ['AAPL', 'BRK.B'], category: 'equity-research', updatedAt: day(4) }),
    article(2, { tickers: ['AAPL'], category: 'trade-ideas', slug: 'q&a-on-aapl' }),
    article(3),
  ];
  const document = parse(sitemapXml(articles, ORIGIN));
  const locations = texts(document, 'loc');

  it('lists the home page, the lists, the four categories, the tickers in use and every article, by absolute address', () => {
    expect(locations).toEqual([
      'https://finance.example/',
      'https://finance.example/blog',
      'https://finance.example/equity-research',
      'https://finance.example/trade-ideas',
      'https://finance.example/portfolio-performance',
      'https://finance.example/market-insights',
      'https://finance.example/ticker/AAPL',
      'https://finance.example/ticker/BRK.B',
      'https://finance.example/article/article-3',
      'https://finance.example/article/q%26a-on-aapl',
      'https://finance.example/article/article-1',
    ]);
  });

  it('dates each page by its latest change, in W3C format', () => {
    const lastmod = (loc: string) => [...document.getElementsByTagName('url')].find((url) => url.getElementsByTagName('loc')[0]?.textContent === loc)?.getElementsByTagName('lastmod')[0]?.textContent;
    expect(lastmod('https://finance.example/article/article-1')).toBe('2026-11-04T09:30:00.000Z');
    expect(lastmod('https://finance.example/ticker/AAPL')).toBe('2026-11-04T09:30:00.000Z');
    expect(lastmod('https://finance.example/')).toBe('2026-11-04T09:30:00.000Z');
    expect(lastmod('https://finance.example/portfolio-performance')).toBeUndefined();
  });
});
