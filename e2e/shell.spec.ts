import type { Page } from '@playwright/test';
import { expect, test } from './test.js';

const html = (page: Page) => page.locator('html');
const darkTheme = (page: Page) => page.getByRole('button', { name: 'Dark theme' });

test.describe('the theme', () => {
  test('follows the system while nothing is saved', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await expect(darkTheme(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(html(page)).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(darkTheme(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('keeps the chosen theme across a reload, from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await darkTheme(page).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveCSS('color-scheme', 'dark');

    // Hold the app's code back: the saved theme must already be on the page without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(html(page)).toHaveCSS('color-scheme', 'dark');
    // Only index.html's static frame is there: the app (and its theme switch) is not.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Finance Articles' })).toBeVisible();
    await expect(darkTheme(page)).toHaveCount(0);
    release();

    await expect(darkTheme(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveClass(/\bdark\b/);
  });
});

test('the header gains a shadow once the page is scrolled', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('box-shadow', 'none');

  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 400);
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await expect(header).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('box-shadow', 'none');
});

test('an unknown address shows 404 Page Not Found with ways back', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');

  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Finance Articles');

  await page.getByRole('link', { name: 'Explore Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goBack();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the links are behind a Menu button that closes on navigation and on Escape', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Only the menu's copy of the links exists for the reader, and only when open.
    await expect(nav).toHaveCount(0);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Categories' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toHaveCount(0);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    // The menu opens with the site's search, then its links.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search articles' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('heading', { level: 1, name: 'Categories' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the page fits the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/about', '/categories', '/privacy-policy', '/no-such-page', '/ticker/SPY', '/author/daniel-brooks', '/author/maya-chen']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
