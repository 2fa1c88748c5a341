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

describe('the feeds, whatever an admin stored', () => {
  /** What XML 1.0 forbids (§2.2): C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates. */
  const FORBIDDEN = [
    ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((character) => !'\t\n\r'.includes(character)),
    '\uFFFE',
    '\uFFFF',
    '\uD800',
    '\uDFFF',
  ];
  /** Each forbidden character after a letter, so that no two surrogates make a pair. */
  const everyForbidden = FORBIDDEN.map((character) => `x${character}`).join('');
  const minusForbidden = (text: string) => [...text].filter((character) => !FORBIDDEN.includes(character)).join('');

  const title = `]]> <script>alert("x")</script> & &amp; 'single' "double" ${everyForbidden} tab\there\r\nnew line 📈 end`;
  const summary = `<![CDATA[ ${everyForbidden} ]]> <?pi?> <!-- & --> \uFFFD ok`;
  const slug = `q&a-]]>-<b>-"'-${everyForbidden}`;
  const tickers = ['A&B', '<T>', '"Q\'', `X${everyForbidden}`];
  const hostile = article(30, { title, summary, slug, tickers, category: 'trade-ideas' });
  const articles = [article(1), hostile];

  it('uses a parser that refuses every character XML 1.0 forbids, raw or as a reference', () => {
    for (const character of FORBIDDEN) {
      const raw = new DOMParser().parseFromString(`<t>${character}</t>`, 'application/xml');
      expect(raw.getElementsByTagName('parsererror'), `U+${character.charCodeAt(0).toString(16)}`).not.toHaveLength(0);
    }
    const reference = new DOMParser().parseFromString('<t>&#1;</t>', 'application/xml');
    expect(reference.getElementsByTagName('parsererror')).not.toHaveLength(0);
  });

  it('the RSS feed stays well-formed, its texts those stored less the forbidden characters', () => {
    const item = parse(rssXml(articles, ORIGIN, day(31))).getElementsByTagName('item')[0]!;
    const field = (tag: string) => item.getElementsByTagName(tag)[0]?.textContent;
    expect(field('title')).toBe(minusForbidden(title));
    expect(field('description')).toBe(minusForbidden(summary));
    expect(field('link')).toBe(`${ORIGIN}/article/${encodeURIComponent(minusForbidden(slug))}`);
    expect(field('guid')).toBe(field('link'));
    expect(field('category')).toBe('Trade Ideas');
  });

  it('the sitemap stays well-formed, with the address of every slug and ticker', () => {
    const locations = texts(parse(sitemapXml(articles, ORIGIN)), 'loc');
    expect(locations).toContain(`${ORIGIN}/article/${encodeURIComponent(minusForbidden(slug))}`);
    for (const ticker of tickers) expect(locations).toContain(`${ORIGIN}/ticker/${encodeURIComponent(minusForbidden(ticker))}`);
  });
});
