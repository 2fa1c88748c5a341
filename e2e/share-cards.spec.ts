/**
 * Share cards (docs/authoring.md, Share cards): publishing an article draws its 1200×630
 * card in the admin's browser, with the featured image fetched from Storage (CORS, so the
 * canvas is never tainted), stores it as a PNG beside the article's images and names it in
 * og:image; a changed headline makes a new card and the old one goes.
 */
import type { Page } from '@playwright/test';
import { cardHash } from '../src/lib/share-card/layout.js';
import { articleIdByTitle, imageExists, storedDocument, uniqueTitle } from '../tests/support/e2e/admin.js';
import { EDGE_COLOURS, EDGES_ON_CARD, edgedPicture, pixelsOfPng } from '../tests/support/edged-picture.js';
import { pngSize } from '../tests/support/png-size.js';
import { publishedAddress, publishInEditor, updateInEditor } from '../tests/support/e2e/editor.js';
import { expect, test } from './test.js';

/** The card as a network fetches it: its type, and its size from the PNG's header. */
async function fetchCard(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return { type: response.headers()['content-type'], size: pngSize(new Uint8Array(await response.body())) };
}

/** The colour of each edge of the featured image where the card shows it (tests/support/edged-picture.ts). */
async function edgesOnCard(page: Page, url: string) {
  const pixel = await pixelsOfPng(new Uint8Array(await (await page.request.get(url)).body()));
  return Object.fromEntries(Object.entries(EDGES_ON_CARD).map(([edge, [x, y]]) => [edge, edgeColour(pixel(x, y))]));
}

const channels = (colour: string): number[] => [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));

/**
 * The edge colour a pixel shows, within 8 of each channel: an uploaded photo is stored as
 * JPEG (an image set), which moves a colour by a level or two; else the pixel's own.
 */
function edgeColour(colour: string): string {
  const near = Object.values(EDGE_COLOURS).find((edge) => channels(edge).every((value, index) => Math.abs(value - channels(colour)[index]!) <= 8));
  return near ?? colour;
}

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('publishing draws the share card with the whole featured image, and a new headline a new card', async ({ page }) => {
    const title = uniqueTitle('Why Bond Ladders Beat Bond Funds When Rates Fall');
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    if (await settings.isVisible()) await settings.click();
    await page.getByLabel('Summary', { exact: true }).fill('How a ladder of bonds behaves when rates fall, against a fund.');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
    // A picture with a colour on each edge: a card that cropped it would lose some of them.
    await page.getByLabel('Featured image').setInputFiles({ name: 'ladder.png', mimeType: 'image/png', buffer: await edgedPicture().encode('png') });
    await expect(page.getByRole('img', { name: 'The featured image' })).toHaveAttribute('src', /images%2Ffeatured%2F/);
    if (await settings.isVisible()) await page.getByRole('dialog', { name: 'Article settings' }).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('A ladder holds each bond to maturity.');
    await publishInEditor(page);
    await page.goto(await publishedAddress(page));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const id = await articleIdByTitle(title);
    const stored = await storedDocument(`articles/${id}`);
    const card = String(stored?.shareImage);
    // Named for what it shows, the featured image included: the image was drawn, not left out.
    const input = { title, category: 'Market Insights', siteName: 'Finance Articles', author: 'Maya Chen', image: String(stored?.featuredImage) };
    expect(card).toContain(`/o/images%2Fshare%2F${id}-${await cardHash(input)}.png?alt=media`);
    expect(await fetchCard(page, card)).toEqual({ type: 'image/png', size: { width: 1200, height: 630 } });
    // Drawn whole, by Chromium's canvas: every edge of the picture is on the card.
    expect(await edgesOnCard(page, card)).toEqual(EDGE_COLOURS);

    // What link previews read on the article page.
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    expect(await meta('property="og:image"')).toBe(card);
    expect(await meta('property="og:image:width"')).toBe('1200');
    expect(await meta('property="og:image:height"')).toBe('630');
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');

    // A new headline: a new card, and the old one is deleted.
    await page.goto(`/admin/edit-article/${id}`);
    const newTitle = `${title}, Again`;
    await page.getByLabel('Title', { exact: true }).fill(newTitle);
    await updateInEditor(page);
    const renewed = String((await storedDocument(`articles/${id}`))?.shareImage);
    expect(renewed).toContain(`/o/images%2Fshare%2F${id}-${await cardHash({ ...input, title: newTitle })}.png?alt=media`);
    expect(await fetchCard(page, renewed)).toEqual({ type: 'image/png', size: { width: 1200, height: 630 } });
    await expect.poll(() => imageExists(card)).toBe(false);
  });

  test('draws an SVG featured image into the card too', async ({ page }) => {
    const title = uniqueTitle('Sector Rotation, Drawn');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><rect width="1200" height="630" fill="#1e3a8a"/><path d="M100 500 L500 200 L800 350 L1100 100" stroke="#93c5fd" stroke-width="24" fill="none"/></svg>';
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    if (await settings.isVisible()) await settings.click();
    await page.getByLabel('Summary', { exact: true }).fill('Which sectors lead when the cycle turns, as a chart.');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
    await page.getByLabel('Featured image').setInputFiles({ name: 'rotation.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await expect(page.getByRole('img', { name: 'The featured image' })).toHaveAttribute('src', /images%2Ffeatured%2F.*\.svg/);
    if (await settings.isVisible()) await page.getByRole('dialog', { name: 'Article settings' }).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Leadership rotates with the cycle.');
    await publishInEditor(page);

    const id = await articleIdByTitle(title);
    const stored = await storedDocument(`articles/${id}`);
    const input = { title, category: 'Market Insights', siteName: 'Finance Articles', author: 'Maya Chen', image: String(stored?.featuredImage) };
    expect(String(stored?.shareImage)).toContain(`/o/images%2Fshare%2F${id}-${await cardHash(input)}.png?alt=media`);
    expect(await fetchCard(page, String(stored?.shareImage))).toEqual({ type: 'image/png', size: { width: 1200, height: 630 } });
  });

  test.describe(() => {
    // Storage refuses the card (as it would a card over the rules' limit): the SDK gives up at once.
    test.use({
      expectedConsole: [[/^console\.error: Failed to load resource: the server responded with a status of 403/], { scope: 'test' }],
      expectedFailedRequests: [[/^403 POST .*\/o\?name=images%2Fshare%2F/], { scope: 'test' }],
    });

    test('a card that cannot be stored never holds the publish up, and the editor says so (390 px)', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.route(/\/o\?name=images%2Fshare%2F/, (route) =>
        route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 403, message: 'Permission denied.' } }) }),
      );
      const title = uniqueTitle('Cash Drag in Model Portfolios');
      await page.goto('/admin/create-article');
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByLabel('Summary', { exact: true }).fill('What idle cash costs a model portfolio over a decade.');
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Portfolio Performance' });
      await page.getByRole('dialog', { name: 'Article settings' }).getByRole('button', { name: 'Done' }).click();
      await page.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('Cash earns less than what it displaces.');
      await publishInEditor(page);

      await expect(page.getByRole('alert').filter({ hasText: /^The article is published, but its share card/ })).toBeVisible();
      const id = await articleIdByTitle(title);
      expect(await storedDocument(`articles/${id}`)).toMatchObject({ status: 'published', title });
      expect((await storedDocument(`articles/${id}`))?.shareImage).toBeUndefined();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.getByRole('link', { name: 'View the article' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  });
});
