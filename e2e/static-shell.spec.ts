/**
 * index.html paints the site's frame (the header bar and logo) before any JavaScript has
 * run, and a plain list page's heading before the app's code has arrived; React then draws
 * the same in the same place. This keeps the two aligned, so the first paint never jumps
 * when the app takes over. On the home page, the boot draws the lead story's image into that
 * frame before React is asked for (src/app/draw-lead-image.ts), and on an article's page the
 * article's head with its image (src/app/draw-article-head.ts).
 */
import type { Browser, Page, Route } from '@playwright/test';
import { expect, test } from './test.js';

async function logoBox(browser: Browser, javaScriptEnabled: boolean, width: number) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('link', { name: 'Finance Articles' });
  await expect(logo).toBeVisible();
  // The app's own frame (its <main> has an id), not index.html's, which the app replaces.
  if (javaScriptEnabled) await expect(page.locator('main#main')).toBeAttached();
  const box = { logo: await logo.boundingBox(), header: await page.getByRole('banner').boundingBox() };
  await context.close();
  return box;
}

for (const width of [390, 1280]) {
  test(`the static frame of index.html matches the app's header at ${width} px`, async ({ browser }) => {
    const before = await logoBox(browser, false, width);
    const after = await logoBox(browser, true, width);
    expect(before.logo).not.toBeNull();
    expect(before).toEqual(after);
  });
}

/**
 * A plain list page's heading, as index.html draws it before the app's code has arrived
 * (the module scripts are held back here) and as the app draws it: same text, same place.
 */
async function listHeadingBoxes(browser: Browser, path: string, width: number, appRuns: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  if (!appRuns) await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(path);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  if (appRuns) await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const intro = page.getByRole('main').locator('header p').first();
  const boxes = { heading: await heading.boundingBox(), headingText: await heading.textContent(), intro: await intro.boundingBox(), introText: await intro.textContent() };
  await context.close();
  return boxes;
}

for (const path of ['/blog', '/trade-ideas']) {
  for (const width of [390, 1280]) {
    test(`index.html draws the heading of ${path} where the app draws it, at ${width} px`, async ({ browser }) => {
      const before = await listHeadingBoxes(browser, path, width, false);
      const after = await listHeadingBoxes(browser, path, width, true);
      expect(before.heading).not.toBeNull();
      expect(before.introText).not.toBe('');
      expect(before).toEqual(after);
    });
  }
}

test('a tag’s list, whose heading is its own, gets no heading from index.html', async ({ browser }) => {
  const context = await browser.newContext();
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/blog?tag=Bonds');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Finance Articles' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);
  await page.goto('/blog');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Latest Articles' })).toBeVisible();
  await context.close();
});

/**
 * A list page's heading paints with the document; index.html's first script and the entry
 * ask for React and the page's code once that paint is on screen (src/app/first-paint.ts),
 * so that nothing downloaded before it can be taken for holding it up.
 */
for (const path of ['/blog', '/ticker/SPY']) {
  test(`${path} asks for React and its code after its first paint`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const times = await page.evaluate(() => {
      const started = (name: string) =>
        performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith(`/assets/${name}-`))?.startTime ?? null;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        react: started('react'),
        page: started('article-list-page'),
      };
    });
    expect(times.paint).not.toBeNull();
    expect(times.react).toBeGreaterThan(times.paint!);
    expect(times.page).toBeGreaterThan(times.paint!);
  });
}

/** The top of the home page, as index.html draws it before the app's code and as the app draws it. */
async function homeTopBoxes(browser: Browser, width: number, appRuns: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  if (!appRuns) await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/');
  const headline = page.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' });
  const featured = page.getByRole('heading', { level: 2, name: 'Featured Articles' });
  await expect(headline).toBeVisible();
  await expect(featured).toBeVisible();
  if (appRuns) await expect(page.getByRole('region', { name: 'Featured Articles' }).getByRole('article').first()).toBeVisible();
  const boxes = { headline: await headline.boundingBox(), featured: await featured.boundingBox() };
  await context.close();
  return boxes;
}

for (const width of [390, 1280]) {
  test(`index.html draws the top of the home page where the app draws it, at ${width} px`, async ({ browser }) => {
    const before = await homeTopBoxes(browser, width, false);
    expect(before.headline).not.toBeNull();
    expect(before).toEqual(await homeTopBoxes(browser, width, true));
  });
}

/**
 * Opens `path` with React's chunk held back, and waits until the boot has drawn the page's
 * largest image into index.html's frame and then (only then, and once) asked for React: when
 * its link is added, the image has loaded and its paint has been reported (Element Timing,
 * src/app/draw-lead-image.ts). Returns the page, still showing that frame, and what lets
 * React through.
 */
async function openBeforeReact(browser: Browser, path: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(() => {
    const seen: { loaded: boolean; painted: boolean }[] = [];
    const painted: string[] = [];
    Object.assign(window, { reactAsked: seen });
    // Element paints are given to observers only, not kept in the performance timeline.
    new PerformanceObserver((entries) => painted.push(...entries.getEntries().map((entry) => (entry as PerformanceEntry & { identifier: string }).identifier))).observe({
      type: 'element',
      buffered: true,
    });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLLinkElement) || !new URL(node.href).pathname.startsWith('/assets/react-')) continue;
          const image = document.querySelector<HTMLImageElement>('main img');
          seen.push({ loaded: !!image && image.complete && image.naturalWidth > 0, painted: painted.includes('boot-image') });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const imageShown = () => page.evaluate(() => [...document.querySelectorAll('main img')].some((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0));
  const held: Route[] = [];
  await context.route('**/assets/react-*.js', (route) => held.push(route));
  await page.goto(path);
  await expect.poll(imageShown).toBe(true);
  await expect.poll(() => held.length).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { reactAsked: unknown }).reactAsked)).toEqual([{ loaded: true, painted: true }]);
  // Still index.html's frame: the app's <main> is not there yet.
  await expect(page.locator('main#main')).toHaveCount(0);
  const startReact = async () => {
    await Promise.all(held.map((route) => route.continue()));
    await expect(page.locator('main#main')).toBeAttached();
  };
  return { context, page, startReact };
}

for (const width of [390, 1280]) {
  test(`the home page's lead image is drawn before React is asked for, where the app then draws it, at ${width} px`, async ({ browser }) => {
    const { context, page, startReact } = await openBeforeReact(browser, '/', width);
    const image = page.getByRole('main').locator('img').first();
    const before = { box: await image.boundingBox(), src: await image.getAttribute('src') };

    await startReact();
    const lead = page.getByRole('region', { name: 'Featured Articles' }).getByRole('article').first();
    await expect(lead.getByRole('heading')).toBeVisible();
    const after = { box: await lead.locator('img').boundingBox(), src: await lead.locator('img').getAttribute('src') };
    expect(before.box).not.toBeNull();
    expect(after).toEqual(before);
    await context.close();
  });
}

const ARTICLE = '/article/reading-a-10-k-the-five-sections-analysts-check-first';

/** The article's head: where each part is, and what it says or shows. */
async function articleHead(page: Page) {
  const head = page.getByRole('main').getByRole('article').locator('header');
  const parts = { kicker: head.locator('span').first(), headline: head.getByRole('heading', { level: 1 }), byline: head.locator('p'), image: head.locator('img') };
  const found: Record<string, { box: unknown; text: string | null }> = {};
  for (const [name, part] of Object.entries(parts)) {
    found[name] = { box: await part.boundingBox(), text: name === 'image' ? await part.getAttribute('src') : await part.textContent() };
  }
  return found;
}

for (const width of [390, 1280]) {
  test(`an article's head and image are drawn before React is asked for, where the app then draws them, at ${width} px`, async ({ browser }) => {
    const { context, page, startReact } = await openBeforeReact(browser, ARTICLE, width);
    const before = await articleHead(page);
    expect(before.headline!.text).toBe('Reading a 10-K: The Five Sections Analysts Check First');

    await startReact();
    await expect(page.getByRole('button', { name: /^Like/ })).toBeVisible();
    expect(await articleHead(page)).toEqual(before);
    await context.close();
  });
}
