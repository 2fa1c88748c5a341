/**
 * Screenshots of the admin screens in both themes, at a desktop and a phone width, signed in
 * as the demo admin, for people to look at (`npm run screenshots`, test-results/screenshots/).
 */
import { WIDTHS, viewportAt } from '../../tests/support/e2e/reader-pages.js';
import { openArticleSettings } from '../../tests/support/e2e/admin.js';
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
