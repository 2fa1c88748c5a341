/**
 * The site from the keyboard: the skip link, the phone menu, the account menu (the
 * WAI-ARIA menu button pattern), visible focus on menu items and article cards, and the
 * focus and announcement that follow a move to another page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.js';
import { openReaderPage } from '../tests/support/e2e/reader-pages.js';

const ARTICLE_TITLE = 'Reading a 10-K: The Five Sections Analysts Check First';

/** The reader's dashboard, signed in (the account menu is in its header). */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test('the skip link is the first stop and moves the focus to the content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  expect(await focusedId(page)).toBe('main');
  // The next Tab starts inside the page, not in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Space opens the menu as Enter does, and Escape closes it with the focus back on its button', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press(' ');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});

test.describe('the account menu', () => {
  test.use({ signedInAs: 'reader' });
  const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Alex Morgan' });
  const item = (page: Page, name: string) => page.getByRole('menuitem', { name });

  for (const key of ['Enter', ' ', 'ArrowDown']) {
    test(`opens on its first item with ${key === ' ' ? 'Space' : key}, and Escape gives the focus back`, async ({ page }) => {
      await openDashboard(page);
      const button = accountButton(page);
      await button.focus();
      await page.keyboard.press(key);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(item(page, 'Dashboard')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });
  }

  test('closes when Tab leaves it, from an item or from its button', async ({ page }) => {
    await openDashboard(page);
    const button = accountButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(item(page, 'Dashboard')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('menu')).toBeHidden();

    // Opened with the mouse, then left with Tab from the button: it does not stay over the page.
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows which item has the focus, clearly', async ({ page }) => {
    await openDashboard(page);
    await accountButton(page).focus();
    await page.keyboard.press('ArrowDown');
    const focused = item(page, 'Dashboard');
    await expect(focused).toBeFocused();
    const colours = await focused.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, menu: getComputedStyle(element.closest('[role="menu"]')!).backgroundColor };
    });
    expect(colours.background).not.toBe(colours.menu);
    // White text on the site's blue: 4.5:1 or more, unlike a faint shade of the menu's own colour.
    await expect(focused).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});

test('a focused article card shows its focus ring whole', async ({ page }) => {
  await page.goto('/blog');
  const card: Locator = page.getByRole('region', { name: 'Latest Articles' }).getByRole('link', { name: ARTICLE_TITLE });
  await card.focus();
  await expect(card).toBeFocused();
  const ring = await card.evaluate((link) => {
    const after = getComputedStyle(link, '::after');
    const article = link.closest('article')!;
    return { style: after.outlineStyle, width: after.outlineWidth, clipped: getComputedStyle(article).overflow !== 'visible' };
  });
  expect(ring).toEqual({ style: 'solid', width: '2px', clipped: false });
});

test('after moving to another page, its heading has the focus and its title is read out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(await page.title());

  // A page whose heading waits for its data gets the focus too, once it arrives. The list as
  // built (other journeys publish their own articles meanwhile, which it only offers), once
  // the app has the page: before, a link is the browser's, and loads a document of its own.
  await openReaderPage(page, '/blog');
  await page.getByRole('region', { name: 'Latest Articles' }).getByRole('link', { name: ARTICLE_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeFocused();
  await expect(page).toHaveTitle(`${ARTICLE_TITLE} | Finance Articles`);
});

test('never takes the focus from where the reader put it while the page was loading', async ({ page }) => {
  // Once the app has the page: before, a link is the browser's, and loads a document of its own.
  await openReaderPage(page, '/blog');
  const list = page.getByRole('region', { name: 'Latest Articles' });
  await expect(list.getByRole('link', { name: ARTICLE_TITLE })).toBeVisible();
  // Hold the article's data back until the reader has moved on to the theme switch.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/documents:runQuery/, async (route) => {
    await held;
    await route.continue();
  });
  await list.getByRole('link', { name: ARTICLE_TITLE }).click();
  const themeSwitch = page.getByRole('button', { name: /theme/ });
  await themeSwitch.focus();
  release();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_TITLE })).toBeVisible();
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(`${ARTICLE_TITLE} | Finance Articles`);
  await expect(themeSwitch).toBeFocused();
});
