import { articleIdByTitle, storedDocument } from '../tests/support/e2e/admin.js';
import { expect, opensNotFound, test } from './test.js';

test('the home page shows the headline and the latest published articles from Firestore', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' })).toBeVisible();
  // The newest featured article leads the page.
  await expect(page.getByRole('region', { name: 'Featured Articles' }).getByRole('link', { name: 'Reading a 10-K: The Five Sections Analysts Check First' })).toBeVisible();
  // Latest has the newest of the others, newest first: journeys running beside this one
  // publish articles of their own, so what it lists is read back from Firestore, not named.
  const latest = page.getByRole('region', { name: 'Latest Articles' });
  await expect(latest.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(latest.locator('[role="status"]:not(:empty)')).toHaveCount(0);
  const titles = await latest.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  const stored = await Promise.all(titles.map(async (title) => storedDocument(`articles/${await articleIdByTitle(title)}`)));
  for (const article of stored) expect(article).toMatchObject({ status: 'published' });
  const published = stored.map((article) => String(article?.publishedAt));
  expect(published).toEqual([...published].sort().reverse());
  // The demo's draft is never listed.
  await expect(latest.getByRole('link', { name: 'Position Sizing Rules for Swing Traders' })).toHaveCount(0);
});

test.describe(() => {
  test.use(opensNotFound('/no-such-page'));

  test('an unknown address shows Page Not Found and leads back home', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' })).toBeVisible();
  });
});

test("Firebase keeps its daily heartbeat through the site's own IndexedDB wrapper (src/lib/firebase/idb-for-app.ts)", async ({ page }) => {
  // A page whose SDK makes a request (lists of articles come over REST): an article's discussion, as the reader nears it.
  await page.goto('/article/reading-a-10-k-the-five-sections-analysts-check-first');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await expect(discussion.getByRole('list', { name: 'Comments' }).or(discussion.getByText('No one has commented yet. Start the discussion.'))).toBeVisible();
  const storedHeartbeats = () =>
    page.evaluate(async () => {
      // Opening a database that is not there yet would create it empty, under the SDK's feet.
      if (!(await indexedDB.databases()).some((database) => database.name === 'firebase-heartbeat-database')) return [];
      return new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('firebase-heartbeat-database');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebase-heartbeat-store')) return resolve([]);
          const all = db.transaction('firebase-heartbeat-store').objectStore('firebase-heartbeat-store').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(new Error(String(all.error)));
        };
      });
    });
  await expect
    .poll(storedHeartbeats)
    .toEqual([expect.objectContaining({ heartbeats: [expect.objectContaining({ date: expect.any(String), agent: expect.stringContaining('fire-') })] })]);
});

test('the first screen’s data leaves as simple requests: no header a preflight would be needed for, no SDK', async ({ page }) => {
  const queries: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(':runQuery')) queries.push(request.headers());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Articles' }).getByRole('link').first()).toBeVisible();

  // Featured and Latest, the first two queries of the page, as the boot sent them.
  const [featured, latest] = queries;
  for (const headers of [featured, latest]) {
    expect(headers?.['content-type']).toMatch(/^text\/plain/);
    expect(Object.keys(headers ?? {}).filter((name) => /^x-|^authorization$/i.test(name))).toEqual([]);
  }
});

test('a guest’s home page draws from the first screen’s requests alone: the Firestore SDK is never fetched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.some((path) => path.includes('/home-'))).toBe(true);
  expect(scripts.filter((path) => /\/firebase-(app|firestore)-/.test(path))).toEqual([]);
});

test('a reader page’s document asks for neither React nor the page’s code; other pages’ documents ask for React at once', async ({ page }) => {
  const preloadsOf = async (path: string) => {
    const served = await (await page.goto(path))!.text();
    return [...served.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href ?? '');
  };
  // A built page asks for them from its entry, and the shell of a list once its first frame
  // is on screen (built-pages.spec.ts watches that order).
  for (const path of ['/', '/blog', '/market-insights', '/ticker/SPY', '/author/daniel-brooks', '/article/reading-a-10-k-the-five-sections-analysts-check-first']) {
    const preloads = await preloadsOf(path);
    expect(preloads, path).not.toEqual([]);
    expect(preloads.filter((href) => /^\/assets\/(react|home|article-list-page|sidebar|article-page|author-page|ticker-ideas)-/.test(href)), path).toEqual([]);
  }
  for (const path of ['/about', '/login']) {
    const preloads = await preloadsOf(path);
    expect(preloads.filter((href) => href.startsWith('/assets/react-')), path).toHaveLength(1);
    expect(preloads.filter((href) => /^\/assets\/(home|article-list-page|article-page)-/.test(href)), path).toEqual([]);
  }
});
