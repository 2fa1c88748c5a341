/**
 * Screenshots of the reader pages in both themes, at a desktop and a phone width, for
 * people to look at: `npm run screenshots` writes them to test-results/screenshots/ (and
 * attaches them to the report). They check nothing, so `npm test` does not run them; what
 * can be checked about the same pages is in e2e/reader-layout.spec.ts.
 */
import { ARTICLE, AUTHOR_PAGE, LIST_PAGES, WIDTHS, openReaderPage, showRelated, viewportAt } from '../../tests/support/e2e/reader-pages.js';
import { test } from '../test.js';

// The author pages and TSLA's (an idea stopped out), beside the lists: their records in the picture.
for (const path of [...LIST_PAGES, '/ticker/TSLA', AUTHOR_PAGE, '/author/maya-chen', ARTICLE]) {
  test(`${path} in both themes, at 1280 and 390 px`, async ({ page }, testInfo) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of WIDTHS) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize(viewportAt(width));
        await openReaderPage(page, path);
        // Down to the foot of the page and back, so what loads as the reader nears it is in the picture.
        for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 700) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(50);
        }
        if (path === ARTICLE) await showRelated(page);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-').slice(0, 40)}-${width}-${colorScheme}.png`;
        const file = testInfo.outputPath(name);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });
      }
    }
  });
}
