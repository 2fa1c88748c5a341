/**
 * Screenshots of the admin screens in both themes, at a desktop and a phone width, signed in
 * as the demo admin, for people to look at (`npm run screenshots`, test-results/screenshots/).
 */
import { WIDTHS, viewportAt } from '../../tests/support/e2e/reader-pages.js';
import { openArticleSettings } from '../../tests/support/e2e/admin.js';
import { newReader, postAs, reportAs } from '../../tests/support/e2e/comments.js';
import { seedJourneyArticle } from '../../tests/support/e2e/seed-articles.js';
import { expect, test } from '../test.js';

test.use({ signedInAs: 'admin' });

const SCREENS = ['/admin', '/admin/articles', '/admin/create-article', '/admin/users', '/admin/subscribers', '/admin/messages'];

for (const path of SCREENS) {
  test(`${path} in both themes, at 1280 and 390 px`, async ({ page }, testInfo) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of WIDTHS) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize(viewportAt(width));
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[role="status"]:not(:empty)')).toHaveCount(0);
        const name = `${path.slice(1).replace(/\//g, '-')}-${width}-${colorScheme}.png`;
        const file = testInfo.outputPath(name);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });
      }
    }
  });
}

test('the editor’s settings sheet at 390 px, in both themes', async ({ page }, testInfo) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(viewportAt(390));
    await page.goto('/admin/create-article');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Article settings' })).toBeVisible();
    const name = `create-article-settings-390-${colorScheme}.png`;
    const file = testInfo.outputPath(name);
    await page.screenshot({ path: file });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  }
});

test('the editor’s settings with tag suggestions and the search texts, at 1280 and 390 px', async ({ page }, testInfo) => {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportAt(width));
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill('Where Cash Goes When Rates Fall');
    await openArticleSettings(page);
    await page.getByText('Search and social').click();
    await page.getByLabel('SEO description').fill('Money funds, T-bills and short bonds compared as the Fed cuts.');
    await page.getByRole('combobox', { name: 'Tags' }).fill('Stocks, e');
    await expect(page.getByRole('listbox', { name: 'Existing tags' }).getByRole('option').first()).toBeVisible();
    const name = `create-article-settings-open-${width}.png`;
    const file = testInfo.outputPath(name);
    await page.screenshot({ path: file });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  }
});

test('/admin/comments with new and reported comments, a reply and an action’s result, in both themes, at 1280 and 390 px', async ({ page }, testInfo) => {
  const word = `shot${Math.random().toString(36).slice(2, 6)}`;
  const articleId = `comments-shot-${word}`;
  await seedJourneyArticle({ id: articleId, title: 'Reading Apple’s Margins Through the Cycle', status: 'published', createdMinutesAgo: 9, updatedMinutesAgo: 9, publishedMinutesAgo: 9, tickers: ['AAPL', 'MSFT'] });
  const [priya, tom, jordan] = await Promise.all([newReader('Priya Nair'), newReader('Tom Becker'), newReader('Jordan Lee')]);
  const services = await postAs(priya, { articleId, body: 'Services carry the margin now. I added on the dip and would hold through the next two quarters.', position: { ticker: 'AAPL', side: 'long' } });
  const pump = await postAs(tom, { articleId, body: 'AAPL to $400 by Friday!!! Join my channel for the real picks: example.com/picks', position: { ticker: 'AAPL', side: 'long' } });
  await reportAs(jordan, articleId, pump);
  await postAs(jordan, { articleId, body: 'Fair point on services, but the hardware cycle still sets the tone.\nWaiting for the next print.', position: { ticker: 'MSFT', side: 'none' }, parentId: services });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of WIDTHS) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(viewportAt(width));
      await page.goto('/admin/comments');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[role="status"]:not(:empty)')).toHaveCount(0);
      const row = page.getByRole('article', { name: 'Comment by Priya Nair' });
      // A result said in a row: the writer of the first blocked, then unblocked again after the picture.
      await row.getByRole('button', { name: /^Block writer/ }).click();
      await row.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(row.getByRole('status')).not.toBeEmpty();
      const name = `admin-comments-${width}-${colorScheme}.png`;
      const file = testInfo.outputPath(name);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
      await row.getByRole('button', { name: /^Unblock writer/ }).click();
      await expect(row.getByRole('status')).toHaveText(/^Unblocked/);
    }
  }
});
