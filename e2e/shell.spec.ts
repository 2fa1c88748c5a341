import type { Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { expect, opensNotFound, test } from './test.js';

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

test.describe(() => {
  // Hosting answers it 404 (firebase.json's rewrites name the site's routes), with the shell the app draws in.
  test.use(opensNotFound('/this/page/does-not-exist'));

  test('an unknown address shows 404 Page Not Found with ways back', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);

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
});

test('addresses that name nothing answer 404 and are kept out of search results', async ({ request }) => {
  const statusOf = async (address: string) => (await request.get(address, { maxRedirects: 0 })).status();
  // A ticker, an author or a path the site has nothing for: Hosting's 404, the shell marked noindex.
  for (const address of ['/no-such-page', '/ticker/ZZZZ', '/author/nobody-here', '/categories/no-such-category', '/login/more']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    const doc = new JSDOM(await response.text()).window.document;
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), address).toBe('noindex');
    expect(doc.querySelector('header a[href="/"]')?.textContent?.trim(), address).toBe('Finance Articles');
  }
  // What the site has: its built pages, its routes, and an article's address, which may name
  // one published since the build (the app says Page Not Found when it does not).
  for (const address of ['/', '/ticker/SPY', '/author/maya-chen', '/trade-ideas', '/login', '/admin/articles', '/categories/trade-ideas', '/article/does-not-exist']) {
    expect(await statusOf(address), address).toBe(200);
  }
});

test.describe(() => {
  test.use(opensNotFound('/ticker/ZZZZ'));

  test('a symbol no published article names is Page Not Found, not an empty page to index', async ({ page }) => {
    await page.goto('/ticker/ZZZZ');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Finance Articles');
    await expect(page.getByText('ZZZZ: research and ideas')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  });
});

test('an article address that names nothing is Page Not Found and not indexed', async ({ page }) => {
  await page.goto('/article/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toBeAttached();
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

  test.describe(() => {
    test.use(opensNotFound('/no-such-page'));

    test('the page fits the screen without sideways scrolling', async ({ page }) => {
      for (const path of ['/', '/about', '/categories', '/privacy-policy', '/no-such-page', '/ticker/SPY', '/author/daniel-brooks', '/author/maya-chen']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
});
