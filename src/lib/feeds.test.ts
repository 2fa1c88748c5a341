import { absoluteAddresses, feedImage, rssXml, sitemapFiles, type FeedItem, type SitemapEntry } from './feeds.js';
import { storagePrefix, storedFileAddress } from './image-set.js';

const ORIGIN = 'https://finance.example';
const day = (n: number) => new Date(Date.UTC(2026, 10, 1, 9, 30) + (n - 1) * 86_400_000);

const item = (n: number, overrides: Partial<FeedItem> = {}): FeedItem => ({
  slug: `article-${n}`,
  title: `Article ${n}`,
  summary: `Summary ${n}.`,
  author: 'Ann Analyst',
  category: 'market-insights',
  publishedAt: day(n),
  content: `<p>Text ${n}.</p>`,
  image: null,
  ...overrides,
});

const entry = (n: number, overrides: Partial<SitemapEntry> = {}): SitemapEntry => ({
  slug: `article-${n}`,
  category: 'market-insights',
  tickers: [],
  lastmod: day(n),
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
  const tricky = item(55, {
    title: 'Q&A: "Buy" <or> \'sell\'?',
    summary: 'Fish & chips < 5 > 3',
    category: 'equity-research',
    author: 'Zoë <Editor>',
    content: '<p>See <a href="https://finance.example/article/other">this</a> &amp; <img src="https://finance.example/chart.png" alt=""></p>',
    image: { url: 'https://cdn.example/share/a.png?x=1&y=2', type: 'image/png', width: 1200, height: 630 },
  });
  const items = [...Array.from({ length: 54 }, (_, i) => item(i + 1)), tricky];
  const document = parse(rssXml(items, ORIGIN, day(56)));
  const first = document.getElementsByTagName('item')[0]!;
  const field = (tag: string) => first.getElementsByTagName(tag)[0]?.textContent;

  it('is RSS 2.0 with the 50 newest articles, newest first', () => {
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const list = document.getElementsByTagName('item');
    expect(list).toHaveLength(50);
    expect(list[0]?.getElementsByTagName('title')[0]?.textContent).toBe('Q&A: "Buy" <or> \'sell\'?');
    expect(list[1]?.getElementsByTagName('title')[0]?.textContent).toBe('Article 54');
    expect(list[49]?.getElementsByTagName('title')[0]?.textContent).toBe('Article 6');
  });

  it('gives each item a link, a permalink guid, an RFC 822 date, its author, category, summary and whole text', () => {
    expect(field('link')).toBe('https://finance.example/article/article-55');
    expect(field('guid')).toBe('https://finance.example/article/article-55');
    expect(first.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
    expect(field('pubDate')).toBe('Fri, 25 Dec 2026 09:30:00 GMT');
    expect(first.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent).toBe('Zoë <Editor>');
    expect(field('description')).toBe('Fish & chips < 5 > 3');
    expect(field('category')).toBe('Equity Research');
    const encoded = first.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]?.textContent;
    expect(encoded).toBe(tricky.content);
    expect(texts(document, 'lastBuildDate')).toEqual(['Sat, 26 Dec 2026 09:30:00 GMT']);
  });

  it('carries the share image as media:content with its type and size', () => {
    const media = first.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')[0];
    expect(media?.getAttribute('url')).toBe('https://cdn.example/share/a.png?x=1&y=2');
    expect(media?.getAttribute('type')).toBe('image/png');
    expect(media?.getAttribute('medium')).toBe('image');
    expect([media?.getAttribute('width'), media?.getAttribute('height')]).toEqual(['1200', '630']);
    expect(document.getElementsByTagName('item')[1]?.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')).toHaveLength(0);
  });
});

describe('the RSS feed, whatever the texts weigh', () => {
  it('stays under the 2 MiB storage.rules allow: the newest texts whole while they fit, then summaries', () => {
    // 50 articles of 100,000 characters each (5 MB of text), some of them 4-byte emoji.
    const heavy = Array.from({ length: 50 }, (_, i) => item(i + 1, { content: `<p>${(i % 2 ? 'x' : '📈').repeat(100_000)}</p>` }));
    const xml = rssXml(heavy, ORIGIN, day(60));
    expect(new TextEncoder().encode(xml).length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const parsed = parse(xml).getElementsByTagName('item');
    expect(parsed).toHaveLength(50);
    const hasText = [...parsed].map((element) => element.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded').length === 1);
    // The newest carry their text; the feed cannot carry every one.
    expect(hasText.slice(0, 3)).toEqual([true, true, true]);
    expect(hasText).toContain(false);
    for (const element of parsed) expect(element.getElementsByTagName('description')).toHaveLength(1);
  });
});

describe("an item's text and image", () => {
  it('makes relative links and images absolute against the article, leaving absolute ones', () => {
    const html = '<p><a href="/ticker/AAPL">AAPL</a> <a href="other?a=1&amp;b=2">rel</a> <a href="#note">note</a> <a href="https://else.example/x">x</a> <img src="/images/c.png" alt=""> <a href="mailto:a@b.example">m</a></p>';
    expect(absoluteAddresses(html, 'https://finance.example/article/my-slug')).toBe(
      '<p><a href="https://finance.example/ticker/AAPL">AAPL</a> <a href="https://finance.example/article/other?a=1&amp;b=2">rel</a> <a href="https://finance.example/article/my-slug#note">note</a> <a href="https://else.example/x">x</a> <img src="https://finance.example/images/c.png" alt=""> <a href="mailto:a@b.example">m</a></p>',
    );
  });

  it('shows the share card when there is one, else a PNG or JPEG featured image, never an SVG', () => {
    const storage = (name: string) => `https://firebasestorage.googleapis.com/v0/b/bucket/o/images%2Ffeatured%2F${name}?alt=media&token=t`;
    expect(feedImage('https://x.example/share.png', storage('a.svg'))).toEqual({ url: 'https://x.example/share.png', type: 'image/png', width: 1200, height: 630 });
    expect(feedImage(undefined, storage('a.jpg'))).toEqual({ url: storage('a.jpg'), type: 'image/jpeg' });
    expect(feedImage(null, storage('a.JPEG'))).toEqual({ url: storage('a.JPEG'), type: 'image/jpeg' });
    expect(feedImage('', storage('a.png'))).toEqual({ url: storage('a.png'), type: 'image/png' });
    expect(feedImage(undefined, storage('a.svg'))).toBeNull();
    expect(feedImage(undefined, 'not an address')).toBeNull();
    expect(feedImage(42, null)).toBeNull();
  });

  it('shows the 1200 px fallback of an image set, with its size, before the share card', () => {
    const prefix = storagePrefix('https://firebasestorage.googleapis.com', 'bucket');
    const photo = storedFileAddress(prefix, 'images/featured/harbour-k3j9x0a1b2c3d4e5f6g7-3000x2000-w1200.jpg');
    expect(feedImage('https://x.example/share.png', photo, prefix)).toEqual({ url: photo, type: 'image/jpeg', width: 1200, height: 800 });
    const small = storedFileAddress(prefix, 'images/featured/chart-k3j9x0a1b2c3d4e5f6g7-900x600-w900.png');
    expect(feedImage(undefined, small, prefix)).toEqual({ url: small, type: 'image/png', width: 900, height: 600 });
    // A WebP member names its set: the feed still gets the JPEG.
    const webp = storedFileAddress(prefix, 'images/featured/harbour-k3j9x0a1b2c3d4e5f6g7-3000x2000-w640.webp');
    expect(feedImage(undefined, webp, prefix)?.url).toBe(photo);
    // Under another prefix it is an ordinary address.
    expect(feedImage('https://x.example/share.png', photo, storagePrefix('https://firebasestorage.googleapis.com', 'other'))?.url).toBe('https://x.example/share.png');
  });
});

describe('the sitemap', () => {
  const entries = [
    entry(1, { tickers: ['AAPL', 'BRK.B'], category: 'equity-research', lastmod: day(4) }),
    entry(2, { tickers: ['AAPL'], category: 'trade-ideas', slug: 'q&a-on-aapl' }),
    entry(3),
  ];
  const files = sitemapFiles(entries, ORIGIN);
  const document = parse(files[0]!.xml);
  const locations = texts(document, 'loc');

  it('is one file listing the home page, the lists, the four categories, the tickers in use and every article', () => {
    expect(files.map((file) => file.path)).toEqual(['sitemap.xml']);
    expect(locations).toEqual([
      'https://finance.example/',
      'https://finance.example/blog',
      'https://finance.example/equity-research',
      'https://finance.example/trade-ideas',
      'https://finance.example/portfolio-performance',
      'https://finance.example/market-insights',
      'https://finance.example/ticker/AAPL',
      'https://finance.example/ticker/BRK.B',
      'https://finance.example/article/article-1',
      'https://finance.example/article/article-3',
      'https://finance.example/article/q%26a-on-aapl',
    ]);
  });

  it('dates each page by its latest change, in W3C format', () => {
    const lastmod = (loc: string) => [...document.getElementsByTagName('url')].find((url) => url.getElementsByTagName('loc')[0]?.textContent === loc)?.getElementsByTagName('lastmod')[0]?.textContent;
    expect(lastmod('https://finance.example/article/article-1')).toBe('2026-11-04T09:30:00.000Z');
    expect(lastmod('https://finance.example/ticker/AAPL')).toBe('2026-11-04T09:30:00.000Z');
    expect(lastmod('https://finance.example/')).toBe('2026-11-04T09:30:00.000Z');
    expect(lastmod('https://finance.example/portfolio-performance')).toBeUndefined();
  });

  it('becomes an index of numbered sitemaps past the most addresses one may list', () => {
    const many = Array.from({ length: 25 }, (_, i) => entry(i + 1));
    const split = sitemapFiles(many, ORIGIN, 10);
    // 6 pages + 25 articles = 31 addresses: four files of at most 10.
    expect(split.map((file) => file.path)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap-4.xml']);
    const index = parse(split[0]!.xml);
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(texts(index, 'loc')).toEqual([1, 2, 3, 4].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    const listed = split.slice(1).flatMap((file) => texts(parse(file.xml), 'loc'));
    expect(listed).toHaveLength(31);
    expect(new Set(listed).size).toBe(31);
    expect(split.slice(1).map((file) => texts(parse(file.xml), 'loc').length)).toEqual([10, 10, 10, 1]);
    expect(sitemapFiles(many, ORIGIN, 31)).toHaveLength(1);
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

  const title = `]]> <script>alert("x")</script> & &amp; 'single' "double" ${everyForbidden} tab\there\r\nnew line 📈 end \u202Eעברית\u202C`;
  const summary = `<![CDATA[ ${everyForbidden} ]]> <?pi?> <!-- & --> \uFFFD ok &nbsp; &#1; مرحبا`;
  const content = `<p>]]></p><script>alert(1)</script><![CDATA[ x ]]> &nbsp; &copy; &#0; ${everyForbidden} <img src="x" onerror="alert(1)"> 📈 \u202E rtl`;
  const slug = `q&a-]]>-<b>-"'-${everyForbidden}`;
  const tickers = ['A&B', '<T>', '"Q\'', `X${everyForbidden}`];
  const hostile = item(30, { title, summary, content, slug, author: `]]>${everyForbidden}<b>`, category: 'trade-ideas', image: { url: 'https://x.example/a.png?"<>&', type: 'image/png' } });

  it('uses a parser that refuses every character XML 1.0 forbids, raw or as a reference', () => {
    for (const character of FORBIDDEN) {
      const raw = new DOMParser().parseFromString(`<t>${character}</t>`, 'application/xml');
      expect(raw.getElementsByTagName('parsererror'), `U+${character.charCodeAt(0).toString(16)}`).not.toHaveLength(0);
    }
    const reference = new DOMParser().parseFromString('<t>&#1;</t>', 'application/xml');
    expect(reference.getElementsByTagName('parsererror')).not.toHaveLength(0);
  });

  it('the RSS feed stays well-formed, its texts those stored less the forbidden characters', () => {
    const parsed = parse(rssXml([item(1), hostile], ORIGIN, day(31))).getElementsByTagName('item')[0]!;
    const field = (tag: string) => parsed.getElementsByTagName(tag)[0]?.textContent;
    expect(field('title')).toBe(minusForbidden(title));
    expect(field('description')).toBe(minusForbidden(summary));
    expect(parsed.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]?.textContent).toBe(minusForbidden(content));
    expect(parsed.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent).toBe(minusForbidden(`]]>${everyForbidden}<b>`));
    expect(parsed.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'content')[0]?.getAttribute('url')).toBe('https://x.example/a.png?"<>&');
    expect(field('link')).toBe(`${ORIGIN}/article/${encodeURIComponent(minusForbidden(slug))}`);
    expect(field('guid')).toBe(field('link'));
    expect(field('category')).toBe('Trade Ideas');
  });

  it('the sitemap stays well-formed, with the address of every slug and ticker, split or not', () => {
    const entries = [entry(1), entry(30, { slug, tickers })];
    for (const max of [50_000, 3]) {
      const files = sitemapFiles(entries, ORIGIN, max);
      const locations = files.flatMap((file) => texts(parse(file.xml), 'loc'));
      expect(locations).toContain(`${ORIGIN}/article/${encodeURIComponent(minusForbidden(slug))}`);
      for (const ticker of tickers) expect(locations).toContain(`${ORIGIN}/ticker/${encodeURIComponent(minusForbidden(ticker))}`);
    }
  });
});
