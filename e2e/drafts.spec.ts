/**
 * A draft is stored whatever state its fields are in (issue 34, point 1): the newcomer who
 * adds a trade idea to a Trade Ideas draft, leaves its prices empty and goes on to the
 * disclosure and the image's texts finds all of it in another browser, and the status line
 * says where the work is, offline included. At a desktop's and a phone's width.
 */
import type { Page } from '@playwright/test';
import { articleIdByTitle, inArticleSettings, pngFile, storedDocument, uniqueTitle } from '../tests/support/e2e/admin.js';
import { expect, test } from './test.js';

test.use({ signedInAs: 'admin' });

const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saving…|Saved .+|Not saved.*|Offline.*)$/ });

for (const width of [1280, 390]) {
  test(`stores a Trade Ideas draft with its trade idea half filled, and another browser opens all of it (${width} px)`, async ({ page, browser, roleState }) => {
    await page.setViewportSize({ width, height: 844 });
    const title = uniqueTitle('Long Semis Into Guidance');
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await inArticleSettings(page, async () => {
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Trade Ideas' });
      await page.getByLabel('Tickers', { exact: true }).fill('SMH');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Add a trade idea' }).click();
      // Its prices left empty, and on to the disclosure and the featured image's texts.
      await page.getByLabel('Featured image').setInputFiles(pngFile('semis.png'));
      await page.getByLabel('Image description (alt text)').fill('Semiconductor index against its 200-day average');
      await page.getByLabel('Caption', { exact: true }).fill('Source: exchange data.');
      await page.getByLabel('Disclosure', { exact: true }).fill('I hold a long position in SMH.');
    });
    // Saved, never left on the device.
    await expect(saveStatus(page)).toHaveText(/^Saved on the server at /, { timeout: 15_000 });
    const id = await articleIdByTitle(title);
    await expect.poll(async () => (await storedDocument(`articles/${id}`))?.disclosure).toBe('I hold a long position in SMH.');
    expect(await storedDocument(`articles/${id}`)).toMatchObject({
      status: 'draft',
      featuredImageAlt: 'Semiconductor index against its 200-day average',
      featuredImageCaption: 'Source: exchange data.',
      tradeIdea: { direction: 'long', ticker: 'SMH', entry: null, target: null, stop: null, horizon: '' },
    });

    // Save Draft says nothing of the prices; Publish names what the idea lacks.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(saveStatus(page)).toHaveText(/^Saved on the server at /);
    await expect(page.getByText('Entry, target and stop must be positive numbers.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText(/^Please fill in all required fields/).first()).toBeVisible();

    // Another browser opens the draft with all of it.
    const laptop = await (await browser.newContext({ storageState: await roleState('admin') })).newPage();
    await laptop.goto(`/admin/edit-article/${id}`);
    await expect(laptop.getByLabel('Title', { exact: true })).toHaveValue(title);
    await inArticleSettings(laptop, async () => {
      await expect(laptop.getByLabel('Disclosure', { exact: true })).toHaveValue('I hold a long position in SMH.');
      await expect(laptop.getByLabel('Image description (alt text)')).toHaveValue('Semiconductor index against its 200-day average');
      await expect(laptop.getByLabel('Caption', { exact: true })).toHaveValue('Source: exchange data.');
      await expect(laptop.getByLabel('Entry price')).toHaveValue('');
      await expect(laptop.getByLabel('Ticker', { exact: true })).toHaveValue('SMH');
    });
    await laptop.context().close();
  });
}

test.describe(() => {
  // The autosave's read while offline fails, and the SDK logs it.
  test.use({
    expectedConsole: [
      [/^console\.error: .*@firebase\/firestore: .*RPC_ERROR HTTP error has no status/, /^console\.warning: .*RestConnection RPC 'BatchGetDocuments' .* failed/],
      { scope: 'test' },
    ],
    expectedFailedRequests: [[/documents:batchGet/], { scope: 'test' }],
    // Chromium's own line for the request is not always reported before the SDK's.
    toleratedConsole: [[/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED .*documents:batchGet/], { scope: 'test' }],
  });

  test('says Offline while the device is, and saves once it is back online', async ({ page, context }) => {
    const title = uniqueTitle('Written on a Plane');
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(saveStatus(page)).toHaveText(/^Saved on the server at /, { timeout: 15_000 });
    const id = await articleIdByTitle(title);

    await context.setOffline(true);
    await page.getByLabel('Title', { exact: true }).fill(`${title}, over the Atlantic`);
    await expect(saveStatus(page)).toHaveText('Offline — kept on this device', { timeout: 15_000 });
    await context.setOffline(false);
    await expect(saveStatus(page)).toHaveText(/^Saved on the server at /, { timeout: 15_000 });
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ title: `${title}, over the Atlantic` });
  });
});
