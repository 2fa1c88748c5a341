/**
 * index.html paints the site's frame (the header bar and logo) before any JavaScript has
 * run; React then draws the same frame in the same place. This keeps the two aligned, so
 * the first paint never jumps when the app takes over.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './test.js';

async function logoBox(browser: Browser, javaScriptEnabled: boolean, width: number) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('link', { name: 'Finance Articles' });
  await expect(logo).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
