/**
 * The reader pages come built (scripts/lib/prerender.ts): a crawler or a link preview reads
 * the page itself in its HTML, without running any script, and a browser's app takes that
 * HTML over where it stands, then shows the fresh data (src/app/built-page.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { readProjectConfig } from '../emulator/src/config.js';
import { buildSiteFor } from '../scripts/lib/build-site.js';
import { startHostingPreview } from '../scripts/lib/hosting-preview.js';
import { DEMO_PROJECT_ID, E2E_BASE_PORT, E2E_PORT_OFFSET, TEST_PORTS } from '../scripts/lib/stack.js';
import { imageSetOf } from '../src/lib/image-set.js';
import { setFields, uniqueTitle } from '../tests/support/e2e/admin.js';
import { storePhotoSet, TEST_IMAGE_PREFIX } from '../tests/support/e2e/image-sets.js';
import { layoutShift } from '../tests/support/e2e/layout.js';
import { ARTICLE, ARTICLE_TITLE, AUTHOR_PAGE, openReaderPage, viewportAt, WIDTHS } from '../tests/support/e2e/reader-pages.js';
import { seedJourneyArticle } from '../tests/support/e2e/seed-articles.js';
import { pngSize } from '../tests/support/png-size.js';
import { E2E_BASE_URL } from './site.js';
import { expect, opensNotFound, ownedByReact, test } from './test.js';

/** A document as the server sends it, parsed but never run. */
async function rawDocument(request: APIRequestContext, address: string): Promise<Document> {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

const meta = (doc: Document, key: string): string | null =>
  doc.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

test('an article’s document holds its title, description, social cards, structured data and text', async ({ request }) => {
  const doc = await rawDocument(request, ARTICLE);
  const url = `${E2E_BASE_URL}${ARTICLE}`;
  expect(doc.title).toBe(`${ARTICLE_TITLE} | Finance Articles`);
  expect(doc.head.querySelectorAll('title')).toHaveLength(1);
  const description = meta(doc, 'description');
  expect(description).toMatch(/^An annual report runs to hundreds of pages/);
  expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
  expect({
    type: meta(doc, 'og:type'),
    title: meta(doc, 'og:title'),
    description: meta(doc, 'og:description'),
    url: meta(doc, 'og:url'),
    width: meta(doc, 'og:image:width'),
    height: meta(doc, 'og:image:height'),
    author: meta(doc, 'article:author'),
    section: meta(doc, 'article:section'),
    twitter: meta(doc, 'twitter:card'),
  }).toEqual({
    type: 'article',
    title: ARTICLE_TITLE,
    description,
    url,
    width: '1200',
    height: '630',
    author: 'Daniel Brooks',
    section: 'Equity Research',
    twitter: 'summary_large_image',
  });
  expect([...doc.head.querySelectorAll('meta[property="article:tag"]')].map((tag) => tag.getAttribute('content'))).toEqual(['Stocks', 'Investment', 'Market Analysis']);
  const published = meta(doc, 'article:published_time');
  expect(new Date(published ?? '').toISOString()).toBe(published);
  expect(meta(doc, 'article:modified_time')).toMatch(/^\d{4}-\d\d-\d\dT/);

  // The share card, absolute, and a PNG of the size the tags give.
  const image = meta(doc, 'og:image') ?? '';
  expect(image).toMatch(/^http:\/\/.+images%2Fshare%2F.+\.png\?alt=media/);
  expect(meta(doc, 'twitter:image')).toBe(image);
  expect(pngSize(await (await request.get(image)).body())).toEqual({ width: 1200, height: 630 });

  const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    '@type': 'Article',
    headline: ARTICLE_TITLE,
    datePublished: published,
    author: { '@type': 'Person', name: 'Daniel Brooks' },
    publisher: { '@type': 'Organization', name: 'Finance Articles' },
    url,
  });
  expect((jsonLd.image as string[])[0]).toBe(image);
  expect(jsonLd.dateModified).toBeTruthy();

  // The article itself: kicker, headline, byline, date, summary, text, disclosure and the site's statement.
  const article = doc.querySelector('main article');
  expect(article?.querySelector('h1')?.textContent).toBe(ARTICLE_TITLE);
  expect(article?.querySelector('header')?.textContent).toMatch(/^Equity Research.+By Daniel Brooks.+\d{4}.+min read/);
  expect(article?.querySelector('time')?.getAttribute('datetime')).toBe(published);
  expect(article?.textContent).toContain(description);
  expect(article?.querySelector('[data-testid="article-text"]')?.querySelectorAll('h2, p').length).toBeGreaterThan(5);
  expect(article?.querySelector('[aria-labelledby="article-disclosure"]')?.textContent).toMatch(/^Disclosure/);
  expect(article?.textContent).toContain('is for educational purposes only and is not personalised investment advice');
});

for (const [address, title] of [
  ['/', 'Finance Articles: invest smarter with expert insights'],
  ['/blog', 'Latest Articles | Finance Articles'],
  ['/equity-research', 'Equity Research | Finance Articles'],
  ['/ticker/SPY', 'SPY: research and ideas | Finance Articles'],
] as const) {
  test(`${address}’s document holds its title, canonical address and first screen of article links`, async ({ request }) => {
    const doc = await rawDocument(request, address);
    expect(doc.title).toBe(title);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${E2E_BASE_URL}${address}`);
    expect(meta(doc, 'description')).toBeTruthy();
    // A ticker's page names its security.
    if (address === '/ticker/SPY') expect(doc.querySelector('main header')?.textContent).toContain('SPDR S&P 500 ETF Trust · NYSE Arca');
    const links = new Set([...doc.querySelectorAll('main a[href^="/article/"]')].map((link) => link.getAttribute('href')));
    expect(links.size).toBeGreaterThanOrEqual(address === '/' || address === '/blog' ? 6 : 2);
  });
}

test('an author’s document holds their profile, record and articles, with its own head and structured data', async ({ request }) => {
  const doc = await rawDocument(request, AUTHOR_PAGE);
  const url = `${E2E_BASE_URL}${AUTHOR_PAGE}`;
  expect(doc.title).toBe('Daniel Brooks: articles and trade ideas | Finance Articles');
  expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
  expect({ type: meta(doc, 'og:type'), url: meta(doc, 'og:url'), description: meta(doc, 'description') }).toEqual({
    type: 'profile',
    url,
    description: expect.stringMatching(/^CFA charterholder .+ Articles and trade ideas by Daniel Brooks, with the outcome of each idea\.$/) as unknown,
  });
  const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ '@type': 'ProfilePage', url, mainEntity: { '@type': 'Person', name: 'Daniel Brooks', url } });

  const main = doc.querySelector('main');
  expect(main?.querySelector('h1')?.textContent).toBe('Daniel Brooks');
  const record = main?.querySelector('[aria-labelledby="author-record"]');
  expect(record?.querySelector('h2')?.textContent).toBe('Trade idea record');
  const rows = [...(record?.querySelectorAll('ol > li') ?? [])].map((row) => row.textContent);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(/Long SPY.+Target hit.+\+5\.4%/);
  expect(rows[1]).toMatch(/Short TSLA.+Stopped out.+−10\.6%/);
  expect(main?.querySelectorAll('[aria-labelledby="author-articles"] article').length).toBeGreaterThanOrEqual(2);
});

test('an address the build has no page for gets the site’s shell', async ({ request }) => {
  const doc = await rawDocument(request, '/article/no-page-built-for-this');
  expect(doc.title).toBe('Finance Articles: invest smarter with expert insights');
  expect(doc.querySelector('#built-page')).toBeNull();
  expect(doc.querySelector('header a[href="/"]')?.textContent?.trim()).toBe('Finance Articles');
});

/** The header's logo and bar, as a document draws them before any script has run, and as the app does. */
async function headerBoxes(browser: Browser, address: string, javaScriptEnabled: boolean, width: number) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: viewportAt(width) });
  const page = await context.newPage();
  await page.goto(address);
  const logo = page.getByRole('banner').getByRole('link', { name: 'Finance Articles' });
  await expect(logo).toBeVisible();
  // The app's own frame (its <main> has an id), not the shell's, which the app replaces.
  if (javaScriptEnabled) await expect(page.locator('main#main')).toBeAttached();
  const boxes = { logo: await logo.boundingBox(), header: await page.getByRole('banner').boundingBox() };
  await context.close();
  return boxes;
}

for (const width of WIDTHS) {
  test(`the shell draws the header where the app draws it, at ${width} px`, async ({ browser }) => {
    const before = await headerBoxes(browser, '/ticker/NOSUCH', false, width);
    expect(before.logo).not.toBeNull();
    expect(await headerBoxes(browser, '/ticker/NOSUCH', true, width)).toEqual(before);
  });
}

/**
 * A list the shell serves (a ticker the build has no page for: 404.html, the shell, which
 * the app draws the ticker in if one appeared since, and Page Not Found here) paints its
 * frame with the document, and asks for React and its code only once that paint is on
 * screen (src/app/first-paint.ts), so that nothing downloaded before it can be taken for
 * holding it up.
 */
test.describe(() => {
  test.use(opensNotFound('/ticker/NOSUCH'));

  test('a list the shell serves asks for React and its code after its first paint', async ({ page }) => {
    await page.goto('/ticker/NOSUCH');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const times = await page.evaluate(() => {
      const started = (name: string) =>
        performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`))?.startTime ?? null;
      return { paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, react: started('react'), page: started('article-list-page') };
    });
    expect(times.paint).not.toBeNull();
    expect(times.react).toBeGreaterThan(times.paint!);
    expect(times.page).toBeGreaterThan(times.paint!);
  });
});

/** A context whose pages must stay quiet (the `page` fixture's rule, for pages made here). */
async function quietContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const noise: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') noise.push(message.text());
  });
  context.on('weberror', (error) => noise.push(error.error().message));
  return { context, noise };
}

for (const width of WIDTHS) {
  test(`the app takes a built article over where it stands, at ${width} px`, async ({ browser }) => {
    const { context, noise } = await quietContext(browser, { viewport: viewportAt(width) });
    const held: { continue: () => Promise<void> }[] = [];
    await context.route('**/assets/react-*.js', (route) => held.push(route));
    const page = await context.newPage();
    await page.goto(ARTICLE);
    const headline = page.getByRole('heading', { level: 1, name: ARTICLE_TITLE });
    await expect(headline).toBeVisible();
    await expect.poll(() => held.length).toBe(1);
    // The built page, with a mark React knows nothing of.
    const parts = ['main h1', 'main article header img', 'main [data-testid="article-text"] p'];
    const before = await Promise.all(parts.map((selector) => page.locator(selector).first().boundingBox()));
    await page.locator('main h1').evaluate((node) => node.setAttribute('data-seen', ''));
    expect(await ownedByReact(page, 'main h1')).toBe(false);

    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(() => ownedByReact(page, 'main h1')).toBe(true);
    await expect(page.getByRole('button', { name: /^Like/ })).toBeVisible();
    // The same nodes, in the same places: nothing was drawn again, nothing moved.
    await expect(page.locator('main h1[data-seen]')).toHaveCount(1);
    expect(await Promise.all(parts.map((selector) => page.locator(selector).first().boundingBox()))).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    // Its head is the app's now, once each: the built <meta> and <link> tags gone, the one <title> taken over.
    expect(await page.evaluate(() => [document.querySelectorAll('title').length, document.querySelectorAll('meta[data-built], link[data-built]').length])).toEqual([1, 0]);
    expect(await page.evaluate(() => document.querySelectorAll('meta[name="description"], link[rel="canonical"], meta[property="og:image"]').length)).toBe(3);
    await expect(page).toHaveTitle(`${ARTICLE_TITLE} | Finance Articles`);
    expect(noise).toEqual([]);
    await context.close();
  });
}

/**
 * The built article from a server that sends it in three pieces, stopping a while inside the
 * header: once after the search box, once before the menu button, as a slow line does.
 */
async function startHaltingServer(address: string): Promise<{ readonly url: string; close(): Promise<void> }> {
  const cuts = ['<div class="hidden items-center gap-2 lg:flex">', '<button type="button" aria-expanded'];
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${E2E_BASE_URL}${request.url ?? '/'}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      if (request.url !== address) return response.end(body);
      const html = body.toString();
      const at = cuts.map((cut) => html.indexOf(cut));
      expect(at.every((index) => index > 0)).toBe(true);
      response.write(html.slice(0, at[0]));
      await sleep(600);
      response.write(html.slice(at[0], at[1]));
      await sleep(600);
      response.end(html.slice(at[1]));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

for (const width of WIDTHS) {
  test(`a built page that arrives slowly paints its header whole, at ${width} px`, async ({ browser }) => {
    const server = await startHaltingServer(ARTICLE);
    const context = await browser.newContext({ viewport: viewportAt(width) });
    const page = await context.newPage();
    await page.goto(`${server.url}${ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible();
    // Unless held back until its last button is in, the search box (1280 px) or the theme switch (390 px) is painted, then pushed over.
    expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
    await server.close();
  });
}

for (const width of WIDTHS) {
  test(`the app takes a built author page over where it stands, at ${width} px`, async ({ browser }) => {
    const { context, noise } = await quietContext(browser, { viewport: viewportAt(width) });
    const held: { continue: () => Promise<void> }[] = [];
    await context.route('**/assets/react-*.js', (route) => held.push(route));
    const page = await context.newPage();
    await page.goto(AUTHOR_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Daniel Brooks' })).toBeVisible();
    await expect.poll(() => held.length).toBe(1);
    // The built page, with marks React knows nothing of: the name, and the record's last idea.
    const parts = ['main h1', '[aria-labelledby="author-record"] ol > li:last-child', '[aria-labelledby="author-articles"] article'];
    const before = await Promise.all(parts.map((selector) => page.locator(selector).first().boundingBox()));
    await page.locator('main h1').evaluate((node) => node.setAttribute('data-seen', ''));
    await page.locator(parts[1]!).evaluate((node) => node.setAttribute('data-seen', ''));
    expect(await ownedByReact(page, 'main h1')).toBe(false);

    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(() => ownedByReact(page, '[aria-labelledby="author-record"] ol > li:last-child')).toBe(true);
    // The same nodes, in the same places, its record drawn for the same moment: nothing was drawn again, nothing moved.
    await expect(page.locator('main h1[data-seen]')).toHaveCount(1);
    await expect(page.locator(`${parts[1]}[data-seen]`)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(parts.map((selector) => page.locator(selector).first().boundingBox()))).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    await expect(page).toHaveTitle('Daniel Brooks: articles and trade ideas | Finance Articles');
    expect(await page.evaluate(() => document.querySelectorAll('meta[data-built], link[data-built]').length)).toBe(0);
    expect(noise).toEqual([]);
    await context.close();
  });
}

test('a tag’s address, which the /blog document answers, never shows the built list', async ({ browser }) => {
  const { context, noise } = await quietContext(browser);
  const held: { continue: () => Promise<void> }[] = [];
  await context.route('**/assets/react-*.js', (route) => held.push(route));
  const page = await context.newPage();
  await page.goto('/blog?tag=Bonds');
  await expect.poll(() => held.length).toBe(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Finance Articles' })).toBeVisible();
  await expect(page.locator('main#main > *')).toHaveCount(0);
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole('heading', { level: 1, name: 'Articles tagged “Bonds”' })).toBeVisible();
  expect(noise).toEqual([]);
  await context.close();
});

const own = path.join(process.cwd(), 'node_modules', '.cache', `e2e-built-${E2E_PORT_OFFSET}`);

test.describe('after the build', () => {
  test.describe.configure({ mode: 'serial' });
  // Its own build and site (the port after the suite's), so that what it changes touches no other test's pages.
  const siteUrl = `http://127.0.0.1:${E2E_BASE_PORT + 5}`;
  const run = Math.random().toString(36).slice(2, 8);
  const edited = { id: `built-edited-${run}`, title: uniqueTitle('Built, then edited') };
  const unpublished = { id: `built-unpublished-${run}`, title: uniqueTitle('Built, then unpublished') };
  const later = { id: `published-later-${run}`, title: uniqueTitle('Published after the build') };
  const newest = { id: `published-newest-${run}`, title: uniqueTitle('The newest, published after the build') };
  const photographed = { id: `built-photographs-${run}`, title: uniqueTitle('Built with photographs') };
  let site: Awaited<ReturnType<typeof startHostingPreview>>;
  let context: BrowserContext;
  let noise: string[];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    // Long ago, so that they come last in every list, and their coming and going moves no other test's cards.
    for (const article of [edited, unpublished]) {
      await seedJourneyArticle({ ...article, status: 'published', createdMinutesAgo: 2e6, updatedMinutesAgo: 2e6, publishedMinutesAgo: 2e6 });
    }
    const [featured, inline] = await Promise.all([storePhotoSet('featured', 'quay at noon.jpg', 3000, 2000), storePhotoSet('inline', 'dry dock.jpg', 2400, 1600)]);
    await seedJourneyArticle({
      ...photographed,
      featuredImage: featured,
      content: `<p>Before the picture.</p><img src="${inline}" alt="The dry dock"><p>After it.</p>`,
      status: 'published',
      createdMinutesAgo: 2e6,
      updatedMinutesAgo: 2e6,
      publishedMinutesAgo: 2e6,
    });
    const host = readProjectConfig(process.cwd()).host;
    const stack = {
      projectId: DEMO_PROJECT_ID,
      firestore: { host, port: TEST_PORTS.firestore },
      storage: { host, port: TEST_PORTS.storage },
      auth: { host, port: TEST_PORTS.auth },
    };
    await buildSiteFor(stack, { root: process.cwd(), outDir: own, siteUrl });
    site = await startHostingPreview({ root: process.cwd(), publicDir: own, host: '127.0.0.1', port: E2E_BASE_PORT + 5 });

    await setFields(`articles/${edited.id}`, { title: `${edited.title} (corrected)`, content: '<p>The corrected text.</p>' });
    await setFields(`articles/${unpublished.id}`, { status: 'draft' });
    await seedJourneyArticle({ ...later, status: 'published', createdMinutesAgo: 2e6, updatedMinutesAgo: 2e6, publishedMinutesAgo: 2e6 });
    await seedJourneyArticle({ ...newest, status: 'published', createdMinutesAgo: 1, updatedMinutesAgo: 1, publishedMinutesAgo: 0 });
    ({ context, noise } = await quietContext(browser, { baseURL: siteUrl }));
  });

  test.afterAll(async () => {
    await context?.close();
    await site?.stop();
  });

  test.afterEach(() => {
    expect(noise).toEqual([]);
  });

  test('an article edited since shows its current text; its document still holds the built one', async ({ request }) => {
    const doc = await rawDocument(request, `${siteUrl}/article/${edited.id}`);
    expect(doc.querySelector('main h1')?.textContent).toBe(edited.title);

    const page = await context.newPage();
    await page.goto(`/article/${edited.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${edited.title} (corrected)`);
    await expect(page.getByTestId('article-text')).toHaveText('The corrected text.');
    await expect(page).toHaveTitle(`${edited.title} (corrected) | Finance Articles`);
    await page.close();
  });

  test('an article unpublished since shows as not found', async ({ request }) => {
    const doc = await rawDocument(request, `${siteUrl}/article/${unpublished.id}`);
    expect(doc.querySelector('main h1')?.textContent).toBe(unpublished.title);

    const page = await context.newPage();
    await page.goto(`/article/${unpublished.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(unpublished.title)).toHaveCount(0);
    await page.close();
    // The page looked for it by id too, which the rules refuse a reader for a draft: that, and only that, is said.
    expect(noise.length).toBeGreaterThan(0);
    for (const line of noise) expect(line).toMatch(/status of 403|BatchGetDocuments.*permission-denied/);
    noise.length = 0;
  });

  test('an article with photographs is built with their srcset and sizes, its hero preloaded, and taken over as it is', async ({ request, browser }) => {
    const doc = await rawDocument(request, `${siteUrl}/article/${photographed.id}`);
    const hero = doc.querySelector('main article header img');
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]');
    expect(hero?.getAttribute('srcset')).toMatch(/-w320\.webp\?alt=media 320w, /);
    expect([hero?.getAttribute('width'), hero?.getAttribute('height'), hero?.getAttribute('fetchpriority')]).toEqual(['3000', '2000', 'high']);
    expect({
      srcset: preload?.getAttribute('imagesrcset'),
      sizes: preload?.getAttribute('imagesizes'),
      priority: preload?.getAttribute('fetchpriority'),
    }).toEqual({ srcset: hero?.getAttribute('srcset'), sizes: hero?.getAttribute('sizes'), priority: 'high' });
    expect(doc.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
    const inText = doc.querySelector('[data-testid="article-text"] img');
    expect(inText?.getAttribute('srcset')).toMatch(/-w320\.webp\?alt=media 320w, /);
    expect([inText?.getAttribute('sizes'), inText?.getAttribute('width'), inText?.getAttribute('loading')]).toEqual(['(min-width: 36rem) 544px, calc(100vw - 2rem)', '2400', 'lazy']);

    // A phone: the preload and the <img> ask for the same member, once; React takes the page over as it is.
    const phone = await quietContext(browser, { baseURL: siteUrl, viewport: viewportAt(390), deviceScaleFactor: 3 });
    const page = await phone.context.newPage();
    const featured: string[] = [];
    page.on('request', (sent) => {
      if (imageSetOf(TEST_IMAGE_PREFIX, sent.url())?.folder === 'featured') featured.push(sent.url());
    });
    await page.goto(`/article/${photographed.id}`);
    await expect.poll(() => ownedByReact(page, 'main h1')).toBe(true);
    await expect.poll(() => page.locator('main article header img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = await page.locator('main article header img').evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(featured).toEqual([shown]);
    expect(imageSetOf(TEST_IMAGE_PREFIX, shown)?.memberWidth).toBeLessThan(2000);
    expect(await layoutShift(page)).toBe(0);
    expect(phone.noise).toEqual([]);
    await phone.context.close();
  });

  test('an article published since is served the shell, and the app draws it with its head', async ({ request }) => {
    const doc = await rawDocument(request, `${siteUrl}/article/${later.id}`);
    expect(doc.querySelector('#built-page')).toBeNull();

    const page = await context.newPage();
    await page.goto(`/article/${later.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(later.title);
    await expect(page).toHaveTitle(`${later.title} | Finance Articles`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/article/${later.id}`);
    await page.close();
  });

  for (const width of WIDTHS) {
    test(`a list that has newer articles since keeps what the reader sees, and offers them, at ${width} px`, async () => {
      const page = await context.newPage();
      await page.setViewportSize(viewportAt(width));
      await openReaderPage(page, '/blog');
      const list = page.getByRole('region', { name: 'Latest Articles' });
      const offer = page.getByText('New articles have been published.');
      await expect(offer).toBeVisible();
      await expect(list.getByRole('link', { name: newest.title })).toHaveCount(0);
      expect(await layoutShift(page)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: 'Show them' }).click();
      await expect(list.getByRole('link', { name: newest.title })).toBeVisible();
      await expect(offer).toHaveCount(0);
      await expect(page.locator('main#main')).toBeFocused();
      await page.close();
    });
  }
});
