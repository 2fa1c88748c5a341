/**
 * Screenshots of the reader pages in both themes, at a desktop and a phone width, for
 * people to look at: `npm run screenshots` writes them to test-results/screenshots/ (and
 * attaches them to the report). They check nothing, so `npm test` does not run them; what
 * can be checked about the same pages is in e2e/reader-layout.spec.ts.
 */
import { seedDiscussion } from '../../tests/support/e2e/discussions.js';
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

// A discussion of its own (the demo's threads may change): positions, replies, the author's
// marked reply, a removed comment and a link, as a guest and as the demo reader, who gets the actions.
for (const signedInAs of [null, 'reader'] as const) {
  test.describe(() => {
    test.use({ signedInAs });
    test(`an article's discussion ${signedInAs ? 'for a reader' : 'for a guest'}, in both themes, at 1280 and 390 px`, async ({ page }, testInfo) => {
      const path = await seedDiscussion('screenshot-discussion', 'What the Buyback Hides', [
        { id: 'first', authorName: 'Priya Shah', body: 'Good piece. I would add the subsequent-events note: it is where a covenant breach after year-end shows up before the next 10-Q.\n\nMost people skip it.', minutesAgo: 2900, position: { ticker: 'AAPL', side: 'none' } },
        { id: 'long', authorName: 'Sam Ortiz', body: 'The segment data is the whole story right now. Services margin is above 70% and growing; hardware is flat. The filing: https://www.sec.gov/edgar', minutesAgo: 300, position: { ticker: 'AAPL', side: 'long' } },
        { id: 'short', authorName: 'Marcus Webb', body: 'Respectfully, stock-based compensation is why I am short. Adjusted figures add back billions every year.', minutesAgo: 240, position: { ticker: 'MSFT', side: 'short' } },
        { id: 'answer', authorName: 'Elena Park', body: 'Offset in share count, not in cost. Both can be true.', minutesAgo: 150, parentId: 'short', position: { ticker: 'MSFT', side: 'long' } },
        { id: 'author', authorName: 'Maya Chen', body: 'Author here: the article counts it as a cost, and I hold neither stock (see the disclosure).', minutesAgo: 140, parentId: 'short', staff: true },
        { id: 'removed', authorName: 'Pump Bot', body: '', minutesAgo: 120, state: 'hidden' },
        { id: 'after', authorName: 'Dana Fox', body: 'Whatever that was, it is gone now.', minutesAgo: 110, parentId: 'removed' },
      ]);
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of WIDTHS) {
          await page.emulateMedia({ colorScheme });
          await page.setViewportSize(viewportAt(width));
          await page.goto(`${path}#comments`);
          const discussion = page.getByRole('region', { name: 'Discussion' });
          await discussion.getByRole('list', { name: 'Comments' }).waitFor();
          const name = `discussion-${signedInAs ?? 'guest'}-${width}-${colorScheme}.png`;
          const file = testInfo.outputPath(name);
          await discussion.screenshot({ path: file });
          await testInfo.attach(name, { path: file, contentType: 'image/png' });
        }
      }
    });
  });
}
